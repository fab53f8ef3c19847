// First: no eval under the CSP (zod's JIT), before any contracts schema is built.
import '@vetnow/contracts/zod-jitless';
// The contracts' schemas — the route table and the entries shared beside it, taken here so the remotes get the
// shell's copies (ADR 0084) — are built in this module's task; the app's modules are evaluated in the next
// (start-app.tsx): on a phone, two shorter tasks instead of one long one. `eager`: start-app is in this chunk group,
// downloaded with it, only evaluated later.
import '@vetnow/contracts/api';
import './app/remotes/shared-contracts';

setTimeout(() => void import(/* webpackMode: "eager" */ './start-app'), 0);
