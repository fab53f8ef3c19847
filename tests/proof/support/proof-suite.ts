import { join } from 'node:path';
// The world of one proof spec file: its own stack (scripts/lib/stack.mjs via startProofStack: a private
// nats-server, the five services and the gateway on free ports, databases and a stream of its own) and its own
// cast (Fixtures: the admin, owners A and B, doctors X and Y, the front desk). A spec file calls useProofSuite() once at its top
// level; shared-stack.spec.ts instead runs several `*.cases.ts` modules on one stack (startSharedProofSuite), each
// with a cast of its own (useSharedProofSuite). Nothing else is shared, so each file runs alone, in any order, and a
// failure in one does not cascade. Within a file a test creates the records it changes (fixtures are cached per
// name), so it also passes on its own (`-t`).
import type { RouteSpec } from '@vetnow/contracts/routes';
import { Fixtures } from './fixtures.js';
import { startProofStack, type ProofStack, type StartProofStackOptions } from './proof-stack.js';
import { ROUTE_EXAMPLES, routeKey, type RouteExample } from './route-examples.js';

export interface ProofSuite {
  readonly proof: ProofStack;
  readonly fx: Fixtures;
  /** The gateway's API root, e.g. http://127.0.0.1:38211/api. */
  readonly api: string;
}

/**
 * Starts the file's stack and cast in beforeAll (then hands them to `use`) and stops the stack in afterAll,
 * also when the start or the cast failed half-way.
 */
export function useProofSuite(use: (suite: ProofSuite) => void, options?: StartProofStackOptions): void {
  let proof: ProofStack | undefined;
  beforeAll(async () => {
    const started = await startProofStack(options);
    proof = started;
    const api = `${started.gatewayUrl}/api`;
    const fx = await Fixtures.create(api, { mailDir: join(started.dataDir, 'mail'), bookingDatabaseUrl: started.databaseUrls.booking });
    use({ proof: started, fx, api });
  }, 240_000);
  afterAll(async () => {
    await proof?.stop();
  }, 60_000);
}

const sharedUsers: Array<(suite: ProofSuite) => void> = [];

/**
 * For a `*.cases.ts` module of shared-stack.spec.ts: registers `use`, which that file's beforeAll calls with the
 * shared stack and a cast of this module's own (its owners, doctor Y and records are nobody else's).
 */
export function useSharedProofSuite(use: (suite: ProofSuite) => void): void {
  sharedUsers.push(use);
}

/**
 * shared-stack.spec.ts: one stack for every `*.cases.ts` module it imports (issue 37: a stack start costs about 15 s
 * of CPU on two cores), each handed a fresh cast; stopped in afterAll.
 */
export function startSharedProofSuite(): void {
  let proof: ProofStack | undefined;
  beforeAll(async () => {
    const started = await startProofStack();
    proof = started;
    const api = `${started.gatewayUrl}/api`;
    const options = { mailDir: join(started.dataDir, 'mail'), bookingDatabaseUrl: started.databaseUrls.booking };
    for (const use of sharedUsers) use({ proof: started, fx: await Fixtures.create(api, options), api });
  }, 240_000);
  afterAll(async () => {
    await proof?.stop();
  }, 60_000);
}

export const routeName = (r: RouteSpec) => `${r.method} /api${r.path}`;

/** The route's example (params, query, a valid body); a route without one fails the test that needs it. */
export function exampleOf(route: RouteSpec): RouteExample {
  const example = ROUTE_EXAMPLES[routeKey(route)];
  if (!example) {
    throw new Error(
      `${routeName(route)} has no example: give its contract one (params, query, a valid body; api.spec.ts checks it) so the ` +
        'authorization matrix and the fuzzer cover it.',
    );
  }
  return example;
}
