/** The static examples (ADR 0072) of svc-clinic's calendar: part of CLINIC_EXAMPLES. */
import type { CLINIC_CALENDAR_ROUTES } from '../clinic-calendar.routes.js';
import { EXAMPLE } from './example-values.js';
import type { FamilyExamples } from './route-example.js';

export const CLINIC_CALENDAR_EXAMPLES = {
  getCalendar: { query: { from: EXAMPLE.date, to: '2027-04-14', doctorId: EXAMPLE.doctorId } },
  adminListHolidays: { query: { year: '2027' } },
  adminAddHoliday: { body: { date: '2027-05-20', name: 'Vesak Full Moon Poya Day' } },
  adminUpdateHoliday: { params: { id: EXAMPLE.recordId }, body: { name: 'Vesak Full Moon Poya Day' } },
  adminDeleteHoliday: { params: { id: EXAMPLE.recordId } },
  adminSetHolidayPolicy: { body: { closedOnPublicHolidays: true } },
  adminSetDayOverride: { body: { date: '2027-05-20', open: true, reason: 'Open for the vaccination day' } },
  adminDeleteDayOverride: { params: { date: '2027-05-20' } },
  adminListClosures: { query: { from: EXAMPLE.date, to: '2027-04-14' } },
  adminAddClosure: {
    body: { date: EXAMPLE.date, startTime: '10:00', endTime: '12:00', reason: 'Staff training' },
  },
  adminClosureAffected: { query: { date: EXAMPLE.date } },
  adminDeleteClosure: { params: { id: EXAMPLE.recordId } },
} satisfies FamilyExamples<typeof CLINIC_CALENDAR_ROUTES>;
