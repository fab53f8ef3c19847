import { BookingConfigError, DEFAULT_SLOT_HOLD_MINUTES, loadBookingConfig } from './booking-config.js';

describe("svc-booking's settings", () => {
  it('defaults: 5 active appointments, 60 days ahead, a 10-minute slot hold', () => {
    expect(loadBookingConfig({})).toEqual({ maxActiveAppointments: 5, bookingHorizonDays: 60, slotHoldMinutes: 10 });
    expect(DEFAULT_SLOT_HOLD_MINUTES).toBe(10);
  });

  it('reads SLOT_HOLD_MINUTES like the other limits (blank is the default) and refuses a bad value by name', () => {
    expect(loadBookingConfig({ SLOT_HOLD_MINUTES: '3' }).slotHoldMinutes).toBe(3);
    expect(loadBookingConfig({ SLOT_HOLD_MINUTES: ' ' }).slotHoldMinutes).toBe(10);
    expect(() => loadBookingConfig({ SLOT_HOLD_MINUTES: '0' })).toThrow(BookingConfigError);
    expect(() => loadBookingConfig({ SLOT_HOLD_MINUTES: 'ten' })).toThrow(/SLOT_HOLD_MINUTES/);
  });
});
