/**
 * The events that change which slots can be booked: slot holds, clinic closures, doctors' leave, and a freed slot
 * offered to the waitlist.
 */
import { z } from '@vetnow/contracts/zod';
import { id, instant } from './event-fields.js';

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
