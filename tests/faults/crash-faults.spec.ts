// Crashes on PostgreSQL: svc-booking killed -9 in the middle of a burst of bookings, and the services' database
// connections taken away (every backend of their databases terminated, then the whole PostgreSQL cluster crashed
// and started again). Nothing booked is lost, nothing is booked twice, and the services recover without being
// restarted. The cluster is the drill's own (support/private-postgres.ts: initdb in a temp dir, a free port), as is
// the nats-server: the machine's PostgreSQL and NATS are never touched.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { addDays, clinicTomorrow } from '@vetnow/domain/clinic-time';
import { eventually } from '../../scripts/lib/eventually.mjs';
import {
  book,
  bookBody,
  describe as describeAnswer,
  freeSlots,
  type Answer,
  type BookBody,
  type Owner,
} from '../../scripts/lib/vetnow-api.mjs';
import { appointmentsOf, recentProblems, slotKey } from './support/drill.js';
import { bookInBurst, drillStackForFile } from './support/drill-stack.js';
import { startPrivatePostgres, type PrivatePostgres } from './support/private-postgres.js';

/** What the drill itself causes in the log: the killed service's dropped connections and the gateway's 503s. */
const EXPECTED_PROBLEMS = /idle database connection lost|service is unavailable|→ 503/;

let postgres: PrivatePostgres;
const tomorrow = clinicTomorrow();
const drill = drillStackForFile(
  async () => {
    postgres = await startPrivatePostgres('faultscrash');
    return { label: 'faultscrash', database: 'postgres', postgresServer: postgres.url, privateNats: true };
  },
  { connections: 16, owners: 4, ownerLabel: 'crash', doctors: 3, bookableOn: tomorrow },
  { startMs: 150_000, stopMs: 60_000, finally: () => postgres?.remove() },
);

/** Books until one succeeds or the time is over; returns the answers seen (the last one is the 201). */
async function bookWithin(owner: Owner, body: BookBody, timeoutMs: number): Promise<Answer[]> {
  const key = randomUUID();
  const seen: Answer[] = [];
  await eventually(
    'a booking to succeed',
    async () => {
      const a = await book(drill.api, owner, body, key);
      seen.push(a);
      return a.status === 201 || a.status === 200;
    },
    timeoutMs,
    250,
  );
  return seen;
}

describe('svc-booking killed -9 in the middle of concurrent bookings', () => {
  it('keeps every 201, fails the rest cleanly, and a retry with the same Idempotency-Key books each slot once', async () => {
    const N = 40;
    const day = addDays(tomorrow, 3);
    const list = await freeSlots(drill.api, drill.doctorIds, day, N, addDays);
    const requests = list.map((slot, i) => ({ owner: drill.owners[i % drill.owners.length]!, body: bookBody(slot, `Crash${i}`), key: randomUUID() }));

    const burst = bookInBurst(drill.api, requests, 8);
    await eventually('a part of the burst to be answered', async () => burst.answered() >= N / 4, 60_000, 5);
    await drill.env.stack.kill('booking', 'SIGKILL');
    const answeredAtKill = burst.answered();
    const answers = await burst.finished;
    expect(answeredAtKill).toBeLessThan(N); // the kill landed in the middle

    // Nothing in between: a booking is created (201) or failed with a server-side/gateway error.
    const statuses = answers.map((a) => a!.status);
    for (const s of statuses) expect(s === 201 || s >= 500).toBe(true);
    const failed = statuses.filter((s) => s !== 201).length;
    expect(failed).toBeGreaterThan(0); // the requests after the kill could not have succeeded

    await drill.env.stack.restart('booking', { timeoutMs: 90_000 });

    // Every 201 exists afterwards.
    const byOwner = new Map<string, Set<string>>();
    for (const o of drill.owners) byOwner.set(o.id, new Set((await appointmentsOf(drill.api, o)).map((a) => a._id)));
    requests.forEach((r, i) => {
      const a = answers[i]!;
      if (a.status === 201) expect(byOwner.get(r.owner.id)!.has(a.json.appointment._id)).toBe(true);
    });

    // The failed ones, retried with their own key: booked now (201), or found booked before the crash (200).
    for (const [i, r] of requests.entries()) {
      if (answers[i]!.status === 201) continue;
      const retry = await book(drill.api, r.owner, r.body, r.key);
      expect([200, 201]).toContain(retry.status);
      // And the same key again is a replay, not a second appointment.
      const again = await book(drill.api, r.owner, r.body, r.key);
      expect(again.status).toBe(200);
      expect(again.json.appointment._id).toBe(retry.json.appointment._id);
    }

    // Exactly one appointment per slot, none extra.
    const all = (await Promise.all(drill.owners.map((o) => appointmentsOf(drill.api, o)))).flat();
    const keys = all.map((a) => slotKey(a, a.doctor._id)).filter((k) => list.some((s) => slotKey(s, s.doctorId) === k));
    expect(keys).toHaveLength(N);
    expect(new Set(keys).size).toBe(N);
  }, 150_000);
});

describe('PostgreSQL connections lost', () => {
  async function healthGreen(timeoutMs: number): Promise<void> {
    try {
      await eventually(
        'gateway /api/health to be green',
        async () => {
          const a = await drill.api.call('GET', '/health');
          // Green is every service ok, not merely 200 (a 'degraded' site answers 200 too).
          if (a.status !== 200 || (a.json as { status?: string } | undefined)?.status !== 'ok') throw new Error(describeAnswer('GET', '/api/health', a));
          return true;
        },
        timeoutMs,
        250,
      );
    } catch (err) {
      throw new Error(`${(err as Error).message}\n--- recent warnings and errors of the stack ---\n${recentProblems(drill.env.logFile, 25, EXPECTED_PROBLEMS)}`, { cause: err });
    }
  }

  it('every backend of the services’ databases terminated while bookings flow: health and bookings recover without a restart', async () => {
    const pids = Object.fromEntries((['auth', 'clinic', 'booking', 'payments'] as const).map((s) => [s, drill.env.stack.pid(s)]));
    // Bookings in flight (and their events being consumed) hold pool clients at the moment of the termination.
    const list = await freeSlots(drill.api, drill.doctorIds, addDays(tomorrow, 5), 40, addDays);
    const statuses: number[] = [];
    let stop = false;
    const flow = (async () => {
      for (const [i, slot] of list.entries()) {
        if (stop) break;
        statuses.push((await book(drill.api, drill.owners[i % drill.owners.length]!, bookBody(slot, `Flow${i}`), randomUUID())).status);
      }
    })();
    await eventually('a few bookings in flight', async () => statuses.length >= 5, 30_000, 5);

    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    let terminated: number;
    try {
      const names = Object.values(drill.env.databaseUrls).map((u) => decodeURIComponent(new URL(u!).pathname.slice(1)));
      const r = await admin.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = ANY($1) AND pid <> pg_backend_pid()) t`,
        [names],
      );
      terminated = r.rows[0]!.n;
    } finally {
      await admin.end();
    }
    expect(terminated).toBeGreaterThan(0);
    // Bookings go on being answered after the termination (the pools meet their dead connections), then stop.
    const atTermination = statuses.length;
    await eventually('bookings answered after the termination', async () => statuses.length >= Math.min(list.length, atTermination + 5), 30_000, 5);
    stop = true;
    await flow;
    // A booking caught by the termination may fail (5xx); none is answered otherwise, and every process lives on
    // (status 0: the gateway itself is gone because a service died and the stack stopped).
    const odd = statuses.filter((s) => !(s === 201 || s >= 500));
    if (odd.length) throw new Error(`answers other than 201/5xx: ${odd.join(', ')}\n--- recent warnings and errors ---\n${recentProblems(drill.env.logFile, 40, EXPECTED_PROBLEMS)}`);

    await healthGreen(30_000);
    const [slot] = await freeSlots(drill.api, drill.doctorIds, addDays(tomorrow, 7), 1, addDays);
    await bookWithin(drill.owners[0]!, bookBody(slot!, 'AfterTerminate'), 30_000);
    // The same processes: recovered, not restarted.
    for (const [s, pid] of Object.entries(pids)) expect(drill.env.stack.pid(s as 'auth')).toBe(pid);
  }, 120_000);

  it('the PostgreSQL cluster crashed (immediate stop) and started again: recovery within 60 s, no restart', async () => {
    const pids = Object.fromEntries((['auth', 'clinic', 'booking', 'payments'] as const).map((s) => [s, drill.env.stack.pid(s)]));
    postgres.kill();
    expect(postgres.running()).toBe(false);
    // The outage is real: svc-booking's health names its database down.
    await eventually(
      'svc-booking to report its database down',
      async () => {
        const res = await fetch(`${drill.env.serviceUrls.booking}/health`, { signal: AbortSignal.timeout(5000) });
        const body = (await res.json()) as { checks?: { database?: string } };
        return res.status === 503 && body.checks?.database === 'down';
      },
      20_000,
      100,
    );
    await postgres.start();

    await healthGreen(60_000);
    const [slot] = await freeSlots(drill.api, drill.doctorIds, addDays(tomorrow, 6), 1, addDays);
    await bookWithin(drill.owners[1]!, bookBody(slot!, 'AfterRestart'), 60_000);
    for (const [s, pid] of Object.entries(pids)) expect(drill.env.stack.pid(s as 'auth')).toBe(pid);
  }, 180_000);
});
