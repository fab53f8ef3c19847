/**
 * The event catalogue (ARCHITECTURE.md "Events") with versioned payload schemas. Every event travels in the
 * envelope of event-envelope.ts; `EVENTS[type].version` is the version publishers put on it and the one
 * consumers parse. A breaking payload change gets a new version (and a new schema entry), never an edit.
 *
 * Ids: `doctorId` is the doctor's `_id` (= the doctor's account `sub`), `userId` the owner's account id,
 * `appointmentId` the appointment's record `_id` (not the human-readable reference).
 */
import { z } from '@vetnow/contracts/zod';
import { toMinorUnits } from '@vetnow/domain/money';
import {
  accountClaimLinkEventV1,
  accountSessionsEndedEventV1,
  accountSignInDelayedEventV1,
  sessionEndedEventV1,
  userContactEventV1,
  userEventV1,
} from './account.events.js';
import {
  appointmentBookedEventV1,
  appointmentBookedEventV2,
  appointmentCancelledEventV1,
  appointmentCompletedEventV1,
  appointmentFindingsSharedEventV1,
  appointmentNeedsReschedulingEventV1,
  appointmentRescheduledEventV1,
} from './appointment.events.js';
import {
  clinicClosureAddedEventV1,
  clinicClosureRemovedEventV1,
  doctorLeaveAddedEventV1,
  doctorLeaveRemovedEventV1,
  slotHeldEventV1,
  slotReleasedEventV1,
  waitlistOfferedEventV1,
} from './availability.events.js';
import {
  doctorDeletedEventV1,
  doctorSnapshotEventV1,
  doctorSnapshotEventV2,
  doctorStatusChangedEventV1,
} from './doctor.events.js';
import {
  paymentEventV1,
  paymentEventV2,
  paymentRefundedEventV1,
  paymentRefundedEventV2,
} from './payment.events.js';
import { petCareDueChangedEventV1 } from './pet.events.js';

// The payload schemas, by area (./events/).
export * from './account.events.js';
export * from './appointment.events.js';
export * from './availability.events.js';
export * from './doctor.events.js';
export * from './payment.events.js';
export * from './pet.events.js';

/**
 * An earlier version of an event type that consumers still accept: its schema, and how a payload of it becomes the
 * current version's input. Events written before an upgrade (in an outbox, or in the stream) are read after it.
 */
export interface EarlierEventVersion {
  schema: z.ZodType;
  upcast: (payload: never) => unknown;
}

function earlier<S extends z.ZodType>(
  schema: S,
  upcast: (payload: z.output<S>) => unknown,
): EarlierEventVersion {
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
const paymentFromV1 = earlier(paymentEventV1, ({ amount, ...rest }) => ({
  ...rest,
  amountMinor: toMinorUnits(amount),
}));
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
  'appointment.booked': {
    version: 2,
    schema: appointmentBookedEventV2,
    earlier: { 1: appointmentBookedFromV1 },
  },
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
} as const satisfies Record<
  string,
  { version: number; schema: z.ZodType; earlier?: Record<number, EarlierEventVersion> }
>;

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
export function parseEventPayload<T extends EventType>(
  type: T,
  payload: unknown,
  version?: number,
): EventPayload<T> {
  if (!isEventType(type)) throw new Error(`Unknown event type: ${String(type)}`);
  const entry: { version: number; schema: z.ZodType; earlier?: Record<number, EarlierEventVersion> } =
    EVENTS[type];
  if (version !== undefined && version !== entry.version) {
    const older = entry.earlier?.[version];
    if (!older)
      throw new Error(`Unsupported version ${version} of event ${type} (expected ${entry.version})`);
    return entry.schema.parse(older.upcast(older.schema.parse(payload) as never)) as EventPayload<T>;
  }
  return entry.schema.parse(payload) as EventPayload<T>;
}
