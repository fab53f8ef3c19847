// The proof suites that need nothing of a stack but its routes, on one stack (issue 37): each module keeps its own
// cast (support/proof-suite.ts useSharedProofSuite) and creates the records it changes, so none depends on another.
// One module alone: `npx jest tests/proof/shared-stack.spec.ts -t '3. fuzzing'`. The files that need a stack of
// their own start one: edges (the real sign-in limits), nats-auth (the bus), secrets-audit (every row and log line
// of the run).
import './access-control.cases.js';
import './token-attacks.cases.js';
import './headers-cors.cases.js';
import './double-booking.cases.js';
// Last: it writes the most (every route, fuzzed), and checks the read models still agree afterwards.
import './fuzzing.cases.js';
import { startSharedProofSuite } from './support/proof-suite.js';

startSharedProofSuite();
