import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { TestingModule } from '@nestjs/testing';
import { jetstream } from '@nats-io/jetstream';
import { eventSubject, type EventEnvelope } from '@vetnow/contracts/event-envelope';
import { EVENTS } from '@vetnow/contracts/events';
import { sql } from 'drizzle-orm';
import {
  applyEffect,
  MESSAGING_TEST_TIMEOUT,
  NatsCluster,
  natsProbe,
  openTestDb,
  PrivateNatsServer,
  startMessagingApp,
  uniqueMessagingConfig,
  ensureStreamOf,
  type NatsProbe,
  type TestDb,
} from './__fixtures__/messaging-fixtures.js';
import { eventually } from '../testing/eventually.js';
import { queryRows } from '../database/query-rows.js';
import { EventConsumerService } from './event-consumer.service.js';
import { MESSAGING_DDL } from './messaging.ddl.js';
import type { MessagingConfig, MessagingModuleOptions } from './messaging.options.js';
import { NatsConnectionService } from './nats-connection.service.js';
import { OnEvent, type EventContext } from './on-event.decorator.js';
import { OutboxRelayService } from './outbox-relay.service.js';
import { OutboxService } from './outbox.service.js';
import { UnitOfWork } from './unit-of-work.service.js';


interface EffectPayload {
  key: string;
  failTimes?: number;
}

/**
 * Test handler: applies the payload's effect in the handler transaction; fails the first `failTimes` calls per key.
 * Every call asks for an after-commit step, which notes the key with how many effects were committed by then.
 */
@Injectable()
class EffectHandler {
  readonly calls = new Map<string, number>();
  readonly committed: string[] = [];

  @OnEvent('test.effect')
  async onEffect(payload: EffectPayload, { tx, afterCommit }: EventContext<EffectPayload>): Promise<void> {
    afterCommit(() => this.committed.push(payload.key));
    const n = (this.calls.get(payload.key) ?? 0) + 1;
    this.calls.set(payload.key, n);
    if (n <= (payload.failTimes ?? 0)) throw new Error(`induced failure ${n} for ${payload.key}`);
    await applyEffect(tx, payload.key);
  }
}

/** Handler of a catalogue event: its payload arrives validated by the contracts schema. */
@Injectable()
class DoctorStatusHandler {
  readonly seen: unknown[] = [];

  @OnEvent('doctor.status-changed')
  async onStatus(payload: { doctorId: string; isActive: boolean }, { tx }: EventContext): Promise<void> {
    this.seen.push(payload);
    await applyEffect(tx, `doctor-${payload.doctorId}`);
  }
}

/** Handler that writes an event of its own in the consumer's transaction, as svc-payments does on a booking. */
@Injectable()
class ChainHandler {
  constructor(private readonly outbox: OutboxService) {}

  @OnEvent('test.chain')
  async onChain(payload: { key: string }, { tx }: EventContext<{ key: string }>): Promise<void> {
    await this.outbox.add(tx, 'test.chained', { key: payload.key });
  }
}

function envelope(type: string, payload: unknown): EventEnvelope {
  return {
    id: randomUUID(),
    type,
    version: 1,
    occurredAt: new Date().toISOString(),
    source: 'clinic',
    payload,
  };
}

async function publishRaw(
  probe: NatsProbe,
  config: MessagingConfig,
  event: unknown,
  subjectType: string,
  msgID: string,
) {
  const js = jetstream(probe.nc);
  return js.publish(eventSubject(config.eventSubjectPrefix, subjectType), JSON.stringify(event), { msgID });
}

/** True when the durable consumer has delivered the whole stream and waits for no ack (acked or terminated). */
async function consumerSettled(probe: NatsProbe, config: MessagingConfig, durable: string): Promise<boolean> {
  const [info, stream] = await Promise.all([
    probe.jsm.consumers.info(config.natsStream, durable),
    probe.jsm.streams.info(config.natsStream),
  ]);
  return (
    info.num_pending === 0 &&
    info.num_ack_pending === 0 &&
    info.delivered.stream_seq === stream.state.last_seq
  );
}

/**
 * Watches the relay's passes (its private `loop`, run on every kick and poll) so that a "still pending" check
 * can wait for a pass that began after an event was added — the relay had its chance and left the row
 * unpublished — instead of sleeping longer than a poll interval.
 */
function watchRelayPasses(app: TestingModule): { passAfterNow(description: string): Promise<void>; started(): number } {
  const relayService = app.get(OutboxRelayService);
  const relay = relayService as unknown as { loop?: () => Promise<void> };
  if (typeof relay.loop !== 'function')
    throw new Error('OutboxRelayService.loop() is gone: update watchRelayPasses()');
  const loop = relay.loop.bind(relayService);
  let started = 0;
  const finished = new Set<number>();
  relay.loop = async () => {
    const pass = ++started;
    try {
      await loop();
    } finally {
      finished.add(pass);
    }
  };
  return {
    started: () => started,
    async passAfterNow(description) {
      const mark = started;
      relayService.kick();
      await eventually(() => expect([...finished].some((pass) => pass > mark)).toBe(true), { description });
    },
  };
}

describe('messaging over JetStream with PostgreSQL', () => {
  let tdb: TestDb;
  let probe: NatsProbe;
  const apps: TestingModule[] = [];
  const streams: string[] = [];

  beforeAll(async () => {
    tdb = await openTestDb();
    probe = await natsProbe(uniqueMessagingConfig().natsUrl);
  });

  afterEach(async () => {
    await Promise.all(apps.splice(0).map((a) => a.close()));
    await Promise.all(streams.splice(0).map((s) => probe.deleteStream(s)));
  }, MESSAGING_TEST_TIMEOUT);

  afterAll(async () => {
    await probe?.close();
    await tdb?.close();
  });

  async function boot(
    options: Partial<MessagingModuleOptions> & { config: MessagingConfig },
    providers: unknown[] = [],
  ): Promise<TestingModule> {
    streams.push(options.config.natsStream);
    const app = await startMessagingApp(
      tdb.db,
      { service: 'booking', relay: { retryBaseMs: 50, retryMaxMs: 500 }, ...options },
      providers as never[],
    );
    apps.push(app);
    return app;
  }

  /** An app booted with `config` once it is connected and its stream ensured, with its unit of work and outbox. */
  async function bootConnected(config: MessagingConfig) {
    const app = await boot({ config });
    await eventually('NATS connection', () => app.get(NatsConnectionService).jetstream());
    return { app, uow: app.get(UnitOfWork), outbox: app.get(OutboxService) };
  }

  it(
    'runs its DDL idempotently',
    async () => {
      for (const ddl of MESSAGING_DDL) await tdb.db.execute(sql.raw(ddl));
      await expect(tdb.outboxCounts()).resolves.toBeDefined();
    },
    MESSAGING_TEST_TIMEOUT,
  );

  it(
    'writes a catalogue event given in an earlier version as the current one (upcast payload, current version)',
    async () => {
      const config = uniqueMessagingConfig();
      const { uow, outbox } = await bootConnected(config);
      const booked = {
        appointmentId: 'a1', reference: 'APT-1', doctorId: 'd1', userId: 'u1', appointmentDate: '2026-12-01', timeSlot: '09:00 AM',
        startsAt: '2026-12-01T03:30:00.000Z', endsAt: '2026-12-01T04:00:00.000Z', pet: { name: 'Rex', type: 'Dog', breed: '' },
        paymentMethod: 'cash', consultationFee: 2500.5,
      };
      const event = await uow.run((tx) => outbox.add(tx, 'appointment.booked', booked as never, { version: 1 }));
      expect(event.version).toBe(2);
      expect(event.payload).toMatchObject({ consultationFeeMinor: 250050 });
      expect(event.payload).not.toHaveProperty('consultationFee');
      await eventually('the event on the stream', async () => (await tdb.outboxRow(event.id))?.published);
      const stored = await probe.jsm.streams.getMessage(config.natsStream, { seq: 1 });
      expect(stored?.json<EventEnvelope>()).toMatchObject({ version: 2, payload: { consultationFeeMinor: 250050 } });
    },
    MESSAGING_TEST_TIMEOUT,
  );

  it(
    'publishes a committed event once, with the event id as Nats-Msg-Id; a rolled-back one never',
    async () => {
      const config = uniqueMessagingConfig();
      const { uow, outbox } = await bootConnected(config);

      const event = await uow.run((tx) => outbox.add(tx, 'test.created', { n: 1 }, { version: 2 }));
      expect(event).toMatchObject({ type: 'test.created', version: 2, source: 'booking', payload: { n: 1 } });

      await eventually('the event on the stream', async () => (await tdb.outboxRow(event.id))?.published);
      const stored = await probe.jsm.streams.getMessage(config.natsStream, { seq: 1 });
      expect(stored?.subject).toBe(`${config.eventSubjectPrefix}.test.created`);
      expect(stored?.header.get('Nats-Msg-Id')).toBe(event.id);
      expect(stored?.json()).toEqual(event);

      await expect(
        uow.run(async (tx) => {
          await outbox.add(tx, 'test.created', { n: 2 });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      // A later committed event is published after the rolled-back one would have been.
      const later = await tdb.db.transaction((tx) => outbox.add(tx, 'test.created', { n: 3 })); // no kick: the poll finds it
      await eventually('the later event', async () => (await tdb.outboxRow(later.id))?.published);
      expect(await probe.streamCount(config.natsStream)).toBe(2);
      const second = await probe.jsm.streams.getMessage(config.natsStream, { seq: 2 });
      expect(second?.json<EventEnvelope>().id).toBe(later.id);
    },
    MESSAGING_TEST_TIMEOUT,
  );

  it(
    'takes the consumer\'s ack wait from EVENT_ACK_WAIT_MS (the config) when the options set none',
    async () => {
      const config = { ...uniqueMessagingConfig(), eventAckWaitMs: 4000 };
      await boot({ config }, [ChainHandler]);
      const info = await eventually('consumer', () => probe.jsm.consumers.info(config.natsStream, 'booking'));
      expect(info.config.ack_wait).toBe(4000 * 1_000_000);
    },
    MESSAGING_TEST_TIMEOUT,
  );

  it(
    "publishes the events a handler wrote at the consumer's commit, from memory: no relay pass, no poll (ADR 0038)",
    async () => {
      const config = uniqueMessagingConfig();
      // Polls an hour apart and no LISTEN (whose commit notifications start a pass once the writer's grace is over,
      // ADR 0047): only a kick could start a pass, and none is expected.
      const app = await boot({ config, relay: { pollIntervalMs: 3_600_000, listen: false } }, [ChainHandler]);
      const passes = watchRelayPasses(app);
      await eventually('NATS connection', () => app.get(NatsConnectionService).jetstream());
      await eventually('consumer', () => probe.jsm.consumers.info(config.natsStream, 'booking'));
      const before = passes.started();

      const key = `chain-${randomUUID()}`;
      const incoming = envelope('test.chain', { key });
      await publishRaw(probe, config, incoming, 'test.chain', incoming.id);
      const chained = async () =>
        queryRows<{ id: string; published: boolean }>(
          tdb.db,
          sql`SELECT id, published_at IS NOT NULL AS published FROM kit_outbox WHERE type = 'test.chained' AND payload->>'key' = ${key}`,
        );
      await eventually("the handler's event published and marked", async () => (await chained())[0]?.published);
      expect(passes.started()).toBe(before);
      expect(await probe.streamCount(config.natsStream)).toBe(2);
      const second = await probe.jsm.streams.getMessage(config.natsStream, { seq: 2 });
      expect(second?.json<EventEnvelope>()).toMatchObject({ id: (await chained())[0]!.id, type: 'test.chained', payload: { key } });
    },
    MESSAGING_TEST_TIMEOUT,
  );

  it(
    'a kicked pass that fills its batch goes on with the young rows at once, not after the writer grace',
    async () => {
      const config = uniqueMessagingConfig();
      // Polls an hour apart, no LISTEN (its pass after the writer's grace would take them too), batches of 10: 25
      // events of one unit of work take three passes, all from its kick.
      const app = await boot({ config, relay: { pollIntervalMs: 3_600_000, listen: false, batchSize: 10 } });
      await eventually('NATS connection', () => app.get(NatsConnectionService).jetstream());
      const outbox = app.get(OutboxService);
      const key = `burst-${randomUUID()}`;
      const events = await app.get(UnitOfWork).run(async (tx) => {
        const out = [];
        for (let i = 0; i < 25; i++) out.push(await outbox.add(tx, 'test.burst', { key, i }));
        return out;
      });
      const pending = async () =>
        (
          await queryRows<{ n: number | string }>(
            tdb.db,
            sql`SELECT count(*) AS n FROM kit_outbox WHERE type = 'test.burst' AND payload->>'key' = ${key} AND published_at IS NULL`,
          )
        )[0]!.n;
      // Without the kick's young rows carried on, 15 would wait for a poll an hour away.
      await eventually('all 25 published', async () => Number(await pending()) === 0);
      expect(await probe.streamCount(config.natsStream)).toBe(events.length);
    },
    MESSAGING_TEST_TIMEOUT,
  );

  it(
    'rejects event types that are not subject tokens',
    async () => {
      const app = await boot({ config: uniqueMessagingConfig() });
      const outbox = app.get(OutboxService);
      await expect(tdb.db.transaction((tx) => outbox.add(tx, 'bad type.>', {}))).rejects.toThrow(
        'Invalid event type',
      );
    },
    MESSAGING_TEST_TIMEOUT,
  );

  it(
    'a publish JetStream refuses leaves its row pending with the attempt and the error; published once the stream is back',
    async () => {
      const config = uniqueMessagingConfig();
      const { uow, outbox } = await bootConnected(config);
      // Connected, its stream ensured, then the stream goes: every publish is refused (no responders).
      await probe.jsm.streams.delete(config.natsStream);

      const event = await uow.run((tx) => outbox.add(tx, 'test.effect', { key: `refused` }));
      await eventually(async () => expect((await tdb.outboxRow(event.id))?.attempts).toBeGreaterThanOrEqual(1), {
        description: 'a relay pass tried to publish it',
      });
      // The pass claimed the row marked published; the refusal unmarked it before the commit.
      expect(await tdb.outboxRow(event.id)).toMatchObject({ published: false, lastError: expect.any(String) });

      await probe.jsm.streams.add({ name: config.natsStream, subjects: [`${config.eventSubjectPrefix}.>`] });
      await eventually('published once the stream is back', async () => (await tdb.outboxRow(event.id))?.published, 15_000);
      expect(await probe.streamCount(config.natsStream)).toBe(1);
    },
    MESSAGING_TEST_TIMEOUT,
  );

  it(
    'while JetStream refuses, each retry publishes the oldest row alone; the rest follow at once when it goes through',
    async () => {
      const config = uniqueMessagingConfig();
      const { uow, outbox } = await bootConnected(config);
      await probe.jsm.streams.delete(config.natsStream);

      const events = await uow.run(async (tx) => {
        const out = [];
        for (let i = 0; i < 5; i++) out.push(await outbox.add(tx, 'test.effect', { key: `probe-${i}` }));
        return out;
      });
      const attempts = async () => Promise.all(events.map(async (e) => (await tdb.outboxRow(e.id))!.attempts));
      // The first failed pass tried all five; each retry since (every 500 ms at most here) tried the oldest alone.
      await eventually('three retries after the first failed pass', async () => (await attempts())[0]! >= 4);
      expect((await attempts()).slice(1)).toEqual([1, 1, 1, 1]);

      await probe.jsm.streams.add({ name: config.natsStream, subjects: [`${config.eventSubjectPrefix}.>`] });
      await eventually('all five published once the stream is back', async () => {
        const rows = await Promise.all(events.map((e) => tdb.outboxRow(e.id)));
        return rows.every((r) => r?.published);
      }, 15_000);
      expect(await probe.streamCount(config.natsStream)).toBe(5);
    },
    MESSAGING_TEST_TIMEOUT,
  );

  it('boots without NATS, keeps events pending while NATS is down, publishes each exactly once after recovery', async () => {
    const server = await PrivateNatsServer.create();
    try {
      const config = uniqueMessagingConfig(server.url);
      const handler = new EffectHandler();
      const app = await boot({ config }, [{ provide: EffectHandler, useValue: handler }]);
      const nats = app.get(NatsConnectionService);
      const uow = app.get(UnitOfWork);
      const outbox = app.get(OutboxService);
      const relay = watchRelayPasses(app);
      expect(nats.isConnected()).toBe(false);

      // Down at boot: the service call succeeds and the event waits in the outbox.
      const first = await uow.run((tx) => outbox.add(tx, 'test.effect', { key: `first` }));
      await relay.passAfterNow('a relay pass after the first event, NATS down at boot');
      expect(await tdb.outboxRow(first.id)).toMatchObject({ published: false });

      await server.start();
      await ensureStreamOf(config); // the operator's step, once the server answers (ADR 0045)
      await eventually('first event published', async () => (await tdb.outboxRow(first.id))?.published);
      await eventually('first event handled', async () => (await tdb.applied(`first`)) === 1);
      expect(nats.isConnected()).toBe(true);

      // Down while running.
      await server.stop();
      await eventually('disconnect noticed', () => !nats.isConnected());
      const second = await uow.run((tx) => outbox.add(tx, 'test.effect', { key: `second` }));
      await relay.passAfterNow('a relay pass after the second event, NATS stopped');
      expect(await tdb.outboxRow(second.id)).toMatchObject({ published: false });

      await server.start(); // same port, same store
      await eventually(
        'second event published',
        async () => (await tdb.outboxRow(second.id))?.published,
        15_000,
      );
      await eventually('second event handled', async () => (await tdb.applied(`second`)) === 1, 15_000);

      const check = await natsProbe(server.url);
      try {
        expect(await check.streamCount(config.natsStream)).toBe(2);
        const ids = [
          (await check.jsm.streams.getMessage(config.natsStream, { seq: 1 }))?.json<EventEnvelope>().id,
          (await check.jsm.streams.getMessage(config.natsStream, { seq: 2 }))?.json<EventEnvelope>().id,
        ];
        expect(ids).toEqual([first.id, second.id]);
      } finally {
        await check.close();
      }
      expect(await tdb.applied(`first`)).toBe(1);
    } finally {
      await Promise.all(apps.splice(0).map((a) => a.close()));
      await server.destroy();
    }
  }, 60_000);

  it(
    'applies an event delivered twice (two msg ids) and redelivered after a lost ack exactly once',
    async () => {
      const config = uniqueMessagingConfig();
      const key = `twice-${randomUUID()}`;
      const event = envelope('test.effect', { key });
      const acksSkipped = new Set<string>();
      const seenBeforeAck: string[] = [];
      const handler = new EffectHandler();
      const app = await boot(
        {
          config,
          consumer: { ackWaitMs: 1000 },
          // The first delivery commits but "dies" before its ack: the server must redeliver it.
          beforeAck: (e) => {
            seenBeforeAck.push(e.id);
            if (acksSkipped.has(e.id)) return true;
            acksSkipped.add(e.id);
            return false;
          },
        },
        [{ provide: EffectHandler, useValue: handler }],
      );
      await eventually('NATS connection', () => app.get(NatsConnectionService).jetstream());
      await eventually('consumer', () => probe.jsm.consumers.info(config.natsStream, 'booking'));

      await publishRaw(probe, config, event, 'test.effect', `${event.id}-a`);
      await publishRaw(probe, config, event, 'test.effect', `${event.id}-b`);
      expect(await probe.streamCount(config.natsStream)).toBe(2);

      // Deliveries: copy a (ack skipped), copy b (duplicate, acked), copy a again after ack_wait (duplicate, acked).
      await eventually(
        'all deliveries acked',
        async () => seenBeforeAck.length >= 3 && consumerSettled(probe, config, 'booking'),
      );
      expect(await tdb.applied(key)).toBe(1);
      expect(handler.calls.get(key)).toBe(1);
      // The after-commit step ran for the one handled delivery, not for the duplicates.
      expect(handler.committed).toEqual([key]);
    },
    MESSAGING_TEST_TIMEOUT,
  );

  it(
    'retries a failing handler until it succeeds, acks unknown types, terminates malformed and poison events',
    async () => {
      const config = uniqueMessagingConfig();
      const handler = new EffectHandler();
      const app = await boot({ config, consumer: { retryBaseMs: 50, retryMaxMs: 200, maxDeliver: 4 } }, [
        { provide: EffectHandler, useValue: handler },
      ]);
      await eventually('NATS connection', () => app.get(NatsConnectionService).jetstream());
      const uow = app.get(UnitOfWork);
      const outbox = app.get(OutboxService);

      const flaky = `flaky-${randomUUID()}`;
      const poison = `poison-${randomUUID()}`;
      await uow.run(async (tx) => {
        await outbox.add(tx, 'test.effect', { key: flaky, failTimes: 2 });
        await outbox.add(tx, 'test.unhandled', { whatever: true });
        await outbox.add(tx, 'test.effect', { key: poison, failTimes: 99 });
      });
      await eventually('consumer', () => probe.jsm.consumers.info(config.natsStream, 'booking'));
      const unknown = envelope('test.other', {});
      await publishRaw(probe, config, unknown, 'test.other', unknown.id);
      await publishRaw(probe, config, { not: 'an envelope' }, 'test.effect', randomUUID());

      await eventually('flaky effect applied', async () => (await tdb.applied(flaky)) === 1);
      expect(handler.calls.get(flaky)).toBe(3);
      // After-commit steps run only for the committed try: none for the two rolled back, none for the poison event.
      await eventually('the after-commit step', () => handler.committed.includes(flaky));
      await eventually('every message acked or terminated', () => consumerSettled(probe, config, 'booking'));
      expect(handler.calls.get(poison)).toBe(4); // maxDeliver, then terminated
      expect(await tdb.applied(poison)).toBe(0);
      expect(handler.committed).toEqual([flaky]);
      expect(await probe.streamCount(config.natsStream)).toBe(5);
    },
    MESSAGING_TEST_TIMEOUT,
  );

  it(
    'validates catalogue events when written and when consumed',
    async () => {
      const config = uniqueMessagingConfig();
      const handler = new DoctorStatusHandler();
      // svc-clinic owns doctor.* (contracts event-bus.ts): only it may write them, and consumers accept them from it.
      const app = await boot(
        { service: 'clinic', config, consumer: { retryBaseMs: 20, retryMaxMs: 50, maxDeliver: 3 } },
        [{ provide: DoctorStatusHandler, useValue: handler }],
      );
      await eventually('NATS connection', () => app.get(NatsConnectionService).jetstream());
      const uow = app.get(UnitOfWork);
      const outbox = app.get(OutboxService);
      const before = await tdb.outboxCounts();

      await expect(
        uow.run((tx) =>
          outbox.add(tx, 'doctor.status-changed', { doctorId: 'd1', isActive: 'yes' as unknown as boolean }),
        ),
      ).rejects.toThrow();
      expect(await tdb.outboxCounts()).toEqual(before);

      const good = `good-${randomUUID()}`;
      const event = await uow.run((tx) =>
        outbox.add(tx, 'doctor.status-changed', { doctorId: good, isActive: false }),
      );
      expect(event.version).toBe(EVENTS['doctor.status-changed'].version);

      // Another publisher's event with a payload the schema refuses never reaches the handler.
      const bad = `bad-${randomUUID()}`;
      await eventually('consumer', () => probe.jsm.consumers.info(config.natsStream, 'clinic'));
      const invalid = envelope('doctor.status-changed', { doctorId: bad, isActive: 'no' });
      await publishRaw(probe, config, invalid, 'doctor.status-changed', invalid.id);

      await eventually('valid event handled', async () => (await tdb.applied(`doctor-${good}`)) === 1);
      await eventually('invalid event parked', () => consumerSettled(probe, config, 'clinic'));
      expect(await tdb.applied(`doctor-${bad}`)).toBe(0);
      expect(handler.seen).toEqual([{ doctorId: good, isActive: false }]);
    },
    MESSAGING_TEST_TIMEOUT,
  );

  it(
    'prunes published rows past the retention, never pending ones',
    async () => {
      const app = await boot({
        config: uniqueMessagingConfig('nats://127.0.0.1:1'),
        relay: { retentionMs: 60_000 },
      });
      const outbox = app.get(OutboxService);
      const [oldPublished, recentPublished, oldPending] = await tdb.db.transaction(async (tx) => [
        await outbox.add(tx, 'test.prune', { n: 1 }),
        await outbox.add(tx, 'test.prune', { n: 2 }),
        await outbox.add(tx, 'test.prune', { n: 3 }),
      ]);
      await tdb.db.execute(
        sql`UPDATE kit_outbox SET published_at = now() - interval '2 minutes' WHERE id = ${oldPublished.id}`,
      );
      await tdb.db.execute(sql`UPDATE kit_outbox SET published_at = now() WHERE id = ${recentPublished.id}`);
      await tdb.db.execute(
        sql`UPDATE kit_outbox SET created_at = now() - interval '1 day' WHERE id = ${oldPending.id}`,
      );

      expect(await app.get(OutboxRelayService).prune()).toBe(1);
      expect(await tdb.outboxRow(oldPublished.id)).toBeUndefined();
      expect(await tdb.outboxRow(recentPublished.id)).toMatchObject({ published: true });
      expect(await tdb.outboxRow(oldPending.id)).toMatchObject({ published: false });
      await tdb.db.execute(sql`DELETE FROM kit_outbox WHERE id IN (${recentPublished.id}, ${oldPending.id})`);
    },
    MESSAGING_TEST_TIMEOUT,
  );

  it(
    "prunes this consumer's inbox rows past the retention, never recent ones or another consumer's",
    async () => {
      const app = await boot({
        config: uniqueMessagingConfig('nats://127.0.0.1:1'),
        consumer: { inboxRetentionMs: 60_000 },
      });
      const [old, recent, otherConsumer] = [randomUUID(), randomUUID(), randomUUID()];
      await tdb.db.execute(sql`INSERT INTO kit_inbox (event_id, consumer, handled_at) VALUES
        (${old}, 'booking', now() - interval '2 minutes'),
        (${recent}, 'booking', now()),
        (${otherConsumer}, 'clinic', now() - interval '2 minutes')`);
      const inbox = async () =>
        (
          await queryRows<{ event_id: string }>(
            tdb.db,
            sql`SELECT event_id FROM kit_inbox WHERE event_id IN (${old}, ${recent}, ${otherConsumer})`,
          )
        )
          .map((r) => r.event_id)
          .sort();

      expect(await app.get(EventConsumerService).pruneInbox()).toBe(1);
      expect(await inbox()).toEqual([recent, otherConsumer].sort());
      await tdb.db.execute(sql`DELETE FROM kit_inbox WHERE event_id IN (${recent}, ${otherConsumer})`);
    },
    MESSAGING_TEST_TIMEOUT,
  );

  it(
    'shutdown lets the running handler commit and ack before the connection closes',
    async () => {
      const config = uniqueMessagingConfig();
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      let markStarted!: () => void;
      const started = new Promise<void>((r) => (markStarted = r));

      const order: string[] = [];

      @Injectable()
      class SlowHandler {
        @OnEvent('test.slow')
        async onSlow(payload: EffectPayload, { tx }: EventContext): Promise<void> {
          markStarted();
          await gate;
          await applyEffect(tx, payload.key);
          order.push('handler done');
        }
      }

      const app = await boot({ config }, [SlowHandler]);
      await eventually('NATS connection', () => app.get(NatsConnectionService).jetstream());
      const key = `slow-${randomUUID()}`;
      await app.get(UnitOfWork).run((tx) => app.get(OutboxService).add(tx, 'test.slow', { key }));
      await started;

      // The handler is let go as soon as the consumer's shutdown step has begun (its synchronous part ran: pulling
      // stopped, now awaiting the handler in flight). What follows is observed, not timed: the handler finishes
      // before the consumer's step returns, and NATS starts closing only after that.
      const consumer = app.get(EventConsumerService);
      const destroyConsumer = consumer.onModuleDestroy.bind(consumer);
      consumer.onModuleDestroy = () => {
        const step = destroyConsumer();
        release();
        return step.finally(() => order.push('consumer stopped'));
      };
      const nats = app.get(NatsConnectionService);
      const shutdownNats = nats.beforeApplicationShutdown.bind(nats);
      nats.beforeApplicationShutdown = () => {
        order.push('NATS closing');
        return shutdownNats();
      };

      apps.splice(apps.indexOf(app), 1);
      await app.close();

      expect(order).toEqual(['handler done', 'consumer stopped', 'NATS closing']);
      expect(await tdb.applied(key)).toBe(1);
      expect(await consumerSettled(probe, config, 'booking')).toBe(true);
    },
    MESSAGING_TEST_TIMEOUT,
  );

  it(
    'two copies sharing the durable consumer apply each event of a burst exactly once, redeliveries included',
    async () => {
      const config = uniqueMessagingConfig();
      const [handlerA, handlerB] = [new EffectHandler(), new EffectHandler()];
      // Copy A "dies" before acking its first 10 events: the server redelivers them, to either copy.
      const unacked = new Set<string>();
      const a = await boot(
        {
          config,
          consumer: { ackWaitMs: 1000 },
          beforeAck: (e) => {
            if (unacked.has(e.id) || unacked.size >= 10) return true;
            unacked.add(e.id);
            return false;
          },
        },
        [{ provide: EffectHandler, useValue: handlerA }],
      );
      const b = await boot({ config, consumer: { ackWaitMs: 1000 } }, [
        { provide: EffectHandler, useValue: handlerB },
      ]);
      await eventually(
        'both copies connected',
        () => a.get(NatsConnectionService).jetstream() && b.get(NatsConnectionService).jetstream(),
      );
      await eventually('consumer', () => probe.jsm.consumers.info(config.natsStream, 'booking'));

      const keys = Array.from({ length: 60 }, (_, i) => `burst-${i}-${randomUUID()}`);
      for (const key of keys) {
        const event = envelope('test.effect', { key });
        await publishRaw(probe, config, event, 'test.effect', event.id);
      }
      await eventually(
        'every event applied and acked',
        async () =>
          (await Promise.all(keys.map((k) => tdb.applied(k)))).every((n) => n >= 1) &&
          (await consumerSettled(probe, config, 'booking')),
        30_000,
      );
      for (const key of keys) expect(await tdb.applied(key)).toBe(1);
      const calls = (h: EffectHandler) => [...h.calls.values()].reduce((sum, n) => sum + n, 0);
      // A handler runs only for an event its copy's inbox had not seen: 60 runs across both copies, no more.
      expect(calls(handlerA) + calls(handlerB)).toBe(keys.length);
      expect(unacked.size).toBeGreaterThan(0);
    },
    MESSAGING_TEST_TIMEOUT,
  );

  it(
    'two relays on one database never publish a row twice',
    async () => {
      const config = uniqueMessagingConfig();
      const received: string[] = [];
      // A core subscription sees every publish, including any the stream would dedup.
      const sub = probe.nc.subscribe(`${config.eventSubjectPrefix}.>`, {
        callback: (_err, msg) => {
          received.push(msg.json<EventEnvelope>().id);
        },
      });
      await probe.nc.flush();
      try {
        const a = await boot({ config, relay: { pollIntervalMs: 50, batchSize: 10 } });
        const b = await boot({ config, relay: { pollIntervalMs: 50, batchSize: 10 } });
        await eventually(
          'both relays connected',
          () => a.get(NatsConnectionService).jetstream() && b.get(NatsConnectionService).jetstream(),
        );
        const outboxA = a.get(OutboxService);
        const total = 120;
        const ids: string[] = [];
        for (let i = 0; i < total / 4; i++) {
          const uow = (i % 2 === 0 ? a : b).get(UnitOfWork);
          const batch = await uow.run(async (tx) =>
            (async () => {
              const out = [];
              for (const j of [0, 1, 2, 3]) out.push(await outboxA.add(tx, 'test.bulk', { i, j }));
              return out;
            })(),
          );
          ids.push(...batch.map((e) => e.id));
        }
        await eventually('outbox drained', async () => (await tdb.outboxCounts()).pending === 0, 20_000);
        await eventually('all publishes seen', () => received.length >= total);
        await probe.nc.flush();
        expect(received).toHaveLength(total);
        expect(new Set(received)).toEqual(new Set(ids));
        expect(await probe.streamCount(config.natsStream)).toBe(total);
      } finally {
        sub.unsubscribe();
      }
    },
    MESSAGING_TEST_TIMEOUT,
  );
});

// Issue 16's drill, reduced to the kit: a JetStream cluster of three nats-servers, the stream at three replicas, two
// copies of a service (relay and consumer each) on one database. One NATS node is killed mid-burst; every event
// written is published and applied exactly once, through the surviving nodes.
describe('on a NATS cluster of three', () => {
  let cluster: NatsCluster | undefined;
  let tdb: TestDb | undefined;
  const apps: TestingModule[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await cluster?.destroy();
    await tdb?.close();
  }, 60_000);

  it('two copies keep every event exactly once while a NATS node is killed mid-burst', async () => {
    cluster = await NatsCluster.start(3);
    tdb = await openTestDb();
    const config: MessagingConfig = uniqueMessagingConfig(cluster.url);
    // The operator's R3 stream (ADR 0045); the copies wait for it.
    await ensureStreamOf(config, 3);
    const handlers = [new EffectHandler(), new EffectHandler()];
    for (const handler of handlers) {
      apps.push(
        await startMessagingApp(
          tdb.db,
          {
            service: 'booking',
            config,
            relay: { retryBaseMs: 50, retryMaxMs: 1000 },
            consumer: { ackWaitMs: 2000, retryBaseMs: 100, retryMaxMs: 1000 },
          },
          [{ provide: EffectHandler, useValue: handler }],
        ),
      );
    }
    const [a, b] = apps as [TestingModule, TestingModule];
    // The copies find the R3 stream and create their consumer.
    await eventually(
      'both copies on the cluster',
      () => a.get(NatsConnectionService).jetstream() && b.get(NatsConnectionService).jetstream(),
      60_000,
    );

    const keys = Array.from({ length: 60 }, (_, i) => `drill-${i}-${randomUUID()}`);
    for (const [i, key] of keys.entries()) {
      if (i === 20) await cluster.kill(0);
      const app = i % 2 === 0 ? a : b;
      await app.get(UnitOfWork).run((tx) => app.get(OutboxService).add(tx, 'test.effect', { key }));
    }
    const db = tdb;
    await eventually(
      'every event published and applied',
      async () =>
        (await db.outboxCounts()).pending === 0 &&
        (await Promise.all(keys.map((k) => db.applied(k)))).every((n) => n >= 1),
      90_000,
    );
    for (const key of keys) expect(await db.applied(key)).toBe(1);
    const runs = handlers.reduce(
      (sum, h) =>
        sum + [...h.calls.entries()].filter(([k]) => k.startsWith('drill-')).reduce((s, [, n]) => s + n, 0),
      0,
    );
    expect(runs).toBe(keys.length);
  }, 180_000);
});
