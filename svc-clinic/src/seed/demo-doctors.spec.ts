import { parseTime24, slotGrid } from '@vetnow/domain/clinic-time';
import { LOCATIONS, SLOT_DURATIONS, SPECIALIZATIONS } from '@vetnow/contracts/constants';
import { DEMO_DOCTOR } from '@vetnow/domain/demo';
import { EMAIL_PATTERN } from '@vetnow/contracts/common';
import { DEMO_DOCTORS } from './demo-doctors.js';

describe('DEMO_DOCTORS', () => {
  it('starts with the contracts demo doctor under its fixed id', () => {
    expect(DEMO_DOCTORS[0]).toMatchObject({ id: DEMO_DOCTOR.id, email: DEMO_DOCTOR.email, fullName: DEMO_DOCTOR.fullName });
  });

  it('has 8–10 doctors with unique ids and lower-case unique emails', () => {
    expect(DEMO_DOCTORS.length).toBeGreaterThanOrEqual(8);
    expect(DEMO_DOCTORS.length).toBeLessThanOrEqual(10);
    expect(new Set(DEMO_DOCTORS.map((d) => d.id)).size).toBe(DEMO_DOCTORS.length);
    expect(new Set(DEMO_DOCTORS.map((d) => d.email)).size).toBe(DEMO_DOCTORS.length);
    for (const d of DEMO_DOCTORS) {
      expect(d.email).toBe(d.email.toLowerCase());
      expect(d.email).toMatch(EMAIL_PATTERN);
    }
  });

  it('covers every specialization and several filter locations, Battaramulla most', () => {
    expect(new Set(DEMO_DOCTORS.map((d) => d.specialization))).toEqual(new Set(SPECIALIZATIONS));
    const locations = DEMO_DOCTORS.map((d) => d.location);
    for (const l of locations) expect(LOCATIONS).toContain(l);
    expect(new Set(locations).size).toBeGreaterThanOrEqual(4);
    const battaramulla = locations.filter((l) => l === 'Battaramulla').length;
    expect(battaramulla).toBeGreaterThan(DEMO_DOCTORS.length / 2 - 1);
  });

  it('has valid, varied working hours, slot lengths of 15/30/45/60 and fees of 1500–4000 LKR', () => {
    for (const d of DEMO_DOCTORS) {
      expect(SLOT_DURATIONS).toContain(d.slotDuration);
      expect(parseTime24(d.endTime)!).toBeGreaterThan(parseTime24(d.startTime)!);
      expect(slotGrid(d).length).toBeGreaterThan(0);
      // in minor units (cents), as the column stores the fee
      expect(d.consultationFeeMinor).toBeGreaterThanOrEqual(150_000);
      expect(d.consultationFeeMinor).toBeLessThanOrEqual(400_000);
      expect(d.qualifications.length).toBeGreaterThan(0);
    }
    expect(new Set(DEMO_DOCTORS.map((d) => d.slotDuration))).toEqual(new Set(SLOT_DURATIONS));
    expect(new Set(DEMO_DOCTORS.map((d) => `${d.startTime}-${d.endTime}`)).size).toBeGreaterThanOrEqual(4);
  });
});
