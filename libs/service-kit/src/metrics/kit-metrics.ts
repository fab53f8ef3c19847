import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { ServiceName } from '@vetnow/contracts/services';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { sql } from 'drizzle-orm';
import { DB, type Database } from '../database/database.tokens.js';
import { queryRows } from '../database/query-rows.js';
import { EventConsumerService, type ConsumerLag } from '../messaging/event-consumer.service.js';
import { MESSAGING_OPTIONS, type MessagingModuleOptions } from '../messaging/messaging.options.js';
import { observeHttp } from './http-metrics.js';

let processRegistry: Registry | undefined;

/**
 * The process's figures (CPU, memory, event-loop delay, GC), collected once per process: prom-client's default
 * collectors start monitors that cannot be stopped, so a test process that boots many apps shares one set.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * One Prometheus registry per service app (issue 16): the process (memory, CPU, event-loop delay), HTTP rate,
 * errors and latency per route, the outbox (depth, age of the oldest unpublished event) and the event consumer
 * (pending, waiting for ack, redelivered), read when scraped. A service adds its own counters with
 * {@link KitMetrics.counter}. Served at `GET /metrics`, which the gateway does not route (not in the contracts).
 */
@Injectable()
export class KitMetrics implements OnModuleInit {
  readonly registry = new Registry();

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(DB) private readonly db: Database,
    private readonly consumer: EventConsumerService,
    @Inject(MESSAGING_OPTIONS) options: MessagingModuleOptions,
  ) {
    const service: ServiceName = options.service;
    this.registry.setDefaultLabels({ service });
    this.outboxGauges();
    this.consumerGauges();
  }

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (fastify) observeHttp(fastify, this.registry);
  }

  /** A counter of this service (created once per name). */
  counter<L extends string>(name: string, help: string, labelNames: readonly L[] = []): Counter<L> {
    const existing = this.registry.getSingleMetric(name);
    if (existing) return existing as Counter<L>;
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  /** The scrape: the process's figures and this app's. */
  async text(): Promise<string> {
    return `${await this.registry.metrics()}\n${await processMetrics().metrics()}`;
  }

  private outboxGauges(): void {
    const db = this.db;
    const outbox = async () => {
      const [row] = await queryRows<{ pending: string | number; oldest: string | number | null }>(
        db,
        sql`SELECT count(*) AS pending, extract(epoch FROM now() - min(created_at)) AS oldest FROM kit_outbox WHERE published_at IS NULL`,
      );
      return { pending: Number(row?.pending ?? 0), oldest: Number(row?.oldest ?? 0) };
    };
    new Gauge({
      name: 'vetnow_outbox_pending_events',
      help: 'Events written to the outbox and not yet acknowledged by JetStream',
      registers: [this.registry],
      async collect() {
        this.set((await outbox()).pending);
      },
    });
    new Gauge({
      name: 'vetnow_outbox_oldest_pending_age_seconds',
      help: 'Age of the oldest unpublished outbox event (0 when none)',
      registers: [this.registry],
      async collect() {
        this.set((await outbox()).oldest);
      },
    });
  }

  private consumerGauges(): void {
    const consumer = this.consumer;
    const gauge = (name: string, help: string, pick: (lag: ConsumerLag) => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        async collect() {
          const lag = await consumer.lag();
          if (lag) this.set(pick(lag));
          else this.reset();
        },
      });
    gauge('vetnow_consumer_pending_events', 'Events on the stream not yet delivered to this service', (l) => l.pending);
    gauge('vetnow_consumer_ack_pending_events', 'Events delivered to this service and not yet acknowledged', (l) => l.ackPending);
    gauge('vetnow_consumer_redelivered_events', 'Events being redelivered to this service (a handler failed or was slow)', (l) => l.redelivered);
  }
}
