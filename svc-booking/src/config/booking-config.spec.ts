import { DEFAULT_WAITLIST_HOLD_MINUTES } from '@vetnow/contracts/waitlist';
import { BookingConfigError, DEFAULT_SLOT_HOLD_MINUTES, DEFAULT_WAITLIST_SWEEP_SECONDS, loadBookingConfig } from './booking-config.js';

describe("svc-booking's settings", () => {
  it('defaults: 5 active appointments, 60 days ahead, a 10-minute slot hold, 3 no-shows in 90 days, 15 minutes grace, card required', () => {
    expect(loadBookingConfig({})).toEqual({
      maxActiveAppointments: 5,
      bookingHorizonDays: 60,
      slotHoldMinutes: 10,
      noShow: { limit: 3, windowDays: 90, graceMinutes: 15, cardRequired: true },
      waitlist: { holdMinutes: 10, sweepSeconds: 15 },
    });
    expect(DEFAULT_SLOT_HOLD_MINUTES).toBe(10);
    expect([DEFAULT_WAITLIST_HOLD_MINUTES, DEFAULT_WAITLIST_SWEEP_SECONDS]).toEqual([10, 15]);
  });

  it('reads the waitlist settings: the hold in minutes, the sweep in seconds (0 turns it off); bad values by name', () => {
    expect(loadBookingConfig({ WAITLIST_HOLD_MINUTES: '5', WAITLIST_SWEEP_SECONDS: '0' }).waitlist).toEqual({ holdMinutes: 5, sweepSeconds: 0 });
    expect(loadBookingConfig({ WAITLIST_HOLD_MINUTES: ' ', WAITLIST_SWEEP_SECONDS: '' }).waitlist).toEqual({ holdMinutes: 10, sweepSeconds: 15 });
    for (const env of [{ WAITLIST_HOLD_MINUTES: '0' }, { WAITLIST_HOLD_MINUTES: 'ten' }, { WAITLIST_SWEEP_SECONDS: '-1' }, { WAITLIST_SWEEP_SECONDS: '1.5' }, { WAITLIST_SWEEP_SECONDS: '3601' }]) {
      const name = Object.keys(env)[0]!;
      expect(() => loadBookingConfig(env)).toThrow(BookingConfigError);
      expect(() => loadBookingConfig(env)).toThrow(new RegExp(`\\b${name}\\b`));
    }
  });

  it('reads SLOT_HOLD_MINUTES like the other limits (blank is the default) and refuses a bad value by name', () => {
    expect(loadBookingConfig({ SLOT_HOLD_MINUTES: '3' }).slotHoldMinutes).toBe(3);
    expect(loadBookingConfig({ SLOT_HOLD_MINUTES: ' ' }).slotHoldMinutes).toBe(10);
    expect(() => loadBookingConfig({ SLOT_HOLD_MINUTES: '0' })).toThrow(BookingConfigError);
    expect(() => loadBookingConfig({ SLOT_HOLD_MINUTES: 'ten' })).toThrow(/SLOT_HOLD_MINUTES/);
  });

  it('reads the no-show rules (grace may be 0; the card rule true/false, 1/0, yes/no in any case)', () => {
    expect(
      loadBookingConfig({ NO_SHOW_LIMIT: '5', NO_SHOW_WINDOW_DAYS: '30', NO_SHOW_GRACE_MINUTES: '0', NO_SHOW_CARD_REQUIRED: 'False' }).noShow,
    ).toEqual({ limit: 5, windowDays: 30, graceMinutes: 0, cardRequired: false });
    for (const [value, expected] of [['true', true], ['1', true], ['YES', true], ['no', false], ['0', false], [' ', true]] as const) {
      expect({ value, cardRequired: loadBookingConfig({ NO_SHOW_CARD_REQUIRED: value }).noShow.cardRequired }).toEqual({ value, cardRequired: expected });
    }
    expect(loadBookingConfig({ NO_SHOW_LIMIT: '', NO_SHOW_GRACE_MINUTES: ' ' }).noShow).toMatchObject({ limit: 3, graceMinutes: 15 });
  });

  it('refuses bad no-show values, naming each variable', () => {
    const bad: Record<string, string>[] = [
      { NO_SHOW_LIMIT: '0' },
      { NO_SHOW_LIMIT: 'three' },
      { NO_SHOW_WINDOW_DAYS: '-1' },
      { NO_SHOW_WINDOW_DAYS: '1.5' },
      { NO_SHOW_GRACE_MINUTES: '-5' },
      { NO_SHOW_GRACE_MINUTES: '5000' },
      { NO_SHOW_CARD_REQUIRED: 'maybe' },
    ];
    for (const env of bad) {
      const name = Object.keys(env)[0]!;
      expect(() => loadBookingConfig(env)).toThrow(BookingConfigError);
      expect(() => loadBookingConfig(env)).toThrow(new RegExp(`\\b${name}\\b`));
    }
    expect(() => loadBookingConfig({ NO_SHOW_LIMIT: 'x', NO_SHOW_CARD_REQUIRED: 'x' })).toThrow(/NO_SHOW_LIMIT.*NO_SHOW_CARD_REQUIRED/);
  });
});
