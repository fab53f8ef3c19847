/**
 * An appointment's events (svc-booking): booked, cancelled, completed with its findings, rescheduled or in need of
 * rescheduling.
 */
import { z } from '@vetnow/contracts/zod';
import { CARD_BRANDS } from '../card.js';
import { CURRENCY, PAYMENT_METHODS } from '../constants.js';
import { minorUnitsSchema } from '../money.js';
import { id, instant } from './event-fields.js';

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
