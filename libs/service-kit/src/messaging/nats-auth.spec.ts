// The authenticated event bus (ADR 0010, issue 10 §1) on a nats-server of this file's own: a free port, a temp
// store, and the users that contracts' natsAuthorizationConfig() generates for a unique prefix and stream (the
// config npm start and docker compose run). The machine's NATS on 4222 is not touched.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import type { TestingModule } from '@nestjs/testing';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { eventSubject, type EventEnvelope } from '@vetnow/contracts/event-envelope';
import { NATS_USERS, natsAuthorizationConfig, natsInboxPrefix } from '@vetnow/contracts/event-bus';
import type { ServiceName } from '@vetnow/contracts/services';
import {
  applyEffect,
  freePort,
  NATS_SERVER_BIN,
  openTestDb,
  portOpen,
  startMessagingApp,
  type TestDb,
} from './__fixtures__/messaging-fixtures.js';
import { eventually } from '../testing/eventually.js';
import { ensureEventStream } from '../event-stream/event-stream.js';
import type { MessagingConfig } from './messaging.options.js';
import { NatsConnectionService } from './nats-connection.service.js';
import { OnEvent, type EventContext } from './on-event.decorator.js';
import { OutboxService } from './outbox.service.js';
import { UnitOfWork } from './unit-of-work.service.js';

const TIMEOUT = 60_000;
const id = randomBytes(5).toString('hex');
const bus = { subjectPrefix: `test-auth-${id}.vetnow`, stream: `TEST_AUTH_${id.toUpperCase()}` };
const passwords = Object.fromEntries(NATS_USERS.map((u) => [u, randomBytes(18).toString('base64url')]));
const subject = (type: string) => eventSubject(bus.subjectPrefix, type);

/** Test handler of svc-booking's payment.completed: the read model is the effect `paid-<appointmentId>`. */
@Injectable()
class PaidHandler {
  @OnEvent('payment.completed')
  async onPaid(payload: { appointmentId: string }, { tx }: EventContext): Promise<void> {
    await applyEffect(tx, `paid-${payload.appointmentId}`);
  }
}

/** Test handler of svc-notify's private user.contact-changed: the effect `contact-<userId>`. */
@Injectable()
class ContactHandler {
  @OnEvent('user.contact-changed')
  async onContact(payload: { userId: string }, { tx }: EventContext): Promise<void> {
    await applyEffect(tx, `contact-${payload.userId}`);
  }
}

let server: ChildProcess | undefined;
let dir: string;
let url: string;
let ops: NatsConnection;
let opsJsm: JetStreamManager;
let tdb: TestDb | undefined;
const open: NatsConnection[] = [];
const apps: TestingModule[] = [];

/** A connection as one of the bus's users (a service's inbox prefix, as the kit uses). */
async function connectAs(service: ServiceName): Promise<NatsConnection> {
  const nc = await connect({
    servers: url,
    user: `svc-${service}`,
    pass: passwords[`svc-${service}`],
    inboxPrefix: natsInboxPrefix(service),
    timeout: 3000,
  });
  open.push(nc);
  return nc;
}

function envelope(type: string, source: string, payload: unknown): EventEnvelope {
  return { id: randomUUID(), type, version: 1, occurredAt: new Date().toISOString(), source, payload };
}

/** Subscribes and waits for the server's verdict: the error that closed the subscription, or undefined. */
async function trySubscribe(nc: NatsConnection, subj: string): Promise<Error | undefined> {
  const sub = nc.subscribe(subj);
  await nc.flush();
  // A refused subscription is closed by the server's -ERR, which arrives before the PONG of a second flush.
  await nc.flush();
  if (!sub.isClosed()) {
    sub.unsubscribe();
    return undefined;
  }
  const closed = await sub.closed;
  return closed instanceof Error ? closed : new Error('closed');
}

function bookingConfig(): MessagingConfig {
  return configOf('booking');
}

function configOf(service: ServiceName): MessagingConfig {
  return {
    natsUrl: url,
    natsStream: bus.stream,
    eventSubjectPrefix: bus.subjectPrefix,
    natsUser: `svc-${service}`,
    natsPassword: passwords[`svc-${service}`]!,
  };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vetnow-nats-auth-'));
  const configFile = join(dir, 'nats.conf');
  await writeFile(
    configFile,
    natsAuthorizationConfig(bus, (user) => JSON.stringify(passwords[user])),
    { mode: 0o600 },
  );
  const port = await freePort();
  url = `nats://127.0.0.1:${port}`;
  const proc = spawn(
    NATS_SERVER_BIN,
    ['-c', configFile, '-js', '-sd', join(dir, 'store'), '-a', '127.0.0.1', '-p', String(port)],
    { stdio: 'ignore' },
  );
  server = proc;
  await eventually(`nats-server on port ${port}`, async () => {
    if (proc.exitCode !== null) throw new Error(`nats-server exited with ${proc.exitCode}`);
    return portOpen(port);
  });
  ops = await connect({ servers: url, user: 'ops', pass: passwords['ops'] });
  opsJsm = await jetstreamManager(ops, { checkAPI: false });
}, TIMEOUT);

afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
  await Promise.all(open.splice(0).map((nc) => nc.close().catch(() => undefined)));
}, TIMEOUT);

afterAll(async () => {
  await ops?.close().catch(() => undefined);
  await tdb?.close();
  const proc = server;
  if (proc && proc.exitCode === null) {
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGTERM');
    await exited;
  }
  await rm(dir, { recursive: true, force: true });
}, TIMEOUT);

describe('the authenticated event bus', () => {
  it(
    'refuses a connection without credentials or with a wrong password',
    async () => {
      await expect(connect({ servers: url, timeout: 3000, reconnect: false })).rejects.toThrow(
        /Authorization Violation/,
      );
      await expect(
        connect({ servers: url, user: 'svc-booking', pass: 'guess', timeout: 3000, reconnect: false }),
      ).rejects.toThrow(/Authorization Violation/);
    },
    TIMEOUT,
  );

  it(
    "a service waits for the operator's stream: it reads the stream's info, never creates, changes or deletes it (ADR 0045)",
    async () => {
      const logs: string[] = [];
      const app = await startMessagingApp((tdb ??= await openTestDb()).db, { service: 'booking', config: bookingConfig() });
      apps.push(app);
      const nats = app.get(NatsConnectionService);
      (nats as unknown as { logger: { warn: (m: string) => void } }).logger.warn = (m: string) => void logs.push(m);
      await eventually('svc-booking connected with its credentials', () => nats.isConnected());
      await eventually('svc-booking saying it waits for the stream', () => logs.some((l) => l.includes(`Stream ${bus.stream} does not exist yet`)));
      await expect(opsJsm.streams.info(bus.stream)).rejects.toThrow(/stream not found/i);
      expect(nats.jetstream()).toBeUndefined();

      const bookingJsm = await jetstreamManager(await connectAs('booking'), { checkAPI: false });
      await expect(bookingJsm.streams.add({ name: bus.stream, subjects: [`${bus.subjectPrefix}.>`] })).rejects.toThrow(/permissions violation/i);
      await expect(opsJsm.streams.info(bus.stream)).rejects.toThrow(/stream not found/i);

      // The operator sets it up (the runner, compose's nats-setup): the service goes on by itself.
      expect(await ensureEventStream(opsJsm, { stream: bus.stream, subjectPrefix: bus.subjectPrefix })).toBe('created');
      await eventually('svc-booking ready on the stream', () => nats.jetstream());
      expect((await bookingJsm.streams.info(bus.stream)).config.name).toBe(bus.stream);
      await expect(bookingJsm.streams.update(bus.stream, { max_age: 0 })).rejects.toThrow(/permissions violation/i);
      await expect(bookingJsm.streams.delete(bus.stream)).rejects.toThrow(/permissions violation/i);
      expect((await opsJsm.streams.info(bus.stream)).config.max_age).toBe(30 * 24 * 3600 * 1e9);
    },
    TIMEOUT,
  );

  it(
    "svc-booking's credentials cannot publish payment.completed (only svc-payments owns it)",
    async () => {
      const app = await startMessagingApp((tdb ??= await openTestDb()).db, {
        service: 'booking',
        config: bookingConfig(),
      });
      apps.push(app);
      await eventually('svc-booking connected with its credentials', () =>
        app.get(NatsConnectionService).jetstream(),
      );

      const booking = jetstream(await connectAs('booking'));
      const forged = envelope('payment.completed', 'payments', {
        appointmentId: 'a1',
        amount: 0,
        currency: 'LKR',
      });
      await expect(
        booking.publish(subject('payment.completed'), JSON.stringify(forged), { timeout: 3000 }),
      ).rejects.toThrow(/Permissions Violation for Publish/);
      // Its own events go through.
      const ack = await booking.publish(subject('appointment.booked'), '{}', { msgID: randomUUID() });
      expect(ack.stream).toBe(bus.stream);
      const info = await opsJsm.streams.info(bus.stream, { subjects_filter: '>' });
      expect(Object.keys(info.state.subjects ?? {})).toContain(subject('appointment.booked'));
      expect(Object.keys(info.state.subjects ?? {})).not.toContain(subject('payment.completed'));
    },
    TIMEOUT,
  );

  it(
    'a service reads only its own inbox and what it consumes',
    async () => {
      const payments = await connectAs('payments');
      // svc-payments consumes appointment.booked only: user.registered (names, contact numbers) is not for it.
      expect(await trySubscribe(payments, subject('user.registered'))).toEqual(
        expect.objectContaining({ message: expect.stringMatching(/Permissions Violation for Subscription/) }),
      );
      expect(await trySubscribe(payments, subject('appointment.booked'))).toBeUndefined();
      // No reading what the server delivers to another service's inbox.
      expect(await trySubscribe(payments, '_INBOX.>')).toBeInstanceOf(Error);
      expect(await trySubscribe(payments, `${natsInboxPrefix('booking')}.>`)).toBeInstanceOf(Error);
      // No reading the stream through the JetStream API either: another durable, a message by sequence.
      const jsm = await jetstreamManager(payments, { checkAPI: false });
      await expect(jsm.consumers.info(bus.stream, 'booking')).rejects.toThrow(/Permissions Violation/);
      await expect(
        jsm.consumers.add(bus.stream, { durable_name: 'snoop', filter_subject: subject('user.registered') }),
      ).rejects.toThrow(/Permissions Violation/);
      await expect(jsm.streams.getMessage(bus.stream, { seq: 1 })).rejects.toThrow(/Permissions Violation/);
    },
    TIMEOUT,
  );

  it(
    'a forged event is never applied: wrong subject for its type, or a source that does not own it',
    async () => {
      const handler = new PaidHandler();
      const app = await startMessagingApp(
        (tdb ??= await openTestDb()).db,
        {
          service: 'booking',
          config: bookingConfig(),
          consumer: { retryBaseMs: 20, retryMaxMs: 50, maxDeliver: 3 },
        },
        [{ provide: PaidHandler, useValue: handler }],
      );
      apps.push(app);
      await eventually('svc-booking consuming', () => opsJsm.consumers.info(bus.stream, 'booking'), 20_000);

      const [onBooked, wrongSource, marker] = [randomUUID(), randomUUID(), randomUUID()];
      const paid = (appointmentId: string) => ({ appointmentId, amount: 0, currency: 'LKR' });
      // svc-booking may publish on appointment.booked: a payment.completed envelope there, claiming svc-payments.
      const booking = jetstream(await connectAs('booking'));
      const e1 = envelope('payment.completed', 'payments', paid(onBooked));
      await booking.publish(subject('appointment.booked'), JSON.stringify(e1), { msgID: e1.id });
      // On the right subject (a user allowed to publish there) but from a source that does not own it.
      const payments = jetstream(await connectAs('payments'));
      const e2 = envelope('payment.completed', 'booking', paid(wrongSource));
      await payments.publish(subject('payment.completed'), JSON.stringify(e2), { msgID: e2.id });
      // Then a genuine one: once it is applied, the two before it (one consumer, in order) have been handled.
      const e3 = envelope('payment.completed', 'payments', paid(marker));
      await payments.publish(subject('payment.completed'), JSON.stringify(e3), { msgID: e3.id });

      await eventually(
        'the genuine payment applied',
        async () => (await tdb!.applied(`paid-${marker}`)) === 1,
        20_000,
      );
      await eventually('every message acked or terminated', async () => {
        const c = await opsJsm.consumers.info(bus.stream, 'booking');
        return c.num_pending === 0 && c.num_ack_pending === 0;
      });
      expect(await tdb!.applied(`paid-${onBooked}`)).toBe(0);
      expect(await tdb!.applied(`paid-${wrongSource}`)).toBe(0);
    },
    TIMEOUT,
  );

  it(
    "the contact facts (user.contact-changed, ADR 0029) reach svc-notify's private durable and no other service",
    async () => {
      const db = (tdb ??= await openTestDb()).db;
      const booking = await startMessagingApp(db, { service: 'booking', config: bookingConfig() }, [
        { provide: PaidHandler, useValue: new PaidHandler() },
      ]);
      apps.push(booking);
      const notify = await startMessagingApp(db, { service: 'notify', config: configOf('notify') }, [
        { provide: ContactHandler, useValue: new ContactHandler() },
      ]);
      apps.push(notify);
      await eventually('svc-notify consuming the private tree', () => opsJsm.consumers.info(bus.stream, 'notify-private'), 20_000);
      await eventually('svc-booking consuming', () => opsJsm.consumers.info(bus.stream, 'booking'), 20_000);
      // svc-notify handles only a private type: it has no durable on the shared tree.
      await expect(opsJsm.consumers.info(bus.stream, 'notify')).rejects.toThrow();

      const private_ = subject('user.contact-changed');
      expect(private_).toBe(`${bus.subjectPrefix}-private.user.contact-changed`);
      const userId = randomUUID();
      const auth = jetstream(await connectAs('auth'));
      const contact = envelope('user.contact-changed', 'auth', { userId, role: 'user', email: 'a@b.lk', fullName: 'A', language: 'en' });
      await auth.publish(private_, JSON.stringify(contact), { msgID: contact.id });
      const payments = jetstream(await connectAs('payments'));
      const marker = randomUUID();
      const paid = envelope('payment.completed', 'payments', { appointmentId: marker, amount: 0, currency: 'LKR' });
      await payments.publish(subject('payment.completed'), JSON.stringify(paid), { msgID: paid.id });

      await eventually('svc-notify applied the contact', async () => (await tdb!.applied(`contact-${userId}`)) === 1, 20_000);
      await eventually('svc-booking applied the marker', async () => (await tdb!.applied(`paid-${marker}`)) === 1, 20_000);
      // svc-booking's durable (filter `<prefix>.>`) was given every message of the shared tree and none of the private one.
      const info = await opsJsm.streams.info(bus.stream, { subjects_filter: '>' });
      const counts = Object.entries(info.state.subjects ?? {});
      const shared = counts.filter(([s]) => s.startsWith(`${bus.subjectPrefix}.`)).reduce((n, [, c]) => n + c, 0);
      expect(counts.find(([s]) => s === private_)?.[1]).toBeGreaterThanOrEqual(1);
      await eventually('svc-booking acked everything', async () => {
        const c = await opsJsm.consumers.info(bus.stream, 'booking');
        return c.num_pending === 0 && c.num_ack_pending === 0;
      });
      const bookingDurable = await opsJsm.consumers.info(bus.stream, 'booking');
      expect(bookingDurable.config.filter_subject).toBe(`${bus.subjectPrefix}.>`);
      expect(bookingDurable.delivered.consumer_seq).toBe(shared);

      // No other user reaches the private tree: subscribe, a durable of its own there, or svc-notify's durable.
      for (const service of ['booking', 'clinic', 'payments', 'auth'] as const) {
        const nc = await connectAs(service);
        expect(await trySubscribe(nc, private_)).toBeInstanceOf(Error);
        expect(await trySubscribe(nc, `${bus.subjectPrefix}-private.>`)).toBeInstanceOf(Error);
        const jsm = await jetstreamManager(nc, { checkAPI: false });
        await expect(
          jsm.consumers.add(bus.stream, { durable_name: service, filter_subject: private_ }),
        ).rejects.toThrow(/Permissions Violation/);
        await expect(jsm.consumers.info(bus.stream, 'notify-private')).rejects.toThrow(/Permissions Violation/);
      }
      // svc-notify's user may read it.
      expect(await trySubscribe(await connectAs('notify'), private_)).toBeUndefined();
    },
    TIMEOUT,
  );

  it(
    "the operator's stream keeps events 30 days (EVENT_RETENTION_DAYS), and the outbox refuses an event the service does not own",
    async () => {
      const app = await startMessagingApp((tdb ??= await openTestDb()).db, {
        service: 'booking',
        config: bookingConfig(),
      });
      apps.push(app);
      await eventually('svc-booking connected', () => app.get(NatsConnectionService).jetstream());
      const info = await opsJsm.streams.info(bus.stream);
      expect(info.config.max_age).toBe(30 * 24 * 3600 * 1e9);

      const outbox = app.get(OutboxService);
      await expect(
        app
          .get(UnitOfWork)
          .run((tx) =>
            outbox.add(tx, 'payment.completed', { appointmentId: 'a1', amount: 0, currency: 'LKR' }),
          ),
      ).rejects.toThrow(/published by svc-payments, not svc-booking/);
    },
    TIMEOUT,
  );
});
