import { jest } from '@jest/globals';
import { bookingHorizonMessage } from '@vetnow/contracts/booking-limits';
import { BOOKING_LIMIT_MESSAGES } from '@vetnow/contracts/validation-texts';
import { DEMO_DOCTOR } from '@vetnow/domain/demo';
import type { TimeSlot } from '@vetnow/contracts/doctor';
import { startClinicTestApp, type ClinicTestApp } from '../testing/clinic-test-app.js';

jest.setTimeout(60_000);

/** 23:40 on 2026-11-20 in Colombo (18:10 UTC): clinic "today" is already ahead of a UTC calendar late at night. */
const NOW = '2026-11-20T18:10:00Z';

describe('GET /doctors/:id/slots respects the booking horizon (issue 10 §2)', () => {
  let t: ClinicTestApp;
  let short: ClinicTestApp;
  beforeAll(async () => {
    t = await startClinicTestApp({ now: NOW, env: { SEED_DEMO: 'true' } });
    short = await startClinicTestApp({ now: NOW, env: { SEED_DEMO: 'true', BOOKING_HORIZON_DAYS: '7' } });
  });
  afterAll(async () => {
    await short?.close();
    await t?.close();
  });

  const slots = (app: ClinicTestApp, date: string) => app.app.inject({ method: 'GET', url: `/doctors/${DEMO_DOCTOR.id}/slots?date=${date}` });

  it('answers slots up to 60 days ahead in clinic time, 400 with the message past it (also for 9998-12-30)', async () => {
    const last = await slots(t, '2027-01-19'); // 2026-11-20 + 60 days
    expect(last.statusCode).toBe(200);
    expect(last.json<TimeSlot[]>().length).toBeGreaterThan(0);
    for (const date of ['2027-01-20', '9998-12-30']) {
      const res = await slots(t, date);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, code: 'CLINIC_DATE_BEYOND_HORIZON', message: BOOKING_LIMIT_MESSAGES.dateTooFar });
    }
  });

  it('follows BOOKING_HORIZON_DAYS', async () => {
    expect((await slots(short, '2026-11-27')).statusCode).toBe(200);
    const res = await slots(short, '2026-11-28');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, code: 'CLINIC_DATE_BEYOND_HORIZON', message: bookingHorizonMessage(7) });
  });
});
