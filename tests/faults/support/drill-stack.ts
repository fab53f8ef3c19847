// What the load drills (crash, notify, replicas) share around their fault: a stack with owners and doctors ready to
// book, and a burst of concurrent bookings that the drill can strike in the middle.
import { startIsolatedStack, type IsolatedStack } from '../../../scripts/lib/isolated-stack.mjs';
import {
  apiClient,
  book,
  listDoctors,
  registerOwners,
  waitForBookableDoctor,
  type Answer,
  type ApiClient,
  type BookBody,
  type Owner,
} from '../../../scripts/lib/vetnow-api.mjs';

export interface DrillStack {
  env: IsolatedStack;
  api: ApiClient;
  owners: Owner[];
  /** The first doctors of the seed, each bookable already on the drill's day. */
  doctorIds: string[];
}

export interface DrillPeople {
  /** The client's connection pool: as many as the burst's callers, so none waits for a socket. */
  connections: number;
  owners: number;
  /** Owner names start with this (the stack's own label is already unique). */
  ownerLabel: string;
  doctors: number;
  /** The clinic date the doctors must be bookable on: the drill's tomorrow. */
  bookableOn: string;
  /** How long each doctor may take to become bookable (the seed's schedules reach svc-clinic by events). */
  bookableWithinMs?: number;
}

/**
 * Starts the stack, registers the owners and waits until the first doctors can be booked. A failure
 * on the way cleans the stack up before it is thrown (the spec's afterAll never sees a half-made stack).
 */
export async function startDrillStack(stack: Parameters<typeof startIsolatedStack>[0], people: DrillPeople): Promise<DrillStack> {
  const env = await startIsolatedStack(stack);
  const api = apiClient(env.gatewayUrl, { connections: people.connections });
  try {
    const owners = await registerOwners(api, people.owners, { label: people.ownerLabel });
    const doctorIds = (await listDoctors(api)).slice(0, people.doctors).map((d) => d._id);
    for (const id of doctorIds) await waitForBookableDoctor(api, owners[0]!, id, people.bookableOn, people.bookableWithinMs);
    return { env, api, owners, doctorIds };
  } catch (error) {
    await api.close();
    await env.cleanUp();
    throw error;
  }
}

export interface DrillFileHooks {
  /** beforeAll's time limit (the stack, the owners, the doctors bookable, `ready`). */
  startMs: number;
  /** afterAll's time limit. */
  stopMs: number;
  /** After the stack is ready, still in beforeAll: what the drill needs besides (the owners' saved cards). */
  ready?: (drill: DrillStack) => Promise<void>;
  /** Last in afterAll, even when the clean-up failed: what the drill made for the stack (its own PostgreSQL). */
  finally?: () => void | Promise<void>;
}

/**
 * The drill stack of a whole spec file: started in beforeAll with the options `stack()` gives there (after what
 * they need, e.g. the drill's own PostgreSQL), its client closed and the stack removed in afterAll. The returned
 * object's fields are set once beforeAll has run: the tests read them there.
 */
export function drillStackForFile(
  stack: () => Parameters<typeof startIsolatedStack>[0] | Promise<Parameters<typeof startIsolatedStack>[0]>,
  people: DrillPeople,
  hooks: DrillFileHooks,
): DrillStack {
  const drill: Partial<DrillStack> = {};
  beforeAll(async () => {
    Object.assign(drill, await startDrillStack(await stack(), people));
    await hooks.ready?.(drill as DrillStack);
  }, hooks.startMs);
  afterAll(async () => {
    try {
      await drill.api?.close();
      await drill.env?.cleanUp();
    } finally {
      await hooks.finally?.();
    }
  }, hooks.stopMs);
  return drill as DrillStack;
}

export interface BurstRequest {
  owner: Owner;
  body: BookBody;
  /** The Idempotency-Key: a drill retries a failed booking with the same one. */
  key: string;
}

export interface Burst {
  /** How many bookings have been answered so far: the drill strikes once enough of them are. */
  answered(): number;
  /** Every answer, in the order of the requests, once the last one is in. */
  finished: Promise<Answer[]>;
}

/** Books every request, `callers` at a time, each caller taking the next request as soon as its last is answered. */
export function bookInBurst(api: ApiClient, requests: readonly BurstRequest[], callers: number): Burst {
  const answers: Answer[] = new Array<Answer>(requests.length);
  let next = 0;
  let answered = 0;
  const finished = Promise.all(
    Array.from({ length: callers }, async () => {
      while (next < requests.length) {
        const i = next++;
        const r = requests[i]!;
        answers[i] = await book(api, r.owner, r.body, r.key);
        answered++;
      }
    }),
  ).then(() => answers);
  return { answered: () => answered, finished };
}
