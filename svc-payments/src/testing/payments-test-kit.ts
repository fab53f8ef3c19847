import { randomUUID } from 'node:crypto';
import { queryRows } from '@vetnow/service-kit/database';
import type { Role } from '@vetnow/contracts/auth-claims';
import { clinicInstant } from '@vetnow/domain/clinic-time';
import type { EventEnvelope } from '@vetnow/contracts/event-envelope';
import type { EventPayloadInput } from '@vetnow/contracts/events';
import { kitInbox, kitOutbox } from '@vetnow/service-kit/messaging';
import { type ServiceTestApp, startServiceTestApp, eventually } from '@vetnow/service-kit/testing';
import { asc, eq, isNull, sql } from 'drizzle-orm';
import { AppModule } from '../app.module.js';

export interface Account {
  readonly sub: string;
  readonly bearer: string;
}

/** The card token key of the test harness (CARD_TOKEN_KEY: base64 of 32 bytes), so a test can open what was sealed. */
export const TEST_CARD_TOKEN_KEY = Buffer.alloc(32, 7).toString('base64');

/** An appointment.booked payload as svc-booking publishes it (the current version: the fee in minor units). */
export function bookedPayload(overrides: Partial<EventPayloadInput<'appointment.booked'>> = {}): EventPayloadInput<'appointment.booked'> {
  const date = '2030-01-15';
  return {
    appointmentId: randomUUID(),
    reference: `VN-${randomUUID().slice(0, 8).toUpperCase()}`,
    doctorId: randomUUID(),
    userId: randomUUID(),
    appointmentDate: date,
    timeSlot: '09:00 AM',
    startsAt: clinicInstant(date, 540).toISOString(),
    endsAt: clinicInstant(date, 570).toISOString(),
    pet: { name: 'Rex', type: 'Dog', breed: '' },
    reason: 'Check-up',
    paymentMethod: 'card',
    paymentData: { cardType: 'visa', lastFour: '1111' },
    consultationFeeMinor: 250_000,
    currency: 'LKR',
    ...overrides,
  };
}

export class PaymentsHarness {
  constructor(readonly t: ServiceTestApp) {}

  /**
   * A payments app on a fresh PostgreSQL database. Request rates are generous unless `env` sets RATE_LIMIT_*
   * (pass `RATE_LIMIT_SCALE: undefined` for the production defaults); `env` may also point at another
   * instance's DATABASE_URL. Saved cards' tokens are sealed with TEST_CARD_TOKEN_KEY unless `env` says otherwise
   * (`CARD_TOKEN_KEY: undefined`: the key made in the test's DATA_DIR). The charge and refund jobs do not run by
   * themselves (tests run them).
   */
  static async start(env: Record<string, string | undefined> = {}): Promise<PaymentsHarness> {
    return new PaymentsHarness(
      await startServiceTestApp({
        service: 'payments',
        template: true,
        module: AppModule,
        env: { RATE_LIMIT_SCALE: '1000', CARD_TOKEN_KEY: TEST_CARD_TOKEN_KEY, CHARGE_POLL_MS: '0', ...env },
      }),
    );
  }

  close(): Promise<void> {
    return this.t.close();
  }

  async account(role: Role = 'user', sub: string = randomUUID()): Promise<Account> {
    return { sub, bearer: `Bearer ${await this.t.keys.sign({ sub, role, email: `${role}@vetnow.test`, name: `Test ${role}` })}` };
  }

  request(method: 'GET' | 'POST' | 'DELETE', url: string, who?: Account, payload?: unknown) {
    return this.t.app.inject({
      method,
      url,
      headers: who ? { authorization: who.bearer } : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  }

  /**
   * Publishes as svc-booking would (retrying until the service has created its stream) and waits until handled. A
   * catalogue event goes out at the catalogue's version unless `version` says otherwise (an older publisher's).
   */
  async deliver(type: string, payload: unknown, opts?: { id?: string; version?: number }): Promise<EventEnvelope> {
    const event = await eventually(`publish ${type}`, () => this.t.publish(type, payload, opts).catch(() => undefined));
    await eventually(`handling of ${type}`, async () => {
      const rows = await this.t.db.select().from(kitInbox).where(eq(kitInbox.eventId, event.id));
      return rows.length > 0;
    });
    return event;
  }

  /** Resolves once the relay has published every event of the outbox. */
  async allRelayed(): Promise<void> {
    await eventually('the outbox relayed', async () => {
      const rows = await this.t.db.select({ id: kitOutbox.id }).from(kitOutbox).where(isNull(kitOutbox.publishedAt));
      return rows.length === 0;
    });
  }

  async outbox(type?: string): Promise<{ type: string; payload: Record<string, unknown> }[]> {
    const rows = await this.t.db.select().from(kitOutbox).orderBy(asc(kitOutbox.seq));
    return rows
      .filter((r) => type === undefined || r.type === type)
      .map((r) => ({ type: r.type, payload: r.payload as Record<string, unknown> }));
  }

  /** Every text-like column of every table of the database holding `needle` (as `schema.table.column`). */
  async columnsContaining(needle: string): Promise<string[]> {
    const cols = await queryRows<{ s: string; t: string; c: string }>(this.t.db, sql`
      select table_schema as s, table_name as t, column_name as c
      from information_schema.columns
      where table_schema not in ('pg_catalog', 'information_schema')
        and data_type in ('text', 'character varying', 'character', 'json', 'jsonb')`);
    const hits: string[] = [];
    for (const { s, t, c } of cols) {
      const q = sql`select count(*)::int as n from ${sql.identifier(s)}.${sql.identifier(t)} where ${sql.identifier(c)}::text like ${`%${needle}%`}`;
      const [res] = await queryRows<{ n: number }>(this.t.db, q);
      if ((res?.n ?? 0) > 0) hits.push(`${s}.${t}.${c}`);
    }
    return hits;
  }
}
