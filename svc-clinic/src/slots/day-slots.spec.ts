import { daySlots, clinicDayBounds, overlaps } from './day-slots.js';

const at = (iso: string) => new Date(iso);
/** Early on 2026-11-20 in Colombo (00:30 +05:30), so nothing on that day or later is in the past. */
const EARLY = at('2026-11-19T19:00:00Z');

describe('clinicDayBounds', () => {
  it('is Colombo midnight to midnight as instants', () => {
    expect(clinicDayBounds('2026-11-20')).toEqual({ from: at('2026-11-19T18:30:00Z'), to: at('2026-11-20T18:30:00Z') });
  });
});

describe('overlaps', () => {
  it('treats ranges as half-open', () => {
    const a = at('2026-11-20T04:00:00Z');
    const b = at('2026-11-20T04:30:00Z');
    const c = at('2026-11-20T05:00:00Z');
    expect(overlaps(a, b, b, c)).toBe(false);
    expect(overlaps(a, c, b, c)).toBe(true);
  });
});

describe('daySlots', () => {
  it.each([
    [15, '09:00', '10:00', ['09:00 AM', '09:15 AM', '09:30 AM', '09:45 AM']],
    [30, '09:00', '11:00', ['09:00 AM', '09:30 AM', '10:00 AM', '10:30 AM']],
    [45, '09:00', '12:00', ['09:00 AM', '09:45 AM', '10:30 AM', '11:15 AM']],
    [60, '13:00', '18:00', ['01:00 PM', '02:00 PM', '03:00 PM', '04:00 PM', '05:00 PM']],
  ])('builds the %i-minute grid between %s and %s', (slotDuration, startTime, endTime, labels) => {
    const slots = daySlots({ startTime, endTime, slotDuration }, '2026-11-20', [], EARLY);
    expect(slots.map((s) => s.time)).toEqual(labels);
    expect(slots.every((s) => !s.isBooked)).toBe(true);
  });

  it('drops a last slot that would run past the end of the working hours', () => {
    const slots = daySlots({ startTime: '09:00', endTime: '10:00', slotDuration: 45 }, '2026-11-20', [], EARLY);
    expect(slots.map((s) => s.time)).toEqual(['09:00 AM']);
  });

  it('places slots at Colombo wall-clock instants (UTC+05:30)', () => {
    const [first, second] = daySlots({ startTime: '09:00', endTime: '10:00', slotDuration: 30 }, '2026-11-20', [], EARLY);
    expect(first!.startsAt.toISOString()).toBe('2026-11-20T03:30:00.000Z');
    expect(first!.endsAt.toISOString()).toBe('2026-11-20T04:00:00.000Z');
    expect(second!.startsAt.toISOString()).toBe('2026-11-20T04:00:00.000Z');
  });

  it('marks every slot a booking overlaps, whatever the booking length', () => {
    const hours = { startTime: '09:00', endTime: '12:00', slotDuration: 30 };
    // 60-minute booking 10:00–11:00 Colombo = 04:30–05:30Z.
    const busy = [{ startsAt: at('2026-11-20T04:30:00Z'), endsAt: at('2026-11-20T05:30:00Z') }];
    const slots = daySlots(hours, '2026-11-20', busy, EARLY);
    expect(slots.filter((s) => s.isBooked).map((s) => s.time)).toEqual(['10:00 AM', '10:30 AM']);
  });

  it('marks a 45-minute slot booked by a 15-minute booking inside it, and not by one touching its end', () => {
    const hours = { startTime: '09:00', endTime: '10:30', slotDuration: 45 };
    const busy = [
      { startsAt: at('2026-11-20T03:45:00Z'), endsAt: at('2026-11-20T04:00:00Z') }, // 09:15–09:30 inside slot 1
      { startsAt: at('2026-11-20T05:00:00Z'), endsAt: at('2026-11-20T05:15:00Z') }, // 10:30–10:45 after slot 2
    ];
    const slots = daySlots(hours, '2026-11-20', busy, EARLY);
    expect(slots).toMatchObject([
      { time: '09:00 AM', isBooked: true },
      { time: '09:45 AM', isBooked: false },
    ]);
  });

  it("leaves out today's slots that have already started", () => {
    // 10:10 in Colombo on 2026-11-20.
    const now = at('2026-11-20T04:40:00Z');
    const slots = daySlots({ startTime: '09:00', endTime: '12:00', slotDuration: 30 }, '2026-11-20', [], now);
    expect(slots.map((s) => s.time)).toEqual(['10:30 AM', '11:00 AM', '11:30 AM']);
  });

  it('has no slots on a past date, and all of them tomorrow', () => {
    const now = at('2026-11-20T04:40:00Z');
    const hours = { startTime: '09:00', endTime: '12:00', slotDuration: 30 };
    expect(daySlots(hours, '2026-11-19', [], now)).toEqual([]);
    expect(daySlots(hours, '2026-11-21', [], now)).toHaveLength(6);
  });

  it("uses Colombo's date, not UTC's, to decide what today is", () => {
    // 2026-11-20T20:00Z is already 01:30 on 2026-11-21 in Colombo: the 20th is past, the 21st is today.
    const now = at('2026-11-20T20:00:00Z');
    const hours = { startTime: '09:00', endTime: '10:00', slotDuration: 30 };
    expect(daySlots(hours, '2026-11-20', [], now)).toEqual([]);
    expect(daySlots(hours, '2026-11-21', [], now).map((s) => s.time)).toEqual(['09:00 AM', '09:30 AM']);
  });
});
