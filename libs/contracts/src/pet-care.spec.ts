import {
  addMonths,
  ageInMonths,
  ageInWeeks,
  ageInYears,
  birthDateOf,
  careScheduleUpdateSchema,
  dueItemsOf,
  dueStatus,
  isValidNextDue,
  petProfileRequestSchema,
  petWeightRequestSchema,
  suggestNextDue,
  visitCareSchema,
} from './pet-care.js';
import { PET_MESSAGES as M, englishOf } from './validation/texts.js';

// 2026-11-21 20:00 UTC is already 2026-11-22 01:30 in the clinic: "today" is the 22nd whatever TZ the test runs in.
const now = () => new Date('2026-11-21T20:00:00Z');
const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.error?.issues ?? []).map((i) => englishOf(i.message));

describe('pet profile request', () => {
  const schema = petProfileRequestSchema(now);

  it('takes the whole profile, normalises the microchip and defaults sex and neutered', () => {
    const r = schema.parse({ name: ' Rex ', species: 'Dog', microchipNumber: '900 115-000 123 456', dateOfBirth: '2026-11-22' });
    expect(r).toMatchObject({ name: 'Rex', species: 'Dog', sex: 'unknown', neutered: null, breed: '', microchipNumber: '900115000123456' });
  });

  it('refuses a date of birth in the clinic future (the 23rd is tomorrow in Colombo)', () => {
    expect(messages(schema.safeParse({ name: 'Rex', species: 'Dog', dateOfBirth: '2026-11-23' }))).toEqual([M.dateOfBirthInvalid]);
  });

  it('refuses both a date of birth and an estimated age, an unknown species, a short microchip', () => {
    expect(messages(schema.safeParse({ name: 'Rex', species: 'Dog', dateOfBirth: '2020-01-01', estimatedAgeYears: 3 }))).toEqual([M.birthBoth]);
    expect(messages(schema.safeParse({ name: 'Rex', species: 'Hamster' }))).toEqual([M.speciesInvalid]);
    expect(messages(schema.safeParse({ name: 'Rex', species: 'Rabbit', microchipNumber: '12345' }))).toEqual([M.microchipInvalid]);
    expect(messages(schema.safeParse({ name: '', species: 'Cat', estimatedAgeYears: '41' }))).toEqual([M.nameRequired, M.estimatedAgeInvalid]);
  });

  it('keeps an estimated age as an estimated date of birth, in clinic time', () => {
    expect(birthDateOf({ estimatedAgeYears: 2 }, now())).toEqual({ dateOfBirth: '2024-11-22', estimated: true });
    expect(birthDateOf({ dateOfBirth: '2025-01-10' }, now())).toEqual({ dateOfBirth: '2025-01-10', estimated: false });
    expect(birthDateOf({}, now())).toEqual({ dateOfBirth: null, estimated: false });
    expect(birthDateOf({ estimatedAgeYears: 0.5 }, now())).toEqual({ dateOfBirth: '2026-05-22', estimated: true });
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-11-22', 2)).toBe('2027-01-22');
  });

  it('counts ages in whole years and weeks', () => {
    expect(ageInYears('2024-11-23', '2026-11-22')).toBe(1);
    expect(ageInYears('2024-11-22', '2026-11-22')).toBe(2);
    expect(ageInWeeks('2026-09-01', '2026-11-22')).toBe(11);
    expect(ageInYears(null, '2026-11-22')).toBeNull();
    expect(ageInMonths('2026-07-23', '2026-11-22')).toBe(3);
    expect(ageInMonths('2026-07-22', '2026-11-22')).toBe(4);
  });

  it('refuses a weight outside (0, 200] kg and a future weighing day', () => {
    const w = petWeightRequestSchema(now);
    expect(w.parse({ weightKg: '12.5' })).toEqual({ weightKg: 12.5 });
    expect(messages(w.safeParse({ weightKg: 0 }))).toEqual([M.weightInvalid]);
    // kept in grams: a weight that would round to 0 g is refused (the fuzzer's 7e-323 once reached the database)
    expect(messages(w.safeParse({ weightKg: 7e-323 }))).toEqual([M.weightInvalid]);
    expect(w.parse({ weightKg: 0.001 })).toEqual({ weightKg: 0.001 });
    expect(messages(w.safeParse({ weightKg: 12, recordedOn: '2026-11-23' }))).toEqual([M.recordedInFuture]);
  });
});

describe('due items', () => {
  it('are overdue the day after the due date and due soon from 14 days before it', () => {
    expect(dueStatus('2026-11-21', '2026-11-22')).toBe('overdue');
    expect(dueStatus('2026-11-22', '2026-11-22')).toBe('due-soon');
    expect(dueStatus('2026-12-06', '2026-11-22')).toBe('due-soon');
    expect(dueStatus('2026-12-07', '2026-11-22')).toBe('upcoming');
  });

  it('take the latest record of each line; a line whose latest record has no next date is finished', () => {
    const items = dueItemsOf(
      [
        { scheduleId: 'dog-rabies', kind: 'vaccination', name: 'Anti-rabies', givenOn: '2025-11-01', nextDueOn: '2026-11-01' },
        { scheduleId: 'dog-rabies', kind: 'vaccination', name: 'Anti-rabies', givenOn: '2026-11-02', nextDueOn: '2027-11-02' },
        { kind: 'deworming', name: 'Drontal', givenOn: '2026-09-01', nextDueOn: '2026-12-01' },
        { kind: 'deworming', name: ' drontal ', givenOn: '2026-10-01', nextDueOn: null },
        { kind: 'tick-flea', name: 'NexGard', givenOn: '2026-10-10', nextDueOn: '2026-11-10' },
      ],
      '2026-11-22',
    );
    expect(items).toEqual([
      { key: 'tick-flea:nexgard', kind: 'tick-flea', name: 'NexGard', dueOn: '2026-11-10', status: 'overdue' },
      { key: 'schedule:dog-rabies', kind: 'vaccination', name: 'Anti-rabies', dueOn: '2027-11-02', status: 'upcoming' },
    ]);
  });
});

describe('care schedules', () => {
  const puppy = { stages: [{ untilAgeWeeks: 16, intervalDays: 21 }, { untilAgeWeeks: 52, intervalDays: 180 }, { untilAgeWeeks: null, intervalDays: 365 }] };

  it('suggest the interval of the stage the age at the dose falls in; unknown age is an adult', () => {
    expect(suggestNextDue(puppy, '2026-09-01', '2026-10-20')).toBe('2026-11-10');
    expect(suggestNextDue(puppy, '2026-01-01', '2026-10-20')).toBe('2027-04-18');
    expect(suggestNextDue(puppy, '2020-01-01', '2026-10-20')).toBe('2027-10-20');
    expect(suggestNextDue(puppy, null, '2026-10-20')).toBe('2027-10-20');
  });

  it('an update needs increasing age limits and an open last stage', () => {
    expect(careScheduleUpdateSchema.safeParse({ stages: puppy.stages }).success).toBe(true);
    expect(messages(careScheduleUpdateSchema.safeParse({ stages: [{ untilAgeWeeks: 16, intervalDays: 21 }] }))).toEqual([M.stagesInvalid]);
    expect(messages(careScheduleUpdateSchema.safeParse({ stages: [{ untilAgeWeeks: 20, intervalDays: 21 }, { untilAgeWeeks: 16, intervalDays: 30 }, { untilAgeWeeks: null, intervalDays: 365 }] }))).toEqual([M.stagesInvalid]);
    expect(messages(careScheduleUpdateSchema.safeParse({ stages: [{ untilAgeWeeks: null, intervalDays: 0 }] }))).toEqual([M.intervalInvalid]);
    expect(careScheduleUpdateSchema.safeParse({ species: 'Cat' }).success).toBe(false);
  });
});

describe('visit care', () => {
  it('defaults the lists, keeps a cleared next date as null and a missing one as missing', () => {
    const r = visitCareSchema.parse({ weightKg: '8.2', vaccinations: [{ name: 'Anti-rabies', nextDueOn: null }, { name: 'DHPPi', nextDueOn: '' }] });
    expect(r.weightKg).toBe(8.2);
    expect(r.vaccinations[0]!.nextDueOn).toBeNull();
    expect(r.vaccinations[1]!.nextDueOn).toBeUndefined();
    expect(r.treatments).toEqual([]);
    expect(visitCareSchema.parse({ weightKg: '' }).weightKg).toBeUndefined();
    expect(messages(visitCareSchema.safeParse({ weightKg: '-1' }))).toEqual([M.weightInvalid]);
    expect(messages(visitCareSchema.safeParse({ prescriptions: [{ medicine: 'Amoxicillin', dose: '', duration: '7 days' }] }))).toEqual([M.doseRequired]);
  });

  it('a next due date must be after the visit and within five years', () => {
    expect(isValidNextDue('2026-11-23', '2026-11-22')).toBe(true);
    expect(isValidNextDue('2026-11-22', '2026-11-22')).toBe(false);
    expect(isValidNextDue('2031-11-22', '2026-11-22')).toBe(true);
    expect(isValidNextDue('2031-11-24', '2026-11-22')).toBe(false);
  });
});
