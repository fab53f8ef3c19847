import type { NotificationKind } from '@vetnow/contracts/api';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { contacts, pushMessages, pushPreferences, pushSubscriptions } from '../../database/schema.js';
import { PUSH_CHANNEL } from '../../outbox/outbox-sender.js';
import { wantsSql } from '../../preferences/channel-preferences.js';
import { PUSH_DEFAULTS } from '../preferences/push-preferences.service.js';

/** A push's title and body are cut to these (a phone shows two or three lines; the rest is in the app). */
export const PUSH_TITLE_MAX = 80;
export const PUSH_BODY_MAX = 180;

/** Where a notice without a link of its own opens: the owner's appointments; a doctor's dashboard. */
export const OWNER_PUSH_PATH = '/appointments';
export const DOCTOR_PUSH_PATH = '/doctor-dashboard';

function cut(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** The parts of a push the notification's statement needs (pushColumns). */
// A type, not an interface: the statement's parameters must be a Record (an interface has no index signature).
export type PushParts = {
  /** Whether the notification goes by push at all (a kind that goes by e-mail or SMS). */
  readonly push: boolean;
  readonly pushTitle: string;
  readonly pushBody: string;
  /** The notice's own link (pet care's "Book now"), else null: the recipient's page by role. */
  readonly pushUrl: string | null;
  /** Replaces an earlier push about the same thing on the phone (the same appointment and kind); null: the notification's id. */
  readonly pushTag: string | null;
};

/** A notification's push parts: the in-app title and body (already in the account's language), short. */
export function pushPartsOf(n: { kind: NotificationKind; appointmentId: string | null; title: string; body: string; link?: string | undefined }, push: boolean): PushParts {
  return {
    push,
    pushTitle: cut(n.title, PUSH_TITLE_MAX),
    pushBody: cut(n.body, PUSH_BODY_MAX),
    pushUrl: n.link ?? null,
    pushTag: n.appointmentId ? `${n.kind}:${n.appointmentId}` : null,
  };
}

/**
 * The CTE `pushed` of the notification's statement, after its CTE `made` (ADR 0033: one round trip): one push message per subscribed
 * browser of the account, when the notification goes by push and the account wants its category by push (its
 * choices, else PUSH_DEFAULTS). The payload is JSON {title, body, url, tag}. Inserting notifies PUSH_CHANNEL (read
 * with pushQueuedColumn, which makes the statement run it).
 */
export function pushedCte(
  p: { [K in keyof PushParts]: SQLWrapper } & { userId: SQLWrapper; category: SQLWrapper },
): SQL {
  const url = sql`coalesce(${p.pushUrl}::text, CASE (SELECT role FROM ${contacts} WHERE user_id = ${p.userId})
                                               WHEN 'doctor' THEN ${DOCTOR_PUSH_PATH} ELSE ${OWNER_PUSH_PATH} END)`;
  return sql`pushed AS (INSERT INTO ${pushMessages} (notification_id, user_id, subscription_id, payload)
                        SELECT made.id, s.user_id, s.id,
                               json_build_object('title', ${p.pushTitle}::text, 'body', ${p.pushBody}::text, 'url', ${url},
                                                 'tag', coalesce(${p.pushTag}::text, made.id::text))::text
                        FROM made, ${pushSubscriptions} AS s
                        WHERE ${p.push}::boolean AND s.user_id = ${p.userId}
                          AND ${wantsSql(pushPreferences, PUSH_DEFAULTS, p.userId, p.category)}
                        ON CONFLICT DO NOTHING RETURNING id)`;
}

/** The column that says whether push messages were queued (and notifies the push senders when so). */
export const pushQueuedColumn = sql`(SELECT count(*) FROM pushed, pg_notify(${sql.raw(`'${PUSH_CHANNEL}'`)}, '') AS woken)::int AS "pushed"`;
