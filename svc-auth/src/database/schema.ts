import { sql } from 'drizzle-orm';
import type { EventPayload } from '@vetnow/contracts/events';

/** A pet remembered on the owner (spec §3: name, type, breed, age), as appointment.booked carries it. */
export type StoredPet = EventPayload<'appointment.booked'>['pet'];

/** A doctor as doctor.created / doctor.updated carry it: the public doctor, its fee in minor units (ADR 0054). */
export type DoctorSnapshot = EventPayload<'doctor.created'>;
import { boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per account: owners (role user), doctors (role doctor; id = the doctor's `_id` in svc-clinic),
 * admins, and the front desk (role staff, issue 39 / migration 0007: created by the admin, no username, signs in by
 * e-mail). Emails are stored lower-cased and are unique per role (a login names its role); a staff account is created
 * only with an e-mail no account has. Usernames are unique case-insensitively across all accounts.
 *
 * Doctors: svc-clinic owns their profile. `clinic_synced_at` is the `occurredAt` of the last doctor snapshot (created/updated)
 * applied here; a doctor can sign in only once it is set (doctor.created has arrived) and `is_active`.
 * `clinic_status_at` orders doctor.status-changed against the snapshots.
 * `password_hash` is null until the admin's credentials call has arrived. `doctor_profile` is the copy of
 * the public doctor that the login answer returns, kept as the event carries it: the fee in minor units (migration
 * 0006), converted to the API's LKR when answered.
 *
 * Callers (issue 39 phase B, migration 0008): the front desk creates an owner from a name and a mobile number, with
 * no e-mail and no password. Such an account (role user, `password_hash` null) is unclaimed: it cannot sign in until
 * the owner claims it through a claim link (`claim_links`), choosing an e-mail and a password. NULL e-mails never
 * collide in the unique (role, email) index.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: text('role', { enum: ['user', 'doctor', 'admin', 'staff'] }).notNull(),
    username: text('username'),
    /** Null only for an owner the front desk created who has not claimed the account yet (migration 0008). */
    email: text('email'),
    passwordHash: text('password_hash'),
    fullName: text('full_name').notNull().default(''),
    contactNumber: text('contact_number').notNull().default(''),
    street: text('street').notNull().default(''),
    city: text('city').notNull().default(''),
    location: text('location').notNull().default('Battaramulla'),
    pets: jsonb('pets').$type<StoredPet[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    /** The language the account reads VetNow in (issue 13): the site switches to it on sign-in. */
    language: text('language', { enum: ['en', 'si', 'ta'] }).notNull().default('en'),
    /** Doctors: the public doctor as svc-clinic last published it (doctor.created / doctor.updated). */
    doctorProfile: jsonb('doctor_profile').$type<DoctorSnapshot>(),
    clinicSyncedAt: timestamp('clinic_synced_at', { withTimezone: true, mode: 'date' }),
    /** Doctors: `occurredAt` of the last doctor.status-changed applied (orders status against snapshots). */
    clinicStatusAt: timestamp('clinic_status_at', { withTimezone: true, mode: 'date' }),
    /**
     * The contact facts (role, e-mail, name, language, phone) last published to svc-notify as user.contact-changed
     * (ADR 0029, 0031), as JSON; null until published, no `phone` key when published before SMS (the boot
     * backfill publishes both).
     */
    contactPublished: text('contact_published'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('accounts_role_email_key').on(t.role, t.email),
    check('accounts_role_check', sql`${t.role} IN ('user', 'doctor', 'admin', 'staff')`),
    check('accounts_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('accounts_language_check', sql`${t.language} IN ('en', 'si', 'ta')`),
  ],
);

export type AccountRow = typeof accounts.$inferSelect;
export type NewAccountRow = typeof accounts.$inferInsert;

/**
 * Refresh tokens (ADR 0012): only the SHA-256 of each token is stored. A sign-in starts a family; every
 * refresh marks the presented token `rotated_at` and adds its successor to the family. Presenting a token
 * that was already rotated (a copy was stolen, or replayed) revokes the whole family. Sign-out revokes the
 * family; a password change or an admin reset revokes every family of the account.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /**
     * Once rotated: the successor token, sealed with a key derived from THIS token (AES-256-GCM), so that only a
     * holder of this token can read it, and only during the reuse grace period (ADR 0039). Never the plain token.
     */
    successorSealed: text('successor_sealed'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_account_idx').on(t.accountId),
  ],
);

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/**
 * Claim links (issue 39 phase B): the single-use links the front desk's SMS carries to let an owner it created
 * choose an e-mail and a password. Only the SHA-256 (hex) of each token is stored. A new link for an account marks
 * the earlier unused ones used (replaced); a claim marks its link used, under `SELECT … FOR UPDATE`.
 */
export const claimLinks = pgTable(
  'claim_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('claim_links_token_hash_key').on(t.tokenHash), index('claim_links_account_idx').on(t.accountId)],
);

export type ClaimLinkRow = typeof claimLinks.$inferSelect;
