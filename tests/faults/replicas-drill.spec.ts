// Issue 16's drill with the real services: three nats-servers clustered on free ports (the stream at three
// replicas, every connection signed in as its service's user), two copies of svc-booking and of svc-clinic behind
// the gateway, the local PostgreSQL. In the middle of a burst of card bookings one NATS node, one copy of
// svc-booking and one copy of svc-clinic are killed -9 at once. Afterwards: every acknowledged booking is kept,
// each slot is booked once, the read models converge (svc-clinic's occupancy shows every slot taken, svc-payments
// charges each booking and svc-booking marks it paid), and the stream holds one `appointment.booked` per
// appointment. Then the killed processes come back and the stack books again.
import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { addDays, clinicTomorrow } from '@vetnow/domain/clinic-time';
import { appointmentsOf, recentProblems, slotKey } from './support/drill.js';
import { bookInBurst, drillStackForFile } from './support/drill-stack.js';
import { eventually } from '../../scripts/lib/eventually.mjs';
import {
  apiClient,
  book,
  bookBody,
  freeSlots,
  saveCardOnHostedPage,
  slots,
  type Answer,
  type BookBody,
  type Owner,
  type Slot,
} from '../../scripts/lib/vetnow-api.mjs';

/** CI runs the drill reduced (fewer bookings); a local run may ask for more with DRILL_BOOKINGS. */
const N = Number(process.env.DRILL_BOOKINGS ?? (process.env.CI ? 30 : 48));
const CARD = { cardType: 'visa', lastFour: '1292', cardholderName: 'Bench Holder' } as const;
/** Each owner's card, saved on the local gateway's preapproval page: svc-payments charges it through the Charging API (ADR 0053). */
const savedCardOf = new Map<string, string>();

const tomorrow = clinicTomorrow();
const drill = drillStackForFile(
  // A 5 s ack wait instead of the default 30 s (EVENT_ACK_WAIT_MS), as in the other crash drills (ADR 0057): an event
  // the killed copy had pulled comes back to the survivor after it, and the drill proves that without waiting 30 s.
  () => ({ label: 'drill', database: 'postgres', natsNodes: 3, copies: { booking: 2, clinic: 2 }, env: { EVENT_ACK_WAIT_MS: '5000' } }),
  { connections: 16, owners: 4, ownerLabel: 'drill', doctors: 3, bookableOn: tomorrow, bookableWithinMs: 60_000 },
  {
    startMs: 180_000,
    stopMs: 90_000,
    ready: async ({ api, owners }) => {
      for (const owner of owners) savedCardOf.set(owner.id, (await saveCardOnHostedPage(api, owner)).id);
    },
  },
);

function cardBooking(slot: Slot, i: number, owner: Owner): BookBody {
  return { ...bookBody(slot, `Drill${i}`), paymentMethod: 'card', paymentData: { ...CARD, savedCardId: savedCardOf.get(owner.id)! } };
}

function countBy(values: number[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const v of values) out[v] = (out[v] ?? 0) + 1;
  return out;
}

/** Every envelope in the stream, read message by message through the JetStream API as the operator's user. */
async function streamEnvelopes(): Promise<Array<{ id: string; type: string; payload: Record<string, unknown> }>> {
  // The cluster lost a node in the drill: a JetStream API request sent before the new leaders are elected may go
  // unanswered. Each try gives up after 5 s (a 30 s timeout waited out such a lost request: the drill took 31–35 s
  // then), and the read is tried again until 90 s.
  return eventually('the stream to be readable through the JetStream API', readStream, 90_000, 1_000);
}

async function readStream(): Promise<Array<{ id: string; type: string; payload: Record<string, unknown> }>> {
  const ops = drill.env.stack.natsUsers!['ops']!;
  const nc: NatsConnection = await connect({ servers: drill.env.natsUrl.split(','), user: ops.user, pass: ops.password });
  try {
    const jsm = await jetstreamManager(nc, { timeout: 5_000, checkAPI: false });
    const info = await jsm.streams.info(drill.env.streamName);
    const out = [];
    for (let seq = info.state.first_seq; seq <= info.state.last_seq; seq++) {
      const m = await jsm.streams.getMessage(drill.env.streamName, { seq });
      if (m) out.push(m.json<{ id: string; type: string; payload: Record<string, unknown> }>());
    }
    return out;
  } finally {
    await nc.close();
  }
}

describe('two copies of svc-booking and svc-clinic on a three-node NATS cluster', () => {
  it('a NATS node and one copy of each killed -9 mid-burst: every acknowledged booking kept, read models converge, nothing applied twice', async () => {
    expect(drill.env.stack.copyNames('booking')).toEqual(['booking', 'booking-2']);
    expect(drill.env.stack.copyNames('clinic')).toEqual(['clinic', 'clinic-2']);
    expect(drill.env.natsUrl.split(',')).toHaveLength(3);

    const list = await freeSlots(drill.api, drill.doctorIds, addDays(tomorrow, 2), N, addDays);
    const requests = list.map((slot, i) => {
      const owner = drill.owners[i % drill.owners.length]!;
      return { owner, body: cardBooking(slot, i, owner), key: randomUUID() };
    });

    const burst = bookInBurst(drill.api, requests, 8);
    await eventually('a third of the burst to be answered', async () => burst.answered() >= N / 3, 90_000, 5);
    await Promise.all([drill.env.stack.kill('nats', 'SIGKILL'), drill.env.stack.kill('booking', 'SIGKILL'), drill.env.stack.kill('clinic', 'SIGKILL')]);
    const answeredAtKill = burst.answered();
    const answers = await burst.finished;
    expect(answeredAtKill).toBeLessThan(N); // the kills landed in the middle

    // A booking is created (201), or refused by a server-side error; nothing else. The gateway sends a booking whose
    // copy died under it once more to the other copy (it carries an Idempotency-Key): when the dead copy had
    // committed it, the other answers the stored result (200, the same appointment).
    const acknowledged = (a: Answer) => a.status === 201 || a.status === 200;
    const statuses = answers.map((a) => a!.status);
    const odd = statuses.filter((s) => !(s === 201 || s === 200 || s >= 500));
    if (odd.length) throw new Error(`answers other than 200/201/5xx: ${odd.join(', ')}\n${recentProblems(drill.env.logFile, 30)}`);
    process.stdout.write(`drill: ${N} bookings, ${answeredAtKill} answered at the kill; answers ${JSON.stringify(countBy(statuses))}\n`);

    // Every acknowledged booking exists afterwards, on the surviving copy.
    const held = new Map<string, Set<string>>();
    for (const o of drill.owners) held.set(o.id, new Set((await appointmentsOf(drill.api, o)).map((a) => a._id)));
    requests.forEach((r, i) => {
      const a = answers[i]!;
      if (acknowledged(a)) expect(held.get(r.owner.id)!.has(a.json.appointment._id)).toBe(true);
    });

    // The failed ones, retried with their own key: booked now (201), or found booked before the kill (200).
    for (const [i, r] of requests.entries()) {
      if (acknowledged(answers[i]!)) continue;
      const retry = await eventually('the retry to be answered by the surviving copy', async () => {
        const a = await book(drill.api, r.owner, r.body, r.key);
        return a.status === 200 || a.status === 201 ? a : undefined;
      }, 60_000, 250);
      answers[i] = retry;
    }

    // Exactly one appointment per slot, none extra.
    const all = (await Promise.all(drill.owners.map((o) => appointmentsOf(drill.api, o)))).flat();
    const wanted = new Set(list.map((s) => slotKey(s, s.doctorId)));
    const mine = all.filter((a) => wanted.has(slotKey(a, a.doctor._id)));
    expect(mine).toHaveLength(N);
    expect(new Set(mine.map((a) => slotKey(a, a.doctor._id))).size).toBe(N);

    // svc-clinic's occupancy (fed by appointment.booked, now consumed by clinic-2) shows every slot taken.
    const days = [...new Set(list.map((s) => `${s.doctorId}|${s.appointmentDate}`))];
    await eventually(
      'the slot grid to show every booked slot taken',
      async () => {
        for (const d of days) {
          const [doctorId, date] = d.split('|') as [string, string];
          const grid = await slots(drill.api, doctorId, date);
          const taken = new Set(grid.filter((s) => s.isBooked).map((s) => s.time));
          if (list.some((s) => s.doctorId === doctorId && s.appointmentDate === date && !taken.has(s.timeSlot))) return false;
        }
        return true;
      },
      90_000,
      500,
    );

    // svc-payments charged each card booking (appointment.booked) and svc-booking (booking-2 now) marked its payment completed.
    await eventually(
      'the payment of every drill booking to be completed',
      async () => {
        const now = (await Promise.all(drill.owners.map((o) => appointmentsOf(drill.api, o)))).flat().filter((a) => wanted.has(slotKey(a, a.doctor._id)));
        return now.length === N && now.every((a) => a.paymentStatus === 'completed');
      },
      90_000,
      500,
    );

    // One appointment.booked and one payment.completed per appointment in the stream: no copy published twice.
    const ids = new Set(mine.map((a) => a._id));
    const envelopes = await streamEnvelopes();
    const count = (type: string) => {
      const per = new Map<string, number>();
      for (const e of envelopes) {
        if (e.type !== type || !ids.has(String(e.payload.appointmentId))) continue;
        per.set(String(e.payload.appointmentId), (per.get(String(e.payload.appointmentId)) ?? 0) + 1);
      }
      return per;
    };
    for (const type of ['appointment.booked', 'payment.completed']) {
      const per = count(type);
      expect({ type, appointments: per.size }).toEqual({ type, appointments: N });
      expect({ type, published: [...per.values()].filter((n) => n !== 1) }).toEqual({ type, published: [] });
    }
    expect(new Set(envelopes.map((e) => e.id)).size).toBe(envelopes.length);
  }, 300_000);

  it('the killed node and copies come back and take part again', async () => {
    await drill.env.stack.restart('nats', { healthy: false, timeoutMs: 30_000 });
    await Promise.all([drill.env.stack.restart('booking', { timeoutMs: 90_000 }), drill.env.stack.restart('clinic', { timeoutMs: 90_000 })]);

    // The gateway puts the returning copies back into its rotation (health checks); booking through it works, and
    // straight at the returned copy too.
    const [a, b] = await freeSlots(drill.api, drill.doctorIds, addDays(tomorrow, 9), 2, addDays);
    const viaGateway = await book(drill.api, drill.owners[0]!, bookBody(a!, 'Back1'), randomUUID());
    expect(viaGateway.status).toBe(201);
    const direct = apiClient(drill.env.serviceUrls.booking, { prefix: '', connections: 2 });
    try {
      const straight = await book(direct, drill.owners[1]!, bookBody(b!, 'Back2'), randomUUID());
      expect(straight.status).toBe(201);
    } finally {
      await direct.close();
    }
    await eventually(
      'both new bookings to show as taken',
      async () => {
        for (const s of [a!, b!]) {
          const grid = await slots(drill.api, s.doctorId, s.appointmentDate);
          if (!grid.some((g) => g.time === s.timeSlot && g.isBooked)) return false;
        }
        return true;
      },
      60_000,
      500,
    );
  }, 240_000);
});
