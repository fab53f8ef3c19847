// The calendar set-up of the slot measures (c), through the API: the clinic's open days, and the realistic calendar
// of (c) with a calendar, made and removed again (slots-calendar.mjs).
import { describe, signIn } from '../../../scripts/lib/vetnow-api.mjs';

/** The first date from `first` on that GET /clinic/calendar does not list (no holiday, closure or leave). */
export async function firstOpenDay(api, first, addDaysFn) {
  const to = addDaysFn(first, 30);
  const path = `/clinic/calendar?from=${first}&to=${to}`;
  const a = await api.call('GET', path);
  if (a.status !== 200) throw new Error(describe('GET', path, a));
  const closed = new Set(a.json.days.map((d) => d.date));
  for (let d = first; d <= to; d = addDaysFn(d, 1)) if (!closed.has(d)) return d;
  throw new Error(`no open day between ${first} and ${to}`);
}

/**
 * The calendar of figure (c) with a calendar, made through the API: an admin closure (14:00–17:00) every month
 * for `size.calendarClosureMonths` months on `day`'s day of the month (the last day of shorter months), and the
 * bench doctor's leave (09:00–11:00) every week on `day`'s weekday up to the booking horizon. Answers the ids made
 * and the number of public holidays of this year and the next.
 */
export async function addRealisticCalendar({ gateway: api, size, addDays, DEMO_ADMIN, DEMO_DOCTOR }, day) {
  const { lastBookableDate } = await import('@vetnow/domain/booking-limits');
  const admin = await signIn(api, { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, userType: 'admin' });
  const doctor = await signIn(api, { email: DEMO_DOCTOR.email, password: DEMO_DOCTOR.password, userType: 'doctor' });
  const created = (method, path, a) => {
    if (a.status !== 201) throw new Error(describe(method, path, a));
    return a.json.id;
  };
  const closureIds = [];
  const leaveIds = [];
  const [y, m, dom] = day.split('-').map(Number);
  for (let i = 0; i < size.calendarClosureMonths; i++) {
    const year = y + Math.floor((m - 1 + i) / 12);
    const month = ((m - 1 + i) % 12) + 1;
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const date = `${year}-${String(month).padStart(2, '0')}-${String(Math.min(dom, last)).padStart(2, '0')}`;
    const body = { date, startTime: '14:00', endTime: '17:00', reason: 'Monthly staff training' };
    closureIds.push(created('POST', '/admin/calendar/closures', await api.call('POST', '/admin/calendar/closures', { token: admin.token, body })));
  }
  for (let date = day; date <= lastBookableDate(); date = addDays(date, 7)) {
    const body = { fromDate: date, toDate: date, startTime: '09:00', endTime: '11:00', reason: 'Weekly surgery rounds at the university' };
    leaveIds.push(created('POST', '/doctors/dashboard/leave', await api.call('POST', '/doctors/dashboard/leave', { token: doctor.token, body })));
  }
  const holidays = [];
  for (const year of [y, y + 1]) {
    const path = `/admin/calendar/holidays?year=${year}`;
    const a = await api.call('GET', path, { token: admin.token });
    if (a.status !== 200) throw new Error(describe('GET', path, a));
    holidays.push(...a.json);
  }
  return { admin, doctor, closureIds, leaveIds, holidays: holidays.length };
}

/** Deletes the closures and leave {@link addRealisticCalendar} made (the seeded holidays stay). */
export async function removeCalendar(api, { admin, doctor, closureIds, leaveIds }) {
  const removals = [
    ...closureIds.map((id) => [`/admin/calendar/closures/${id}`, admin.token]),
    ...leaveIds.map((id) => [`/doctors/dashboard/leave/${id}`, doctor.token]),
  ];
  for (const [path, token] of removals) {
    const a = await api.call('DELETE', path, { token });
    if (a.status !== 204) throw new Error(describe('DELETE', path, a));
  }
}
