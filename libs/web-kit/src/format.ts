import { formatSlotLabel, isValidIsoDate, parseTime24 } from '@vetnow/contracts/clinic-time';
import { CURRENCY } from '@vetnow/contracts/constants';

const amountFormat = new Intl.NumberFormat('en-LK', { maximumFractionDigits: 2 });

/** A fee or payment in the clinic's currency: 2500 → `LKR 2,500`, 1250.5 → `LKR 1,250.5`. */
export function formatLkr(amount: number): string {
  return `${CURRENCY} ${amountFormat.format(amount)}`;
}

/** `'09:00'` → `'09:00 AM'` (the spec's slot text); null when the time is missing or malformed. */
export function formatTimeOfDay(time24: string | null | undefined): string | null {
  const minutes = time24 ? parseTime24(time24) : undefined;
  return minutes === undefined || minutes >= 24 * 60 ? null : formatSlotLabel(minutes);
}

/**
 * Working hours as shown on cards and profiles: `09:00 AM - 05:00 PM`; null when either end is missing or
 * malformed (screens then show their "Not set" text).
 */
export function formatWorkingHours(hours: { startTime?: string | null; endTime?: string | null } | null | undefined): string | null {
  const start = formatTimeOfDay(hours?.startTime);
  const end = formatTimeOfDay(hours?.endTime);
  return start && end ? `${start} - ${end}` : null;
}

const clinicDateFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A clinic calendar date (`YYYY-MM-DD`, e.g. an appointment's date) as people read it: `'2026-11-22'` →
 * `'Sun, 22 Nov 2026'`, the same in every browser time zone. Anything malformed is returned as given.
 */
export function formatClinicDate(date: string): string {
  if (!isValidIsoDate(date)) return date;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return clinicDateFormat.format(new Date(Date.UTC(y, m - 1, d)));
}

/**
 * An address on one line without empty parts or repeats: `{street: '45 Main Street', city: 'Battaramulla',
 * location: 'Battaramulla'}` → `45 Main Street, Battaramulla`.
 */
export function formatAddressLine(address: { street?: string | null; city?: string | null; location?: string | null } | null | undefined): string {
  const parts = [address?.street, address?.city, address?.location].map((p) => p?.trim()).filter((p): p is string => !!p);
  return [...new Set(parts)].join(', ');
}
