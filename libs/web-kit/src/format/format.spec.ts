import { describe, expect, it } from '@jest/globals';
import { formatAddressLine, formatClinicDate, formatLkr, formatTimeOfDay, formatWorkingHours } from './index';

describe('formatLkr', () => {
  it('prefixes LKR and groups thousands', () => {
    expect(formatLkr(2500)).toBe('LKR 2,500');
    expect(formatLkr(0)).toBe('LKR 0');
    expect(formatLkr(1250.5)).toBe('LKR 1,250.5');
    expect(formatLkr(1_000_000)).toBe('LKR 1,000,000');
  });
});

describe('formatWorkingHours', () => {
  it('shows both ends in the 12-hour slot text', () => {
    expect(formatWorkingHours({ startTime: '09:00', endTime: '17:00' })).toBe('09:00 AM - 05:00 PM');
    expect(formatWorkingHours({ startTime: '00:00', endTime: '12:30' })).toBe('12:00 AM - 12:30 PM');
  });

  it('is null when an end is missing or malformed', () => {
    expect(formatWorkingHours(undefined)).toBeNull();
    expect(formatWorkingHours({ startTime: '09:00', endTime: '' })).toBeNull();
    expect(formatWorkingHours({ startTime: '9am', endTime: '17:00' })).toBeNull();
    expect(formatTimeOfDay('24:00')).toBeNull();
    expect(formatTimeOfDay('13:15')).toBe('01:15 PM');
  });
});

describe('formatClinicDate', () => {
  it('reads a clinic date with its weekday, whatever the time zone', () => {
    expect(formatClinicDate('2026-11-22')).toBe('Sun, 22 Nov 2026');
    expect(formatClinicDate('2027-01-01')).toBe('Fri, 1 Jan 2027');
  });

  it('returns anything malformed unchanged', () => {
    expect(formatClinicDate('2026-02-30')).toBe('2026-02-30');
    expect(formatClinicDate('')).toBe('');
  });
});

describe('formatAddressLine', () => {
  it('joins the parts that are there, once each', () => {
    expect(
      formatAddressLine({ street: '45 Main Street', city: 'Battaramulla', location: 'Battaramulla' }),
    ).toBe('45 Main Street, Battaramulla');
    expect(formatAddressLine({ street: ' ', city: 'Colombo', location: 'Battaramulla' })).toBe(
      'Colombo, Battaramulla',
    );
    expect(formatAddressLine(undefined)).toBe('');
  });
});
