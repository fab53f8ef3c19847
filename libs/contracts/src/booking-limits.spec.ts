import { bookingStep1Schema, bookRequestSchema } from './appointment.js';
import { bookingHorizonMessage } from './booking-limits.js';
import { BOOKING_LIMIT_MESSAGES, englishOf } from './validation/texts.js';
import { sampleBookRequest } from './testing/fixtures.js';

// 2026-11-21 20:00 UTC is already 2026-11-22 01:30 in the clinic.
const now = () => new Date('2026-11-21T20:00:00Z');
const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.error?.issues ?? []).map((i) => englishOf(i.message));

// The horizon arithmetic itself: libs/domain/src/booking-limits.spec.ts.
describe('booking horizon (issue 10: no date more than BOOKING_HORIZON_DAYS ahead in clinic time)', () => {
  it('step 1 and the book request refuse a date past the horizon with the message', () => {
    const step1 = bookingStep1Schema(now);
    expect(step1.safeParse({ appointmentDate: '2027-01-21', timeSlot: '09:00 AM' }).success).toBe(true);
    expect(messages(step1.safeParse({ appointmentDate: '2027-01-22', timeSlot: '09:00 AM' }))).toEqual([BOOKING_LIMIT_MESSAGES.dateTooFar]);
    expect(messages(step1.safeParse({ appointmentDate: '9998-12-30', timeSlot: '09:00 AM' }))).toEqual([
      'Appointments can be booked up to 60 days ahead',
    ]);
    const book = bookRequestSchema(now, 7);
    const body = sampleBookRequest({ appointmentDate: '2026-11-30', timeSlot: '09:00 AM', paymentMethod: 'cash' });
    expect(messages(book.safeParse(body))).toEqual([bookingHorizonMessage(7)]);
    expect(book.safeParse({ ...body, appointmentDate: '2026-11-29' }).success).toBe(true);
  });
});
