import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { EventPayloadInput } from '@vetnow/contracts/events';
import { DB, type Database, type Tx } from '@vetnow/service-kit/database';
import { OutboxService, UnitOfWork } from '@vetnow/service-kit/messaging';
import { toE164 } from '@vetnow/domain/phone';
import { eq, isNull, or, sql } from 'drizzle-orm';
import { accounts, type AccountRow } from '../database/schema.js';

export const USER_CONTACT_CHANGED = 'user.contact-changed' as const;
const BACKFILL_BATCH = 200;

/**
 * The facts svc-notify needs to reach an account (contracts `userContactEventV1`): `phone` is the contact number
 * in E.164 (ADR 0031), left out when the account has none that is a Sri Lankan number. `email` is '' for an owner the
 * front desk created who has not claimed the account yet (svc-notify reads '' as no e-mail).
 */
export function contactFacts(row: AccountRow): EventPayloadInput<'user.contact-changed'> {
  const phone = toE164(row.contactNumber);
  return { userId: row.id, role: row.role, email: row.email ?? '', fullName: row.fullName, language: row.language, ...(phone ? { phone } : {}) };
}

/**
 * What `accounts.contact_published` keeps of the facts: always with a `phone` key (null when there is none), so an
 * account published before the SMS channel (no `phone` key at all) is told apart and published again at start.
 */
export function publishedForm(facts: EventPayloadInput<'user.contact-changed'>): string {
  return JSON.stringify({ ...facts, phone: facts.phone ?? null });
}

/** Published before the contact number was a contact fact (ADR 0031): the stored JSON has no `phone` key. */
const PUBLISHED_WITHOUT_PHONE = sql`(${accounts.contactPublished}::jsonb -> 'phone') IS NULL`;

/**
 * Tells svc-notify how to reach each account: `user.contact-changed` (a private event type only svc-notify's NATS
 * user and durable read, ADR 0029) through the outbox, in the transaction that changed the account, whenever its
 * role, e-mail, name, language or contact number (`phone`, for SMS) differ from what was last published (kept in
 * `accounts.contact_published`). At start, accounts never published (those from before this change, or made by the
 * admin CLI) and those published before `phone` was a fact are published in batches; any copy may run it
 * (FOR UPDATE SKIP LOCKED).
 */
@Injectable()
export class ContactFactsService implements OnApplicationBootstrap {
  private readonly logger = new Logger('ContactFacts');

  constructor(
    @Inject(DB) private readonly db: Database,
    private readonly uow: UnitOfWork,
    private readonly outbox: OutboxService,
  ) {}

  /** Publishes the account's contact facts if they changed since the last time; call it inside the change's transaction. */
  async sync(tx: Tx, row: AccountRow): Promise<void> {
    const facts = contactFacts(row);
    const published = publishedForm(facts);
    if (row.contactPublished === published) return;
    await this.outbox.add(tx, USER_CONTACT_CHANGED, facts);
    await tx.update(accounts).set({ contactPublished: published }).where(eq(accounts.id, row.id));
  }

  onApplicationBootstrap(): void {
    void this.backfill().catch((err: unknown) =>
      this.logger.warn(`Contact backfill failed (retried at the next start): ${err instanceof Error ? err.message : String(err)}`),
    );
  }

  /** Publishes every account never published, or published without its phone (before SMS); how many. */
  async backfill(): Promise<number> {
    let total = 0;
    for (;;) {
      const done = await this.uow.run(async (tx) => {
        const rows = await tx
          .select()
          .from(accounts)
          .where(or(isNull(accounts.contactPublished), PUBLISHED_WITHOUT_PHONE))
          .orderBy(sql`${accounts.createdAt}`)
          .limit(BACKFILL_BATCH)
          .for('update', { skipLocked: true });
        for (const row of rows) await this.sync(tx, row);
        return rows.length;
      });
      total += done;
      if (done < BACKFILL_BATCH) break;
    }
    if (total > 0) this.logger.log({ msg: 'contact facts published for svc-notify', accounts: total });
    return total;
  }
}
