/**
 * Clinic time (spec: Battaramulla, Sri Lanka; ARCHITECTURE.md invariant 6).
 *
 * Asia/Colombo is a fixed UTC+05:30 (no daylight saving since 2006), so every helper here computes with that
 * fixed offset and never with the process time zone: results are the same on a server in UTC, a browser in
 * Los Angeles or a laptop in Colombo. Dates are `YYYY-MM-DD` strings, times of day are minutes from midnight.
 * No Node APIs: frontends import this file too.
 */

export const CLINIC_TIME_ZONE = 'Asia/Colombo';
/** Minutes east of UTC. */
export const CLINIC_UTC_OFFSET_MINUTES = 330;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const OFFSET_MS = CLINIC_UTC_OFFSET_MINUTES * MINUTE_MS;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_24 = /^([01]\d|2[0-3]):([0-5]\d)$/;
const SLOT_LABEL = /^(0[1-9]|1[0-2]):([0-5]\d) (AM|PM)$/;

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** The wall clock of the clinic for an instant, as a Date whose UTC fields are the clinic's local fields. */
function shifted(instant: Date): Date {
  return new Date(instant.getTime() + OFFSET_MS);
}

function isoOfShifted(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** True for a real calendar date written `YYYY-MM-DD` (so `2026-02-30` is false). */
export function isValidIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // Years 1000–9998 only, so the day after any valid date is still a valid date (9999-12-31 + 1 day is not).
  if (y < 1000 || y > 9998 || mo < 1 || mo > 12 || d < 1) return false;
  return d <= daysInMonth(y, mo);
}

/** Number of days of a month (`month` 1–12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function parseIsoDateParts(date: string): [number, number, number] {
  if (!isValidIsoDate(date)) throw new RangeError(`Not a valid date (YYYY-MM-DD): ${date}`);
  return [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))];
}

/** The clinic's calendar date of an instant. 2026-11-21T19:00Z → '2026-11-22'. */
export function clinicDateOf(instant: Date): string {
  return isoOfShifted(shifted(instant));
}

/** Minutes from the clinic's midnight of an instant (0–1439). */
export function clinicMinutesOf(instant: Date): number {
  const d = shifted(instant);
  return d.getUTCHours() * 60 + d.getUTCMinutes();
}

/** Today in the clinic, `YYYY-MM-DD`. */
export function clinicToday(now: Date = new Date()): string {
  return clinicDateOf(now);
}

/** Tomorrow in the clinic, `YYYY-MM-DD` (the earliest bookable date, spec §5). */
export function clinicTomorrow(now: Date = new Date()): string {
  return addDays(clinicToday(now), 1);
}

/** Calendar arithmetic on `YYYY-MM-DD` (no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = parseIsoDateParts(date);
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Day of the week of a date, 0 = Sunday … 6 = Saturday (for month calendars). */
export function weekdayOf(date: string): number {
  const [y, m, d] = parseIsoDateParts(date);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Negative, 0 or positive like a comparator; plain string order works for `YYYY-MM-DD`. */
export function compareIsoDates(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The instant at `minutesFromMidnight` on a clinic calendar date. */
export function clinicInstant(date: string, minutesFromMidnight: number): Date {
  const [y, m, d] = parseIsoDateParts(date);
  if (!Number.isInteger(minutesFromMidnight)) throw new RangeError(`Minutes must be an integer: ${minutesFromMidnight}`);
  return new Date(Date.UTC(y, m - 1, d) + minutesFromMidnight * MINUTE_MS - OFFSET_MS);
}

/** The current year and month (1–12) in the clinic. */
export function clinicYearMonth(now: Date = new Date()): { year: number; month: number } {
  const d = shifted(now);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
}

/** True for `HH:MM` in 24-hour form, 00:00–23:59. */
export function isValidTime24(value: unknown): value is string {
  return typeof value === 'string' && TIME_24.test(value);
}

/** `'09:30'` → 570; undefined when malformed. */
export function parseTime24(value: string): number | undefined {
  const m = TIME_24.exec(value);
  return m ? Number(m[1]) * 60 + Number(m[2]) : undefined;
}

/** 570 → `'09:30'`. Accepts 0–1440 (1440 → `'24:00'`, the end of a day). */
export function formatTime24(minutes: number): string {
  assertMinutes(minutes, 1440);
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

/** 570 → `'09:30 AM'`, 720 → `'12:00 PM'`, 0 → `'12:00 AM'` (the spec's time slot text). */
export function formatSlotLabel(minutes: number): string {
  assertMinutes(minutes, 1439);
  const h24 = Math.floor(minutes / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${pad2(h12)}:${pad2(minutes % 60)} ${h24 < 12 ? 'AM' : 'PM'}`;
}

/** `'09:30 AM'` → 570; undefined when malformed (`'9:30 AM'`, `'13:00 PM'`, `'09:30'`). */
export function parseSlotLabel(label: string): number | undefined {
  const m = SLOT_LABEL.exec(label);
  if (!m) return undefined;
  const h12 = Number(m[1]) % 12;
  return (m[3] === 'PM' ? h12 + 12 : h12) * 60 + Number(m[2]);
}

/** True for the spec's slot text `hh:mm AM|PM`. */
export function isValidSlotLabel(value: unknown): value is string {
  return typeof value === 'string' && SLOT_LABEL.test(value);
}

export interface SlotGridInput {
  startTime: string;
  endTime: string;
  slotDuration: number;
}

/**
 * Start minutes of each slot of a working day: from startTime in steps of slotDuration, every slot
 * ending by endTime. 09:00–10:00 by 30 → [540, 570]. Empty when the hours are malformed or reversed.
 */
export function slotGrid({ startTime, endTime, slotDuration }: SlotGridInput): number[] {
  const start = parseTime24(startTime);
  const end = parseTime24(endTime);
  if (start === undefined || end === undefined || !Number.isInteger(slotDuration) || slotDuration <= 0) return [];
  const slots: number[] = [];
  for (let t = start; t + slotDuration <= end; t += slotDuration) slots.push(t);
  return slots;
}

export type DayPeriod = 'morning' | 'afternoon' | 'evening';

/** Slot grouping of the booking wizard: morning 05:00–11:59, afternoon 12:00–16:59, evening otherwise. */
export function dayPeriodOf(minutes: number): DayPeriod {
  if (minutes >= 5 * 60 && minutes < 12 * 60) return 'morning';
  if (minutes >= 12 * 60 && minutes < 17 * 60) return 'afternoon';
  return 'evening';
}

function assertMinutes(minutes: number, max: number): void {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > max) {
    throw new RangeError(`Minutes out of range 0–${max}: ${minutes}`);
  }
}
