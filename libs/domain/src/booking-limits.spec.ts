import { isBeyondBookingHorizon, lastBookableDate } from './booking-limits.js';

// 2026-11-21 20:00 UTC is already 2026-11-22 01:30 in the clinic.
const now = () => new Date('2026-11-21T20:00:00Z');

describe('booking horizon (issue 10: no date more than BOOKING_HORIZON_DAYS ahead in clinic time)', () => {
  it('the last bookable date is clinic today + horizon', () => {
    expect(lastBookableDate(now())).toBe('2027-01-21');
    expect(isBeyondBookingHorizon('2027-01-21', now())).toBe(false);
    expect(isBeyondBookingHorizon('2027-01-22', now())).toBe(true);
    expect(lastBookableDate(now(), 7)).toBe('2026-11-29');
  });
});
