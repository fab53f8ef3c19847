/**
 * The clinic's calendar (issue 11, ADR 0020): public holidays and the holiday policy, per-day overrides, clinic
 * closures, doctor leave, and the public view of closed time. Dates are clinic (Asia/Colombo) calendar dates
 * `YYYY-MM-DD`, times clinic wall-clock `HH:MM`; a whole-day entry has no times.
 */
import { z } from '@vetnow/contracts/zod';
import { vc } from './validation/codes.js';
import { isValidIsoDate, parseTime24 } from '@vetnow/domain/clinic-time';
import { CALENDAR_MAX_RANGE_DAYS, HOLIDAY_NAME_MAX_LENGTH, REASON_MAX_LENGTH } from './calendar-limits.js';
import { emptyToUndefined, isoDateSchema, time24Schema } from './common.js';

export { CALENDAR_MAX_RANGE_DAYS, HOLIDAY_NAME_MAX_LENGTH, REASON_MAX_LENGTH };
/** How a public holiday is known: gazetted (official), provisional (an estimate) or confirmed by the admin. */
export const HOLIDAY_STATUSES = ['gazetted', 'provisional', 'confirmed'] as const;
export type HolidayStatus = (typeof HOLIDAY_STATUSES)[number];
/** Reason of leave given without one (also the events' default). */
export const DEFAULT_LEAVE_REASON = 'Doctor on leave';

/** The text the wizard shows for a closed day, e.g. "Il Full Moon Poya Day — clinic closed". */
export function closedReason(reason: string): string {
  return `${reason} — clinic closed`;
}

const date = () => isoDateSchema(vc('calendar.dateInvalid'));
const optionalTime = () => z.preprocess(emptyToUndefined, time24Schema(vc('calendar.timeInvalid')).optional());
const uuid = z.string().trim().toLowerCase().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'Invalid ID');

/** Days from `from` to `to` (both included); 1 for the same day. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

type TimeWindow = { startTime?: string | undefined; endTime?: string | undefined };

/** Both times or neither; the end after the start. Issues name the catalogue code of the rule. */
function checkTimeWindow(v: TimeWindow, ctx: z.RefinementCtx): void {
  if ((v.startTime === undefined) !== (v.endTime === undefined)) {
    ctx.addIssue({ code: 'custom', message: vc('calendar.bothTimesOrNone'), path: [v.startTime === undefined ? 'startTime' : 'endTime'] });
    return;
  }
  if (v.startTime === undefined || v.endTime === undefined) return;
  const start = parseTime24(v.startTime);
  const end = parseTime24(v.endTime);
  if (start !== undefined && end !== undefined && end <= start) {
    ctx.addIssue({ code: 'custom', message: vc('calendar.endTimeAfterStart'), path: ['endTime'], params: { code: 'CLINIC_END_BEFORE_START' } });
  }
}

/** `to` not before `from`, and at most {@link CALENDAR_MAX_RANGE_DAYS} days. */
function checkDateRange(fromKey: string, toKey: string, maxDays?: number) {
  return (v: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    const from = v[fromKey];
    const to = v[toKey];
    if (!isValidIsoDate(from) || !isValidIsoDate(to)) return;
    if (to < from) {
      ctx.addIssue({ code: 'custom', message: vc('calendar.rangeReversed'), path: [toKey], params: { code: 'CLINIC_RANGE_REVERSED' } });
    } else if (maxDays !== undefined && daysInRange(from, to) > maxDays) {
      ctx.addIssue({ code: 'custom', message: vc('calendar.rangeTooLong'), path: [toKey], params: { code: 'CLINIC_RANGE_TOO_LONG' } });
    }
  };
}

const reasonSchema = z
  .string({ error: vc('calendar.reasonRequired') })
  .trim()
  .min(1, vc('calendar.reasonRequired'))
  .max(REASON_MAX_LENGTH, vc('calendar.reasonTooLong'));
const optionalReason = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().max(REASON_MAX_LENGTH, vc('calendar.reasonTooLong')).optional(),
);
const holidayName = z
  .string({ error: vc('calendar.nameRequired') })
  .trim()
  .min(1, vc('calendar.nameRequired'))
  .max(HOLIDAY_NAME_MAX_LENGTH, vc('calendar.nameTooLong'));

// ---- Public calendar ----------------------------------------------------------------------------------------

/** GET /clinic/calendar?from&to[&doctorId]: at most 92 days, `to` not before `from`. */
export const calendarQuerySchema = z
  .object({
    from: date(),
    to: date(),
    doctorId: z.preprocess(emptyToUndefined, z.string().trim().toLowerCase().optional()),
  })
  .superRefine(checkDateRange('from', 'to', CALENDAR_MAX_RANGE_DAYS));
export type CalendarQuery = z.output<typeof calendarQuerySchema>;

/** One piece of closed time on a day. Times are null for the whole day. */
export const calendarEntrySchema = z.object({
  kind: z.enum(['public-holiday', 'closure', 'leave']),
  /** `holiday:<date>`, a closure's id or a leave's id (the ids the events carry). */
  id: z.string(),
  doctorId: z.string().optional(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  /** For people: the holiday's names, the closure's or the leave's reason. */
  reason: z.string(),
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

/**
 * A day with closed time. `closed`: nothing can be booked that day (the clinic closed all day, or — with
 * `doctorId` — that doctor on leave all day); `label` is the text for people, e.g.
 * "Il Full Moon Poya Day — clinic closed" or "Doctor on leave".
 */
export const calendarDaySchema = z.object({
  date: z.string(),
  closed: z.boolean(),
  label: z.string(),
  entries: z.array(calendarEntrySchema),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

/** Only the days that have closed time, by date. */
export const calendarSchema = z.object({ from: z.string(), to: z.string(), days: z.array(calendarDaySchema) });
export type Calendar = z.infer<typeof calendarSchema>;

// ---- Public holidays, policy, overrides ---------------------------------------------------------------------

/** The override of one date: the clinic open (`open: true`) or closed on that holiday, whatever the policy says. */
export const dayOverrideSchema = z.object({ date: z.string(), open: z.boolean(), reason: z.string().nullable() });
export type DayOverride = z.infer<typeof dayOverrideSchema>;

/** A public holiday. `closed`: the clinic is closed that day because of it (policy and override applied). */
export const publicHolidaySchema = z.object({
  id: z.string(),
  date: z.string(),
  name: z.string(),
  status: z.enum(HOLIDAY_STATUSES),
  /** `seed`: from the shipped holiday list; `admin`: added by the admin. */
  source: z.enum(['seed', 'admin']),
  /** The date the list gave, when the admin moved it. */
  originalDate: z.string().nullable(),
  closed: z.boolean(),
});
export type PublicHoliday = z.infer<typeof publicHolidaySchema>;
export const publicHolidaysSchema = z.array(publicHolidaySchema);

/** GET /admin/calendar/holidays?year (default: this year in clinic time). */
export const holidaysQuerySchema = z.object({
  year: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v),
    z.number({ error: vc('calendar.yearInvalid') }).int(vc('calendar.yearInvalid')).min(2000, vc('calendar.yearInvalid')).max(2100, vc('calendar.yearInvalid')).optional(),
  ),
});
export type HolidaysQuery = z.output<typeof holidaysQuerySchema>;

/** POST /admin/calendar/holidays: a holiday the list lacks (status confirmed). */
export const holidayCreateSchema = z.object({ date: date(), name: holidayName });
export type HolidayCreateRequest = z.input<typeof holidayCreateSchema>;

/** PUT /admin/calendar/holidays/:id: rename, move (`date`) and/or confirm a provisional day. */
export const holidayUpdateSchema = z
  .object({ date: date().optional(), name: holidayName.optional(), confirmed: z.literal(true).optional() })
  .refine((v) => v.date !== undefined || v.name !== undefined || v.confirmed !== undefined, { message: vc('calendar.holidayUpdateEmpty') });
export type HolidayUpdateRequest = z.input<typeof holidayUpdateSchema>;

export const holidayIdParamSchema = z.object({ id: uuid });

/** The holiday policy and every per-day override. */
export const holidayPolicySchema = z.object({
  /** true (the default): no appointments on public holidays unless a day is overridden open. */
  closedOnPublicHolidays: z.boolean(),
  overrides: z.array(dayOverrideSchema),
});
export type HolidayPolicy = z.infer<typeof holidayPolicySchema>;

/** PUT /admin/calendar/policy. */
export const holidayPolicyUpdateSchema = z.object({ closedOnPublicHolidays: z.boolean({ error: 'closedOnPublicHolidays must be true or false' }) });
export type HolidayPolicyUpdateRequest = z.input<typeof holidayPolicyUpdateSchema>;

export const overrideDateParamSchema = z.object({ date: date() });

/** PUT /admin/calendar/overrides: the date (a public holiday, today or later) open or closed whatever the policy. */
export const dayOverrideUpdateSchema = z.object({
  date: date(),
  open: z.boolean({ error: 'open must be true or false' }),
  reason: optionalReason,
});
export type DayOverrideUpdateRequest = z.input<typeof dayOverrideUpdateSchema>;

// ---- Closures -----------------------------------------------------------------------------------------------

/** A closure the admin set: a whole date (no times) or part of it. */
export const closureSchema = z.object({
  id: z.string(),
  date: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  reason: z.string(),
  createdAt: z.string(),
});
export type Closure = z.infer<typeof closureSchema>;
export const closuresSchema = z.array(closureSchema);

/** GET /admin/calendar/closures?from&to (at most 92 days; without them: from today, 92 days). */
export const closuresQuerySchema = z
  .object({ from: z.preprocess(emptyToUndefined, date().optional()), to: z.preprocess(emptyToUndefined, date().optional()) })
  .superRefine(checkDateRange('from', 'to', CALENDAR_MAX_RANGE_DAYS));
export type ClosuresQuery = z.output<typeof closuresQuerySchema>;

/** POST /admin/calendar/closures: today or later; both times or neither, end after start. */
export const closureCreateSchema = z
  .object({ date: date(), startTime: optionalTime(), endTime: optionalTime(), reason: reasonSchema })
  .superRefine(checkTimeWindow);
export type ClosureCreateRequest = z.input<typeof closureCreateSchema>;

/** GET /admin/calendar/closures/affected?date[&startTime&endTime]: what a closure would hit. */
export const closureAffectedQuerySchema = z
  .object({ date: date(), startTime: optionalTime(), endTime: optionalTime() })
  .superRefine(checkTimeWindow);
export type ClosureAffectedQuery = z.output<typeof closureAffectedQuerySchema>;

export const closureIdParamSchema = z.object({ id: uuid });

/** A booked visit that closed time would hit (from svc-clinic's occupancy read model). */
export const affectedAppointmentSchema = z.object({
  appointmentId: z.string(),
  /** The human-readable reference, when known. */
  reference: z.string().nullable(),
  doctorId: z.string(),
  doctorName: z.string(),
  appointmentDate: z.string(),
  timeSlot: z.string(),
  petName: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type AffectedAppointment = z.infer<typeof affectedAppointmentSchema>;
export const affectedAppointmentsSchema = z.array(affectedAppointmentSchema);

// ---- Doctor leave -------------------------------------------------------------------------------------------

/** A doctor's leave: whole days `fromDate`–`toDate`, or part of one day (times, `fromDate` = `toDate`). */
export const leaveSchema = z.object({
  id: z.string(),
  doctorId: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type Leave = z.infer<typeof leaveSchema>;
export const leavesSchema = z.array(leaveSchema);

const leaveFields = {
  fromDate: date(),
  toDate: date(),
  startTime: optionalTime(),
  endTime: optionalTime(),
};

function checkLeave(v: { fromDate: string; toDate: string } & TimeWindow, ctx: z.RefinementCtx): void {
  checkDateRange('fromDate', 'toDate')(v, ctx);
  checkTimeWindow(v, ctx);
  if (v.startTime !== undefined && v.fromDate !== v.toDate) {
    ctx.addIssue({ code: 'custom', message: vc('calendar.partDayNeedsOneDate'), path: ['toDate'] });
  }
}

/** POST …/leave: today or later, not overlapping the doctor's other leave. */
export const leaveCreateSchema = z.object({ ...leaveFields, reason: optionalReason }).superRefine(checkLeave);
export type LeaveCreateRequest = z.input<typeof leaveCreateSchema>;

/** GET …/leave/affected?fromDate&toDate[&startTime&endTime]. */
export const leaveAffectedQuerySchema = z.object(leaveFields).superRefine(checkLeave);
export type LeaveAffectedQuery = z.output<typeof leaveAffectedQuerySchema>;

export const leaveIdParamSchema = z.object({ id: uuid });
export const doctorLeaveParamsSchema = z.object({ id: z.string().trim().min(1) });
export const doctorLeaveIdParamsSchema = z.object({ id: z.string().trim().min(1), leaveId: uuid });
