/** The owner's waitlist (issue 39, ADR 0061): which entries are live, which one covers a day, and the offer's link. */
import type { WaitlistEntry, WaitlistOffer } from '@vetnow/contracts/waitlist';
import { bookingPath } from '../../shared/booking-wizard/navigation';

/** Entries still in the list: waiting for a slot, or with a slot held for the owner. */
export function isLive(entry: WaitlistEntry): boolean {
  return entry.status === 'waiting' || entry.status === 'offered';
}

/** The owner's live entry that waits for this doctor's day (for them, or for any doctor that day), if any. */
export function entryCovering(entries: readonly WaitlistEntry[] | undefined, doctorId: string, date: string): WaitlistEntry | undefined {
  return entries?.find((e) => isLive(e) && e.date === date && (e.doctor === null || e.doctor._id === doctorId));
}

/**
 * The wizard's address for a held slot, as svc-notify's notice links it:
 * `/book-appointment/<doctorId>?date=YYYY-MM-DD&time=09%3A30%20AM` (the wizard opens on that date with that slot
 * chosen, and finds the hold in GET /slot-holds/mine).
 */
export function offerPath(offer: Pick<WaitlistOffer, 'doctor' | 'appointmentDate' | 'timeSlot'>): string {
  return `${bookingPath(offer.doctor._id)}?date=${encodeURIComponent(offer.appointmentDate)}&time=${encodeURIComponent(offer.timeSlot)}`;
}

/** The live entries: those with a slot held for the owner first (it is held for minutes only), then by date. */
export function liveEntries(entries: readonly WaitlistEntry[] | undefined): WaitlistEntry[] {
  const rank = (e: WaitlistEntry) => (e.status === 'offered' ? 0 : 1);
  return (entries ?? []).filter(isLive).sort((a, b) => rank(a) - rank(b) || a.date.localeCompare(b.date));
}
