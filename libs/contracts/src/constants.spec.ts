import {
  APPETITE_OPTIONS,
  DEFAULT_SLOT_DURATION,
  DEFAULT_SPECIALIZATION,
  DEFAULT_WORKING_HOURS,
  FILTER_TIMES,
  LOCATIONS,
  PET_TYPES,
  QUESTIONNAIRE_STEPS,
  QUESTIONNAIRE_STEP_GROUPS,
  SLOT_DURATIONS,
  SPECIALIZATIONS,
  STORAGE_KEYS,
  TOAST_DURATIONS,
} from './constants.js';

describe('constants (spec §9)', () => {
  it('offers exactly the 18 filter times from 09:00 AM to 05:30 PM', () => {
    expect(FILTER_TIMES).toEqual([
      '09:00 AM', '09:30 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM',
      '12:00 PM', '12:30 PM', '01:00 PM', '01:30 PM', '02:00 PM', '02:30 PM',
      '03:00 PM', '03:30 PM', '04:00 PM', '04:30 PM', '05:00 PM', '05:30 PM',
    ]);
  });

  it('lists the six filter locations and six specializations with their defaults', () => {
    expect(LOCATIONS).toEqual(['Battaramulla', 'Colombo', 'Nugegoda', 'Dehiwala', 'Rajagiriya', 'Malabe']);
    expect(SPECIALIZATIONS).toEqual([
      'General Veterinary', 'Surgery', 'Dentistry', 'Dermatology', 'Internal Medicine', 'Emergency Care',
    ]);
    expect(DEFAULT_SPECIALIZATION).toBe('General Veterinary');
  });

  it('has the slot durations, default slot and default working hours', () => {
    expect(SLOT_DURATIONS).toEqual([15, 30, 45, 60]);
    expect(DEFAULT_SLOT_DURATION).toBe(30);
    expect(DEFAULT_WORKING_HOURS).toEqual({ startTime: '09:00', endTime: '17:00' });
  });

  it('has the pet types, questionnaire steps and option lists', () => {
    expect(PET_TYPES).toEqual(['Dog', 'Cat', 'Rabbit', 'Bird', 'Other']);
    expect(QUESTIONNAIRE_STEPS).toHaveLength(7);
    expect(QUESTIONNAIRE_STEPS[3]).toBe('Eating & Drinking');
    expect(QUESTIONNAIRE_STEP_GROUPS).toHaveLength(7);
    expect(APPETITE_OPTIONS).toEqual(['Normal', 'Increased', 'Decreased', 'No appetite']);
  });

  it('keeps the storage keys and toast durations of the spec', () => {
    expect(STORAGE_KEYS).toMatchObject({ token: 'token', userType: 'userType', bookingData: 'bookingData' });
    expect(TOAST_DURATIONS).toEqual({ default: 4000, error: 4000, success: 2000, loading: Infinity });
  });
});
