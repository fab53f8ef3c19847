import { and, asc, eq, inArray } from 'drizzle-orm';
import { slotClaims, waitlistEntries, type SlotClaimRow, type WaitlistEntryRow } from '../../database/schema.js';
import type { Account, BookingHarness } from '../../testing/booking-test-kit.js';
import { bookAt, type Booked } from '../../testing/desk-test-kit.js';

/** Working hours of a doctor whose day has `slots` half-hour slots from 09:00. */
export function shortDay(slots: number) {
  const end = 9 * 60 + 30 * slots;
  return { startTime: '09:00', endTime: `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`, slotDuration: 30 };
}

/** Minutes after midnight of the `i`th slot of a shortDay. */
export const slotAt = (i: number) => 9 * 60 + 30 * i;

/** A doctor (known to booking) whose day on `date` has `slots` slots, every one booked by `booker`. */
export async function fullyBookedDoctor(h: BookingHarness, booker: Account, date: string, slots: number, fullName = 'Dr. Full'): Promise<{ doctorId: string; booked: Booked[] }> {
  const doctor = await h.doctor({ fullName, workingHours: shortDay(slots) });
  const booked: Booked[] = [];
  for (let i = 0; i < slots; i++) booked.push(await bookAt(h, booker, doctor._id, date, slotAt(i)));
  return { doctorId: doctor._id, booked };
}

/** Owners (role user) named Waiting 1, Waiting 2 … */
export function owners(h: BookingHarness, count: number): Promise<Account[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => h.account('user', `Waiting ${i + 1}`)));
}

/** The owner joins through POST /waitlist (which fills the date at once); answers the entry id. */
export async function joinAs(h: BookingHarness, who: Account, date: string, doctorId: string | null): Promise<string> {
  const res = await h.request('POST', '/waitlist', who, { date, doctorId });
  if (res.statusCode !== 201) throw new Error(`join failed: ${res.statusCode} ${res.body}`);
  return res.json()._id as string;
}

/** The latest `createdAt` insertWaiting gave (ms): the next call's entries come after it. */
let lastCreatedAt = 0;

/**
 * Entries written straight to the table (no fill follows, unlike POST /waitlist), one per owner, oldest first
 * (created a second apart); answers their ids in that order. A later call's entries are always younger, even when it
 * comes within the same millisecond as the one before (a tie would be ordered by the random ids instead).
 */
export async function insertWaiting(h: BookingHarness, who: readonly Account[], date: string, doctorId: string | null): Promise<string[]> {
  const base = Math.max(Date.now() - 60_000, lastCreatedAt + 1000);
  lastCreatedAt = base + (who.length - 1) * 1000;
  const rows = await h.t.db
    .insert(waitlistEntries)
    .values(who.map((w, i) => ({ userId: w.sub, doctorId, date, createdAt: new Date(base + i * 1000) })))
    .returning({ id: waitlistEntries.id, createdAt: waitlistEntries.createdAt });
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((r) => r.id);
}

/** The entries (by id), in the order of `ids`. */
export async function entries(h: BookingHarness, ids: readonly string[]): Promise<WaitlistEntryRow[]> {
  const rows = await h.t.db.select().from(waitlistEntries).where(inArray(waitlistEntries.id, [...ids]));
  return ids.map((id) => rows.find((r) => r.id === id)!);
}

/** The holds on a doctor's time, in time order. */
export function holdsOf(h: BookingHarness, doctorId: string): Promise<SlotClaimRow[]> {
  return h.t.db
    .select()
    .from(slotClaims)
    .where(and(eq(slotClaims.kind, 'hold'), eq(slotClaims.doctorId, doctorId)))
    .orderBy(asc(slotClaims.startsAt));
}

/** The waitlist.offered events written for these entries. */
export async function offersFor(h: BookingHarness, ids: readonly string[]): Promise<Record<string, unknown>[]> {
  return (await h.outbox('waitlist.offered')).map((e) => e.payload).filter((p) => ids.includes(p['entryId'] as string));
}
