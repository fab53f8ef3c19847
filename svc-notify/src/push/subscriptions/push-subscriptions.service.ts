import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { PushSubscriptionJson } from '@vetnow/contracts/api';
import { DB, type Database, type Tx } from '@vetnow/service-kit/database';
import { DomainError } from '@vetnow/service-kit/errors';
import { and, eq, ne, sql } from 'drizzle-orm';
import { NOTIFY_CONFIG, type NotifyConfig } from '../../config/notify-config.js';
import { pushSubscriptions } from '../../database/schema.js';
import { endpointAllowed } from '../config/push-config.js';

/** The most browsers one account keeps push on in; a newer one pushes out the one least recently sent. */
export const MAX_PUSH_DEVICES = 10;

/** A subscription's id: the hex SHA-256 of its endpoint. */
export function subscriptionIdOf(endpoint: string): string {
  return createHash('sha256').update(endpoint, 'utf8').digest('hex');
}

/** base64url → bytes, or undefined when it is not base64url. */
function base64urlBytes(text: string): Buffer | undefined {
  const bare = text.replace(/=+$/, '');
  return /^[A-Za-z0-9_-]+$/.test(bare) ? Buffer.from(bare, 'base64url') : undefined;
}

/** The keys as stored (base64url without padding) when they are what a browser makes: a P-256 point and 16 bytes. */
function keysOf(sub: PushSubscriptionJson): { p256dh: string; auth: string } | undefined {
  const p256dh = base64urlBytes(sub.keys.p256dh);
  const auth = base64urlBytes(sub.keys.auth);
  if (!p256dh || p256dh.length !== 65 || p256dh[0] !== 0x04 || !auth || auth.length !== 16) return undefined;
  return { p256dh: p256dh.toString('base64url'), auth: auth.toString('base64url') };
}

/**
 * The browsers each account turned push on in (issue 40, ADR 0066). Any signed-in account keeps its own: ownership is
 * the token's user id. An endpoint is one browser profile's: sent again by another account (someone else signed in on
 * that phone), it becomes that account's and the pushes queued for the previous one are dropped with the old row.
 */
@Injectable()
export class PushSubscriptionsService {
  constructor(
    @Inject(DB) private readonly db: Database,
    @Inject(NOTIFY_CONFIG) private readonly config: NotifyConfig,
  ) {}

  async subscribe(userId: string, sub: PushSubscriptionJson): Promise<{ id: string; devices: number }> {
    if (!endpointAllowed(sub.endpoint, this.config.push)) throw new DomainError('PUSH_ENDPOINT_NOT_ALLOWED');
    const keys = keysOf(sub);
    if (!keys) throw new DomainError('PUSH_SUBSCRIPTION_INVALID');
    const id = subscriptionIdOf(sub.endpoint);
    return this.db.transaction(async (tx) => {
      await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.id, id), ne(pushSubscriptions.userId, userId)));
      await tx
        .insert(pushSubscriptions)
        .values({ id, userId, endpoint: sub.endpoint, ...keys })
        .onConflictDoUpdate({ target: pushSubscriptions.id, set: { ...keys, updatedAt: sql`now()`, lastError: null } });
      await this.keepNewest(tx, userId);
      return { id, devices: await this.devices(userId, tx) };
    });
  }

  /** Forgets one of the account's subscriptions; another account's (or none): PUSH_SUBSCRIPTION_NOT_FOUND. */
  async unsubscribe(userId: string, id: string): Promise<{ devices: number }> {
    const removed = await this.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
      .returning({ id: pushSubscriptions.id });
    if (removed.length === 0) throw new DomainError('PUSH_SUBSCRIPTION_NOT_FOUND');
    return { devices: await this.devices(userId) };
  }

  async devices(userId: string, tx: Tx | Database = this.db): Promise<number> {
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    return row?.n ?? 0;
  }

  /** Past MAX_PUSH_DEVICES, the least recently sent subscriptions of the account go. */
  private async keepNewest(tx: Tx, userId: string): Promise<void> {
    await tx.execute(sql`DELETE FROM ${pushSubscriptions} WHERE user_id = ${userId} AND id NOT IN (
                           SELECT id FROM ${pushSubscriptions} WHERE user_id = ${userId} ORDER BY updated_at DESC, id LIMIT ${MAX_PUSH_DEVICES})`);
  }
}
