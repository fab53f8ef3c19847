/**
 * The appointment rules of spec §4 as pure functions, with no runtime dependency (no zod): frontends that only
 * derive views (dashboards, lists) import this module and not the schemas. The contracts' `appointment.ts`
 * re-exports them. They take the few fields they read, so any appointment shape (the contracts' `Appointment`, a
 * service's row) fits without this lib knowing the wire format.
 */

/** An appointment's status and start (`startsAt`: an ISO date-time). */
interface Timed {
  readonly status: string;
  readonly startsAt: string;
}

/** Upcoming: scheduled or needs-rescheduling (it still holds its slot), and starting after now. */
export function isUpcoming(a: Timed, now: Date = new Date()): boolean {
  return (a.status === 'scheduled' || a.status === 'needs-rescheduling') && Date.parse(a.startsAt) > now.getTime();
}

/** Past (My Appointments filter): a past date or completed. */
export function isPast(a: Timed, now: Date = new Date()): boolean {
  return a.status === 'completed' || Date.parse(a.startsAt) <= now.getTime();
}

/** The owner may cancel only an upcoming appointment (scheduled or needs-rescheduling, in the future). */
export function canCancel(a: Timed, now: Date = new Date()): boolean {
  return isUpcoming(a, now);
}

/**
 * The owner may reschedule an upcoming appointment until CANCELLATION_NOTICE_HOURS before the visit; a
 * needs-rescheduling one at any time (docs/appointment-states.md). The server is the authority.
 */
export function canReschedule(a: Timed, now: Date = new Date(), noticeHours = 24): boolean {
  if (!isUpcoming(a, now)) return false;
  return a.status === 'needs-rescheduling' || Date.parse(a.startsAt) - now.getTime() >= noticeHours * 3_600_000;
}

/** The reference shown on cards: appointmentId, or the last 8 characters of the record id. */
export function displayAppointmentId(a: { readonly _id: string; readonly appointmentId?: string | null }): string {
  return a.appointmentId || a._id.slice(-8);
}
