/**
 * The waitlist (issue 39, phase B; ADR 0061): an owner — or the desk for a caller — waits for a doctor's day, or for
 * any doctor that day, when nothing is free. When a slot frees, the first waiting owner it suits gets a hold on it for
 * WAITLIST_HOLD_MINUTES (10) and a notice (SMS, e-mail, in-app) linking to the booking; a hold not taken passes to
 * the next. One hold per freed slot, whatever the number of service copies. Public entry: `@vetnow/contracts/waitlist`.
 */
import { z } from '@vetnow/contracts/zod';
import { vc } from './validation/codes.js';
import { clinicTomorrow, isValidIsoDate } from '@vetnow/domain/clinic-time';
import { emptyToUndefined, idSchema, isoDateTimeSchema } from './common.js';

export const DEFAULT_WAITLIST_HOLD_MINUTES = 10;


/**
 * - `waiting`: in the list;
 * - `offered`: a slot is held for the owner until `offer.expiresAt`;
 * - `booked`: the owner booked that day (the offered slot or another);
 * - `lapsed`: an offer ran out untaken (the owner may join again);
 * - `left`: the owner (or the desk) took them off.
 */
export const WAITLIST_STATES = ['waiting', 'offered', 'booked', 'lapsed', 'left'] as const;
export type WaitlistState = (typeof WAITLIST_STATES)[number];

/** The slot held for an owner who was next in the list. */
export const waitlistOfferSchema = z.object({
  doctor: z.object({ _id: z.string(), fullName: z.string() }),
  appointmentDate: z.string(),
  /** `09:30 AM`, as the slots and the booking name it. */
  timeSlot: z.string(),
  expiresAt: isoDateTimeSchema,
});
export type WaitlistOffer = z.infer<typeof waitlistOfferSchema>;

export const waitlistEntrySchema = z.object({
  _id: z.string(),
  /** The doctor waited for, or null for any doctor that day. */
  doctor: z.object({ _id: z.string(), fullName: z.string() }).nullable(),
  /** Clinic date, YYYY-MM-DD. */
  date: z.string(),
  status: z.enum(WAITLIST_STATES),
  /** 1 for the next to be offered a slot that suits them; null unless waiting. */
  place: z.number().int().positive().nullable(),
  /** The slot held for the owner while `offered`. */
  offer: waitlistOfferSchema.nullable(),
  /** Added by the desk for a caller (the desk's name is not shown). */
  addedByDesk: z.boolean(),
  createdAt: isoDateTimeSchema,
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;
export const waitlistEntriesSchema = z.array(waitlistEntrySchema);

/** A waitlist entry as the desk sees it: with the owner's name and number. */
export const deskWaitlistEntrySchema = waitlistEntrySchema.extend({
  owner: z.object({ _id: z.string(), fullName: z.string(), contactNumber: z.string() }),
});
export type DeskWaitlistEntry = z.infer<typeof deskWaitlistEntrySchema>;
export const deskWaitlistEntriesSchema = z.array(deskWaitlistEntrySchema);

/** A day from tomorrow (clinic time); the service also applies the booking horizon. */
function waitlistDateSchema(now: () => Date) {
  return z.string({ error: vc('waitlist.dateRequired') }).superRefine((d, ctx) => {
    if (d === '') ctx.addIssue({ code: 'custom', message: vc('waitlist.dateRequired') });
    else if (!isValidIsoDate(d)) ctx.addIssue({ code: 'custom', message: vc('waitlist.dateInvalid') });
    else if (d < clinicTomorrow(now())) ctx.addIssue({ code: 'custom', message: vc('waitlist.dateTooEarly') });
  });
}

/** POST /waitlist: wait for this doctor's day, or (`doctorId` null or absent) for any doctor that day. */
export function joinWaitlistRequestSchema(now: () => Date = () => new Date()) {
  return z.object({
    doctorId: z.preprocess(emptyToUndefined, idSchema.nullable().default(null)),
    date: waitlistDateSchema(now),
  });
}
export type JoinWaitlistRequest = z.input<ReturnType<typeof joinWaitlistRequestSchema>>;

/** POST /desk/waitlist: the same, for a caller the desk found or created. */
export function deskJoinWaitlistRequestSchema(now: () => Date = () => new Date()) {
  return joinWaitlistRequestSchema(now).extend({ ownerId: idSchema });
}
export type DeskJoinWaitlistRequest = z.input<ReturnType<typeof deskJoinWaitlistRequestSchema>>;

/** GET /desk/waitlist?date=: the entries of a day (every state), in list order. */
export const deskWaitlistQuerySchema = z.object({
  date: z.preprocess(emptyToUndefined, z.string().refine(isValidIsoDate, vc('waitlist.dateInvalid')).optional()),
});
