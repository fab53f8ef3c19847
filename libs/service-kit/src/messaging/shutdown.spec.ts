import { Injectable } from '@nestjs/common';
import type { TestingModule } from '@nestjs/testing';
import { jetstream } from '@nats-io/jetstream';
import {
  applyEffect,
  MESSAGING_TEST_TIMEOUT,
  natsProbe,
  openTestDb,
  SHARED_NATS_URL,
  startMessagingApp,
  uniqueMessagingConfig,
  type NatsProbe,
  type TestDb,
} from './__fixtures__/messaging-fixtures.js';
import { eventually } from '../testing/eventually.js';
import { EventConsumerService } from './event-consumer.service.js';
import { SHUTDOWN_STEP_TIMEOUT_MS } from '../lifecycle/shutdown-step.js';
import type { MessagingModuleOptions } from './messaging.options.js';
import { OnEvent, type EventContext } from './on-event.decorator.js';

/** A close that takes longer than this is a hang (an orderly close of an idle test app takes well under 1 s). */
const CLOSE_BOUND_MS = 15_000;

@Injectable()
class EffectHandler {
  @OnEvent('test.effect')
  async onEffect(payload: { key: string }, { tx }: EventContext<{ key: string }>): Promise<void> {
    await applyEffect(tx, payload.key);
  }
}

/** Resolves with the close's duration, or rejects naming what hung once `CLOSE_BOUND_MS` has passed. */
async function closeWithin(app: TestingModule): Promise<number> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`app.close() still pending after ${CLOSE_BOUND_MS} ms`)), CLOSE_BOUND_MS);
  });
  try {
    await Promise.race([app.close(), hung]);
    return Date.now() - started;
  } finally {
    clearTimeout(timer);
  }
}

describe('messaging shutdown', () => {
  let probe: NatsProbe;
  let db: TestDb;
  const streams: string[] = [];

  beforeAll(async () => {
    probe = await natsProbe(SHARED_NATS_URL);
    db = await openTestDb();
  }, MESSAGING_TEST_TIMEOUT);
  afterAll(async () => {
    for (const s of streams) await probe.deleteStream(s);
    await probe.close();
    await db.close();
  }, MESSAGING_TEST_TIMEOUT);

  it(
    'closes while the consumer is being set up (shutdown lands between consumers.get() and consume())',
    async () => {
      const config = uniqueMessagingConfig();
      streams.push(config.natsStream);
      // Hold the service's `js.consumers.get()` until shutdown has begun: the window in which a close used to
      // await `ConsumerMessages.close()` before anything iterated the messages (it resolves only while iterated).
      const consumersProto = Object.getPrototypeOf(jetstream(probe.nc).consumers) as {
        get: (...args: unknown[]) => Promise<unknown>;
      };
      const originalGet = consumersProto.get;
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      let held = false;
      consumersProto.get = async function (this: unknown, ...args: unknown[]) {
        held = true;
        await gate;
        return originalGet.apply(this, args);
      };
      let app: TestingModule | undefined;
      try {
        const options: MessagingModuleOptions = { service: 'booking', config };
        app = await startMessagingApp(db.db, options, [EffectHandler]);
        await eventually('the consumer to ask for its durable', () => held);
        const consumer = app.get(EventConsumerService);
        consumer.shutdownSignal().addEventListener('abort', () => release(), { once: true });
        const ms = await closeWithin(app);
        app = undefined;
        // No shutdown step gave up: a consumer that hung again would cost at least one step timeout.
        expect(ms).toBeLessThan(SHUTDOWN_STEP_TIMEOUT_MS);
      } finally {
        consumersProto.get = originalGet;
        release();
        void app?.close().catch(() => undefined);
      }
    },
    MESSAGING_TEST_TIMEOUT + CLOSE_BOUND_MS,
  );
});
