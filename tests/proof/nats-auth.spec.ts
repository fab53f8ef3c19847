/**
 * Issue 10 §1, "NATS trusts anyone", against the whole product as `npm start` runs it (scripts/lib/stack.mjs: a
 * private nats-server whose users come from contracts' event-bus.ts, each service signed in as its own user).
 * The attacker sits on the NATS port: without credentials, or with one service's credentials.
 *
 * On the code before the fix the stack's NATS let anyone in (a connection without credentials, or `natsUsers`
 * missing → no credentials, succeeded), so each of these fails there: the connection is accepted, the publish and
 * the subscription go through, and the forged payment.completed marks a declined card appointment Paid.
 */
import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { DEMO_DOCTOR } from '@vetnow/domain/demo';
import { eventSubject, type EventEnvelope } from '@vetnow/contracts/event-envelope';
import type { ServiceName } from '@vetnow/contracts/services';
import { eventually } from '@vetnow/service-kit/testing';
import { call } from './support/http.js';
import { startProofStack, type ProofStack } from './support/proof-stack.js';
import { World, type Principal } from './support/world.js';

let proof: ProofStack;
let api: string;
const open: NatsConnection[] = [];

beforeAll(async () => {
  proof = await startProofStack();
  api = `${proof.gatewayUrl}/api`;
}, 240_000);

afterEach(async () => {
  await Promise.all(open.splice(0).map((nc) => nc.close().catch(() => undefined)));
});

afterAll(async () => {
  await proof?.stop();
}, 60_000);

/** A connection with a service's credentials, as an attacker holding them would open it (none when the stack has none). */
async function connectAs(service?: ServiceName): Promise<NatsConnection> {
  const creds = service ? proof.stack.natsUsers?.[`svc-${service}`] : undefined;
  const nc = await connect({
    servers: proof.stack.natsUrl,
    timeout: 3000,
    reconnect: false,
    ...(creds && service ? { user: creds.user, pass: creds.password, inboxPrefix: `_INBOX_${service}` } : {}),
  });
  open.push(nc);
  return nc;
}

const subject = (type: string) => eventSubject(proof.subjectPrefix, type);

function envelope(type: string, source: string, payload: unknown): EventEnvelope {
  return { id: randomUUID(), type, version: 1, occurredAt: new Date().toISOString(), source, payload };
}

async function paymentStatus(owner: Principal, appointmentId: string): Promise<string | undefined> {
  const a = await call(`${api}/users/appointments`, { token: owner.token });
  const list = a.json as { _id: string; paymentStatus?: string }[];
  return list.find((x) => x._id === appointmentId)?.paymentStatus;
}

describe('the event bus (NATS) authenticates and authorizes every client', () => {
  it('refuses a client without credentials', async () => {
    await expect(connect({ servers: proof.stack.natsUrl, timeout: 3000, reconnect: false })).rejects.toThrow(
      /Authorization Violation/,
    );
  });

  it("svc-booking's credentials cannot publish payment.completed", async () => {
    const js = jetstream(await connectAs('booking'));
    const forged = envelope('payment.completed', 'payments', {
      appointmentId: randomUUID(),
      amount: 0,
      currency: 'LKR',
    });
    await expect(
      js.publish(subject('payment.completed'), JSON.stringify(forged), { msgID: forged.id, timeout: 3000 }),
    ).rejects.toThrow(/Permissions Violation for Publish/);
  });

  it("svc-payments' credentials cannot read user.registered (it does not consume it)", async () => {
    const nc = await connectAs('payments');
    const sub = nc.subscribe(subject('user.registered'));
    await nc.flush();
    await nc.flush(); // the server's -ERR for a refused subscription arrives before this PONG
    expect(sub.isClosed()).toBe(true);
    expect(String(await sub.closed)).toMatch(/Permissions Violation for Subscription/);
  });

  it('a forged payment.completed never marks an appointment Paid', async () => {
    const w = new World(api);
    const owner = await w.registerOwner('bus victim');
    // PayHere's "insufficient funds" test card is preapproved but its charges are declined: payment.failed.
    const card = await w.saveCard(owner, '4024 0071 9434 9121');
    const declined = { savedCardId: card.id, cardType: 'visa', lastFour: '9121', cardholderName: 'Proof Holder' };
    const victim = await w.book(owner, DEMO_DOCTOR.id, { paymentMethod: 'card', paymentData: declined });
    const marker = await w.book(owner, DEMO_DOCTOR.id, { paymentMethod: 'card', paymentData: declined });
    for (const a of [victim, marker]) {
      await eventually(
        `payment of ${a.appointmentId} failed`,
        async () => (await paymentStatus(owner, a._id)) === 'failed',
        15_000,
        250,
      );
    }
    const paid = (appointmentId: string) => ({ appointmentId, amount: 0, currency: 'LKR' });

    // svc-booking's user may publish appointment.booked: a payment.completed envelope on that subject.
    const asBooking = jetstream(await connectAs('booking'));
    const onWrongSubject = envelope('payment.completed', 'payments', paid(victim._id));
    await asBooking.publish(subject('appointment.booked'), JSON.stringify(onWrongSubject), {
      msgID: onWrongSubject.id,
    });
    // svc-payments' user may publish payment.completed: one claiming to come from another service.
    const asPayments = jetstream(await connectAs('payments'));
    const wrongSource = envelope('payment.completed', 'booking', paid(victim._id));
    await asPayments.publish(subject('payment.completed'), JSON.stringify(wrongSource), {
      msgID: wrongSource.id,
    });
    // Then a well-formed one for the other appointment: once it shows, svc-booking has handled the two before it.
    const genuine = envelope('payment.completed', 'payments', paid(marker._id));
    await asPayments.publish(subject('payment.completed'), JSON.stringify(genuine), { msgID: genuine.id });

    await eventually(
      'the later event applied',
      async () => (await paymentStatus(owner, marker._id)) === 'completed',
      20_000,
      250,
    );
    expect(await paymentStatus(owner, victim._id)).toBe('failed');
    expect(proof.logText()).toMatch(/Terminating forged event/);
  });
});
