/**
 * Links into the wizard: /book-appointment/:doctorId with
 * - `?pet=<petId>&reason=<text>`: a pet care reminder's "Book now" (issue 38; applied by valuesFromBookNow);
 * - `?date=YYYY-MM-DD&time=<slot label>`: a waitlist offer (issue 39): the notice of a slot held for the owner
 *   (`time=09%3A30%20AM`). The wizard opens on that date with that slot chosen; the hold is found again in
 *   GET /slot-holds/mine, as after a reload, so it is not held anew.
 * The wizard reads them once, then takes them off the address (the draft keeps what they chose).
 */
import { isValidIsoDate, isValidSlotLabel } from '@vetnow/domain/clinic-time';
import type { WizardValues } from './wizard-model';

export interface BookingLink {
  pet: string | null;
  reason: string | null;
  date: string | null;
  time: string | null;
}

export const BOOKING_LINK_PARAMS = ['pet', 'reason', 'date', 'time'] as const;

export function readBookingLink(search: URLSearchParams): BookingLink {
  return { pet: search.get('pet'), reason: search.get('reason'), date: search.get('date'), time: search.get('time') };
}

export function hasBookingLink(link: BookingLink): boolean {
  return BOOKING_LINK_PARAMS.some((param) => link[param] !== null);
}

/** The address's search without the link's parameters ('' when nothing is left). */
export function searchWithoutLink(search: string): string {
  const params = new URLSearchParams(search);
  for (const param of BOOKING_LINK_PARAMS) params.delete(param);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * The values with the link's date (a bookable one: from `minDate` to `maxDate`) and slot (a slot label as the grid
 * writes it, '09:30 AM') chosen. A date that cannot be booked is ignored with its slot; a date alone (or with a
 * malformed time) chooses the date.
 */
export function valuesWithLinkedSlot(values: WizardValues, link: BookingLink, minDate: string, maxDate: string): WizardValues {
  const date = link.date?.trim() ?? '';
  if (!isValidIsoDate(date) || date < minDate || date > maxDate) return values;
  const time = link.time?.trim() ?? '';
  return { ...values, appointmentDate: date, timeSlot: isValidSlotLabel(time) ? time : '' };
}
