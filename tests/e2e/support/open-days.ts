import { expect, type APIRequestContext } from '@playwright/test';
import { addDays } from '@vetnow/domain/clinic-time';

const LOOK_AHEAD_DAYS = 60; // under GET /api/clinic/calendar's 92-day range, and inside the booking horizon

/**
 * `count` open days from `start` on, in order: days GET /api/clinic/calendar does not list (no public holiday the
 * clinic closes on, no closure, and — with `doctorId` — no leave of that doctor). Specs book on these instead of
 * fixed offsets from tomorrow, which fall on a Poya day on some run dates.
 */
export async function openDays(request: APIRequestContext, start: string, count: number, doctorId?: string): Promise<string[]> {
  const to = addDays(start, LOOK_AHEAD_DAYS);
  const answer = await request.get('/api/clinic/calendar', { params: { from: start, to, ...(doctorId ? { doctorId } : {}) } });
  expect(answer.status(), await answer.text()).toBe(200);
  const closed = new Set(((await answer.json()) as { days: Array<{ date: string }> }).days.map((d) => d.date));
  const open: string[] = [];
  for (let day = start; day <= to && open.length < count; day = addDays(day, 1)) if (!closed.has(day)) open.push(day);
  if (open.length < count) throw new Error(`only ${open.length} open days of ${count} from ${start} to ${to}`);
  return open;
}

/** The first open day from `start` on (see openDays). */
export async function openDay(request: APIRequestContext, start: string, doctorId?: string): Promise<string> {
  const [day] = await openDays(request, start, 1, doctorId);
  return day!;
}

/** The doctor's free slot labels on `date` (GET /api/doctors/:id/slots). */
export async function freeSlots(request: APIRequestContext, doctorId: string, date: string): Promise<string[]> {
  const answer = await request.get(`/api/doctors/${doctorId}/slots`, { params: { date } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as Array<{ time: string; isBooked: boolean }>).filter((s) => !s.isBooked).map((s) => s.time);
}
