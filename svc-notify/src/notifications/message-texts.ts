/**
 * How every message writes its facts, in every language unless it says English: amounts (`LKR 2,500.00`), the
 * cash note's fee, clinic dates and times (English; template-languages.ts has the others') and the clinic address.
 */
import { clinicDateOf, clinicMinutesOf, formatSlotLabel, weekdayOf } from '@vetnow/contracts/clinic-time';
import { CURRENCY, SERVICE_COUNTRY, SERVICE_LOCATION } from '@vetnow/contracts/constants';
import { fromMinorUnits } from '@vetnow/contracts/money';
import type { TemplateInput, VisitFacts } from './template-input.js';

/** An amount in minor units as the messages write it, in every language: 250000 → `LKR 2,500.00` (always two decimals). */
export function moneyText(amountMinor: number): string {
  return `${CURRENCY} ${fromMinorUnits(amountMinor).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** A consultation fee in minor units as the cash note writes it after `LKR`: 250000 → `2,500`, 125050 → `1,250.5`. */
export function feeText(feeMinor: number): string {
  return fromMinorUnits(feeMinor).toLocaleString('en-US');
}

/** The refund's amount as text; a `refunded` message without one is a programming error (payment.refunded has one). */
export function refundedAmountText(input: Pick<TemplateInput, 'kind' | 'amountMinor'>): string {
  if (input.amountMinor === undefined) throw new Error(`a ${input.kind} message needs the refunded amount`);
  return moneyText(input.amountMinor);
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * An instant in clinic time (Asia/Colombo, whatever the server's TZ): `Tuesday, 15 January 2030 at 09:00 AM
 * (Sri Lanka time)`.
 */
export function clinicDateTimeText(instant: Date): string {
  const date = clinicDateOf(instant);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${WEEKDAYS[weekdayOf(date)]}, ${d} ${MONTHS[m - 1]} ${y} at ${formatSlotLabel(clinicMinutesOf(instant))} (Sri Lanka time)`;
}

/** A clinic date (`2030-01-15`) as the messages write it: `Tuesday, 15 January 2030`. */
export function clinicDateText(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${WEEKDAYS[weekdayOf(date)]}, ${d} ${MONTHS[m - 1]} ${y}`;
}

/** `12 Main Street, Colombo, Battaramulla, Sri Lanka` (empty parts and repeats dropped). */
export function addressText(address: VisitFacts['clinicAddress']): string {
  const parts = [
    address?.street ?? '',
    address?.city ?? '',
    address?.location || SERVICE_LOCATION,
    SERVICE_COUNTRY,
  ]
    .map((p) => p.trim())
    .filter((p, i, all) => p && all.indexOf(p) === i);
  return parts.join(', ');
}
