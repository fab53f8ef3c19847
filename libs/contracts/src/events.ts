/**
 * The event catalogue (ARCHITECTURE.md "Events") with versioned payload schemas. Every event travels in the
 * envelope of event-envelope.ts; `EVENTS[type].version` is the version publishers put on it and the one
 * consumers parse. A breaking payload change gets a new version (and a new schema entry), never an edit.
 *
 * Ids: `doctorId` is the doctor's `_id` (= the doctor's account `sub`), `userId` the owner's account id,
 * `appointmentId` the appointment's record `_id` (not the human-readable reference).
 */
import { z } from '@vetnow/contracts/zod';
import { CURRENCY, PAYMENT_METHODS } from './constants.js';
import { CARD_BRANDS } from './card.js';
import { doctorSchema } from './doctor.js';
import { minorUnitsSchema, toMinorUnits } from './money.js';

const id = z.string().min(1);
const instant = z.iso.datetime({ offset: true });

/** doctor.created / doctor.updated, version 1: the full public doctor (no password), its fee in LKR. */
export const doctorSnapshotEventV1 = doctorSchema;

/**
 * doctor.created / doctor.updated, version 2: the public doctor with its fee in minor units (`consultationFeeMinor`,
 * ADR 0054) instead of LKR. A version 1 event still parses (upcast below).
 */
export const doctorSnapshotEventV2 = doctorSchema.omit({ consultationFee: true }).extend({
  consultationFeeMinor: minorUnitsSchema,
});

/** doctor.status-changed. */
export const doctorStatusChangedEventV1 = z.object({ doctorId: id, isActive: z.boolean() });

/** doctor.deleted. */
export const doctorDeletedEventV1 = z.object({ doctorId: id });

/** The card that paid, as events carry it: never a full number or CVV (strict: other keys refused). */
export const eventCardSummaryV1 = z.strictObject({
  savedCardId: id.optional(),
  cardType: z.enum(CARD_BRANDS),
  lastFour: z.string().regex(/^\d{4}$/),
});

/** appointment.booked. */
export const appointmentBookedEventV1 = z.object({
  appointmentId: id,
  /** Human-readable reference (the entity's `appointmentId`). */
  reference: z.string(),
  doctorId: id,
  userId: id,
  appointmentDate: z.string(),
  timeSlot: z.string(),
  startsAt: instant,
  endsAt: instant,
  pet: z.object({ name: z.string(), type: z.string(), breed: z.string(), age: z.number().optional() }),
  reason: z.string().optional(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentData: eventCardSummaryV1.optional(),
  consultationFee: z.number().min(0),
  currency: z.literal(CURRENCY).default(CURRENCY),
});

/** appointment.booked, version 2: the fee snapshotted on the appointment in minor units (ADR 0054). */
export const appointmentBookedEventV2 = appointmentBookedEventV1.omit({ consultationFee: true }).extend({
  consultationFeeMinor: minorUnitsSchema,
  /** Issue 39 phase B: the front desk booked it for a caller (events written before parse as the owner's). */
  bookedBy: z.enum(['owner', 'desk']).default('owner'),
  /** The desk asked for a payment link: svc-notify sends the owner an SMS (and e-mail, in-app) to pay by card in the app. */
  paymentLink: z.boolean().default(false),
});

/**
 * appointment.cancelled (frees the slot). `by`: who cancelled — today only the owner can (events written before the
 * field existed parse as the owner's, which they were).
 */
export const appointmentCancelledEventV1 = z.object({
  appointmentId: id,
  doctorId: id,
  userId: id,
  startsAt: instant,
  endsAt: instant,
  by: z.enum(['owner', 'admin']).default('owner'),
});

/** appointment.completed (ids only: the findings travel on the private appointment.findings-shared). */
export const appointmentCompletedEventV1 = z.object({ appointmentId: id, doctorId: id, userId: id });

/**
 * appointment.findings-shared: what the doctor recorded for the owner when completing a visit (the owner sees it in
 * My Appointments; never the doctor's private notes). A PRIVATE type (event-envelope.ts, ADR 0029): health details
 * for svc-notify alone, published by svc-booking in the completion's transaction, beside appointment.completed.
 */
export const appointmentFindingsSharedEventV1 = z.object({
  appointmentId: id,
  reference: z.string(),
  doctorId: id,
  userId: id,
  diagnosis: z.string().optional(),
  recommendations: z.array(z.string()),
  notes: z.string().optional(),
});

/**
 * pet.care-due-changed (issue 38): a pet's whole list of due care items as of now — after a visit recorded care, the
 * pet was renamed, archived or brought back. The list replaces the previous one (a later event wins by occurredAt);
 * an archived pet has none. A PRIVATE type (health details, svc-notify alone): the reminders come from it.
 */
export const petCareDueChangedEventV1 = z.object({
  petId: id,
  userId: id,
  petName: z.string(),
  species: z.string(),
  /** The doctor of the pet's latest completed visit ("Book now" chooses them); null before any. */
  lastDoctorId: id.nullable(),
  items: z.array(z.object({ key: z.string(), kind: z.enum(['vaccination', 'deworming', 'tick-flea']), name: z.string(), dueOn: z.string() })),
});

/** The slot an appointment occupies, as rescheduling events carry it (clinic date + slot label, and its instants). */
export const eventSlotV1 = z.object({
  appointmentDate: z.string(),
  timeSlot: z.string(),
  startsAt: instant,
  endsAt: instant,
});

/**
 * appointment.rescheduled: the appointment moved to another slot of the same doctor (the old one is free, the new
 * one taken, in one transaction). `previous` is where it was; `by` who moved it.
 */
export const appointmentRescheduledEventV1 = eventSlotV1.extend({
  appointmentId: id,
  reference: z.string(),
  doctorId: id,
  userId: id,
  previous: eventSlotV1,
  by: z.enum(['owner', 'admin']),
});

/**
 * appointment.needs-rescheduling: a clinic closure or the doctor's leave now covers the appointment's time; it keeps
 * its slot and payment until the owner picks a new slot (or cancels). `reason` is the closure's or leave's, for the owner.
 */
export const appointmentNeedsReschedulingEventV1 = z.object({
  appointmentId: id,
  reference: z.string(),
  doctorId: id,
  userId: id,
  startsAt: instant,
  endsAt: instant,
  reason: z.string(),
});

/**
 * slot.held: an owner chose a slot in the wizard; it shows as unavailable to others until `expiresAt` (or slot.released).
 * One live hold per owner: a new hold of the same owner replaces the previous (`holdId` changes, the old one is released).
 */
export const slotHeldEventV1 = z.object({
  holdId: id,
  doctorId: id,
  userId: id,
  startsAt: instant,
  endsAt: instant,
  expiresAt: instant,
});

/** slot.released: a hold ended before it expired (booked, another slot chosen, the wizard left). */
export const slotReleasedEventV1 = z.object({ holdId: id, doctorId: id });

/**
 * clinic.closure-added: time the clinic does not take appointments — a closure the admin set (whole day or part of
 * it) or a public holiday the clinic closes on (policy and per-day overrides applied by svc-clinic). `closureId` is
 * stable for that closure (`holiday:<date>` for a holiday closure), so a repeated event changes nothing.
 */
export const clinicClosureAddedEventV1 = z.object({
  closureId: id,
  kind: z.enum(['closure', 'public-holiday']),
  date: z.string(),
  startsAt: instant,
  endsAt: instant,
  /** For people, e.g. "Il Full Moon Poya Day — clinic closed". */
  reason: z.string(),
});

/** clinic.closure-removed: that closed time is open again. */
export const clinicClosureRemovedEventV1 = z.object({ closureId: id });

/** doctor.leave-added: the doctor takes no appointments in [startsAt, endsAt). */
export const doctorLeaveAddedEventV1 = z.object({
  leaveId: id,
  doctorId: id,
  startsAt: instant,
  endsAt: instant,
  /** For people; "Doctor on leave" when none was given. */
  reason: z.string(),
});

/** doctor.leave-removed. */
export const doctorLeaveRemovedEventV1 = z.object({ leaveId: id, doctorId: id });

/** payment.completed / payment.failed. `reason` says why a payment failed. */
export const paymentEventV1 = z.object({
  appointmentId: id,
  paymentId: id.optional(),
  amount: z.number().min(0),
  currency: z.literal(CURRENCY),
  reason: z.string().optional(),
});

/** payment.completed / payment.failed, version 2: `amountMinor` in minor units instead of `amount` in LKR (ADR 0054). */
export const paymentEventV2 = paymentEventV1.omit({ amount: true }).extend({ amountMinor: minorUnitsSchema });

/**
 * payment.refunded: money went back to the owner's card (issue 35 §4): a cancellation REFUND_CUTOFF_HOURS or more
 * before the visit, any cancellation by the clinic, or the admin by hand (fully or partly). `amount` is what this
 * refund returned (LKR); `totalRefunded` all refunds of the payment so far.
 */
export const paymentRefundedEventV1 = z.object({
  appointmentId: id,
  paymentId: id,
  amount: z.number().positive(),
  totalRefunded: z.number().positive(),
  currency: z.literal(CURRENCY),
  reason: z.string(),
});

/** payment.refunded, version 2: both amounts in minor units (ADR 0054). */
export const paymentRefundedEventV2 = paymentRefundedEventV1.omit({ amount: true, totalRefunded: true }).extend({
  amountMinor: minorUnitsSchema.positive(),
  totalRefundedMinor: minorUnitsSchema.positive(),
});

/**
 * user.registered / user.profile-updated: what other services show about an owner (svc-booking: name and contact
 * number on the doctor's view). Nothing more: no e-mail or username, which no consumer reads (ADR 0010). Events
 * written before that still parse (the extra keys are dropped).
 */
export const userEventV1 = z.object({
  userId: id,
  fullName: z.string(),
  contactNumber: z.string(),
});

/**
 * user.contact-changed: how to reach an account (owner, doctor or admin) and the language it reads — for svc-notify
 * alone. A PRIVATE type (event-envelope.ts): it travels on `<prefix>-private.user.contact-changed`, which only
 * svc-notify's NATS user and durable read (ADR 0029), so the e-mails ADR 0010 took off the shared tree stay off it.
 * Published by svc-auth on registration, a change of name, language or contact number, and once per account at
 * svc-auth's start while an account has never been published (or was published without `phone`, before SMS).
 */
export const userContactEventV1 = z.object({
  userId: id,
  role: z.enum(['user', 'doctor', 'admin', 'staff']),
  email: z.string(),
  fullName: z.string(),
  language: z.enum(['en', 'si', 'ta']).default('en'),
  /**
   * The account's contact number in E.164 (`+94771234567`), for SMS (ADR 0031). Absent when the account has none
   * that is a Sri Lankan number (older free text), and in events published before the SMS channel.
   */
  phone: z.string().regex(/^\+[1-9]\d{7,14}$/).optional(),
});

/**
 * account.sessions-ended: every token of the account issued before `validAfter` is refused by every service
 * (a password change or an admin reset in svc-auth; ADR 0012). Only ids and a time: nothing personal.
 */
export const accountSessionsEndedEventV1 = z.object({ accountId: id, validAfter: instant });

/**
 * session.ended: Sign Out (or a refresh token's reuse) ended one session in svc-auth; every service refuses the
 * access tokens carrying `sid = sessionId` until `until` (when the last of them expires). Only ids and a time.
 */
export const sessionEndedEventV1 = z.object({ sessionId: id, until: instant });

/**
 * account.sign-in-delayed: the account's failed sign-ins, from any addresses, reached the per-account cap
 * (LOGIN_MAX_FAILURES_PER_ACCOUNT) and its sign-ins are now delayed with growing pauses — never locked (ADR 0046).
 * Published once per failure streak, when the cap is first reached; svc-notify tells the account's owner "someone
 * tried to sign in". Ids, a count and a time only (svc-notify addresses the e-mail from its contacts read model),
 * yet a PRIVATE type (event-envelope.ts, ADR 0029): that an account is under attack is for svc-notify alone.
 */
export const accountSignInDelayedEventV1 = z.object({
  accountId: id,
  /** The failed sign-ins counted in the streak when the cap was reached. */
  failures: z.number().int().positive(),
  /** When the first delay ends (later failures make the next ones longer). */
  delayedUntil: instant,
});

/**
 * account.claim-link (issue 39 phase B, ADR 0061): the front desk created an owner account for a caller (or asked
 * for a new link); svc-notify sends the SMS with `${PUBLIC_URL}/claim?token=…`. It carries the token itself, so it is
 * a PRIVATE type (event-envelope.ts, ADR 0029): only svc-notify's NATS user reads it. svc-auth keeps only the token's
 * SHA-256. The phone, name and language travel with it, so the SMS never waits for user.contact-changed.
 */
export const accountClaimLinkEventV1 = z.object({
  accountId: id,
  fullName: z.string(),
  /** E.164. */
  phone: z.string(),
  language: z.enum(['en', 'si', 'ta']).default('en'),
  token: z.string().min(20),
  expiresAt: instant,
});

/**
 * waitlist.offered (issue 39 phase B): a freed slot is held for the first waiting owner until `expiresAt`; svc-notify
 * tells them by SMS, e-mail and in-app, linking to the booking of that slot.
 */
export const waitlistOfferedEventV1 = z.object({
  entryId: id,
  userId: id,
  doctorId: id,
  doctorName: z.string(),
  appointmentDate: z.string(),
  timeSlot: z.string(),
  startsAt: instant,
  expiresAt: instant,
});

/**
 * An earlier version of an event type that consumers still accept: its schema, and how a payload of it becomes the
 * current version's input. Events written before an upgrade (in an outbox, or in the stream) are read after it.
 */
export interface EarlierEventVersion {
  schema: z.ZodType;
  upcast: (payload: never) => unknown;
}

function earlier<S extends z.ZodType>(schema: S, upcast: (payload: z.output<S>) => unknown): EarlierEventVersion {
  return { schema, upcast: upcast as (payload: never) => unknown };
}

const doctorSnapshotFromV1 = earlier(doctorSnapshotEventV1, ({ consultationFee, ...rest }) => ({
  ...rest,
  consultationFeeMinor: toMinorUnits(consultationFee),
}));
const appointmentBookedFromV1 = earlier(appointmentBookedEventV1, ({ consultationFee, ...rest }) => ({
  ...rest,
  consultationFeeMinor: toMinorUnits(consultationFee),
}));
const paymentFromV1 = earlier(paymentEventV1, ({ amount, ...rest }) => ({ ...rest, amountMinor: toMinorUnits(amount) }));
const paymentRefundedFromV1 = earlier(paymentRefundedEventV1, ({ amount, totalRefunded, ...rest }) => ({
  ...rest,
  amountMinor: toMinorUnits(amount),
  totalRefundedMinor: toMinorUnits(totalRefunded),
}));

export const EVENTS = {
  'doctor.created': { version: 2, schema: doctorSnapshotEventV2, earlier: { 1: doctorSnapshotFromV1 } },
  'doctor.updated': { version: 2, schema: doctorSnapshotEventV2, earlier: { 1: doctorSnapshotFromV1 } },
  'doctor.status-changed': { version: 1, schema: doctorStatusChangedEventV1 },
  'doctor.deleted': { version: 1, schema: doctorDeletedEventV1 },
  'appointment.booked': { version: 2, schema: appointmentBookedEventV2, earlier: { 1: appointmentBookedFromV1 } },
  'appointment.cancelled': { version: 1, schema: appointmentCancelledEventV1 },
  'appointment.completed': { version: 1, schema: appointmentCompletedEventV1 },
  'appointment.findings-shared': { version: 1, schema: appointmentFindingsSharedEventV1 },
  'pet.care-due-changed': { version: 1, schema: petCareDueChangedEventV1 },
  'appointment.rescheduled': { version: 1, schema: appointmentRescheduledEventV1 },
  'appointment.needs-rescheduling': { version: 1, schema: appointmentNeedsReschedulingEventV1 },
  'slot.held': { version: 1, schema: slotHeldEventV1 },
  'slot.released': { version: 1, schema: slotReleasedEventV1 },
  'clinic.closure-added': { version: 1, schema: clinicClosureAddedEventV1 },
  'clinic.closure-removed': { version: 1, schema: clinicClosureRemovedEventV1 },
  'doctor.leave-added': { version: 1, schema: doctorLeaveAddedEventV1 },
  'doctor.leave-removed': { version: 1, schema: doctorLeaveRemovedEventV1 },
  'payment.completed': { version: 2, schema: paymentEventV2, earlier: { 1: paymentFromV1 } },
  'payment.failed': { version: 2, schema: paymentEventV2, earlier: { 1: paymentFromV1 } },
  'payment.refunded': { version: 2, schema: paymentRefundedEventV2, earlier: { 1: paymentRefundedFromV1 } },
  'user.registered': { version: 1, schema: userEventV1 },
  'user.profile-updated': { version: 1, schema: userEventV1 },
  'account.sessions-ended': { version: 1, schema: accountSessionsEndedEventV1 },
  'session.ended': { version: 1, schema: sessionEndedEventV1 },
  'user.contact-changed': { version: 1, schema: userContactEventV1 },
  'account.sign-in-delayed': { version: 1, schema: accountSignInDelayedEventV1 },
  'account.claim-link': { version: 1, schema: accountClaimLinkEventV1 },
  'waitlist.offered': { version: 1, schema: waitlistOfferedEventV1 },
} as const satisfies Record<string, { version: number; schema: z.ZodType; earlier?: Record<number, EarlierEventVersion> }>;

export type EventType = keyof typeof EVENTS;
export const EVENT_TYPES = Object.keys(EVENTS) as EventType[];
/** Payload of an event type, as parsed (output). */
export type EventPayload<T extends EventType> = z.output<(typeof EVENTS)[T]['schema']>;
/** Payload of an event type, as a publisher may write it (input: defaults may be left out). */
export type EventPayloadInput<T extends EventType> = z.input<(typeof EVENTS)[T]['schema']>;

export function isEventType(type: string): type is EventType {
  return Object.prototype.hasOwnProperty.call(EVENTS, type);
}

/**
 * Validates a payload for its type (and version, when given: an earlier version the type still accepts is upcast to
 * the current one, so a consumer always sees the current shape). Throws a ZodError for a bad payload and an
 * Error for an unknown type or version, so a consumer can park the message instead of acting on it.
 */
export function parseEventPayload<T extends EventType>(type: T, payload: unknown, version?: number): EventPayload<T> {
  if (!isEventType(type)) throw new Error(`Unknown event type: ${String(type)}`);
  const entry: { version: number; schema: z.ZodType; earlier?: Record<number, EarlierEventVersion> } = EVENTS[type];
  if (version !== undefined && version !== entry.version) {
    const older = entry.earlier?.[version];
    if (!older) throw new Error(`Unsupported version ${version} of event ${type} (expected ${entry.version})`);
    return entry.schema.parse(older.upcast(older.schema.parse(payload) as never)) as EventPayload<T>;
  }
  return entry.schema.parse(payload) as EventPayload<T>;
}
