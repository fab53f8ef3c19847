import type { CareSchedule, DueItem, PetProfile, PetRecord } from '@vetnow/contracts/pet-care';
import { API } from '@vetnow/web-kit/api';
import { errorReply, handlerFor, petProfile as kitPetProfile, server } from '@vetnow/web-kit/testing';

/** The pet-care scenario of the doctor's tests (issue 38): a few schedules, Bruno the puppy, Rex the adult dog. */

const UPDATED = '2026-10-01T00:00:00.000Z';

export function careSchedule(overrides: Partial<CareSchedule> & Pick<CareSchedule, 'id'>): CareSchedule {
  return { species: 'Dog', kind: 'vaccination', name: 'Core vaccine (DHPPi)', firstDoseAgeWeeks: 6, stages: [], notes: '', active: true, updatedAt: UPDATED, ...overrides };
}

/**
 * Dogs: the core series (every 21 days until 16 weeks, then yearly), anti-rabies (yearly), an inactive schedule, and
 * deworming (every 14 days until 12 weeks, then every 90 days); cats: their core vaccine.
 */
export function careSchedules(): CareSchedule[] {
  return [
    careSchedule({ id: 's-dog-core', stages: [{ untilAgeWeeks: 16, intervalDays: 21 }, { untilAgeWeeks: null, intervalDays: 365 }] }),
    careSchedule({ id: 's-dog-rabies', name: 'Anti-rabies', firstDoseAgeWeeks: 12, stages: [{ untilAgeWeeks: null, intervalDays: 365 }] }),
    careSchedule({ id: 's-dog-lepto', name: 'Leptospirosis (retired)', stages: [{ untilAgeWeeks: null, intervalDays: 180 }], active: false }),
    careSchedule({
      id: 's-dog-worm',
      kind: 'deworming',
      name: 'Deworming',
      firstDoseAgeWeeks: 2,
      stages: [{ untilAgeWeeks: 12, intervalDays: 14 }, { untilAgeWeeks: null, intervalDays: 90 }],
    }),
    careSchedule({ id: 's-cat-core', species: 'Cat', name: 'Core vaccine (FVRCP)', stages: [{ untilAgeWeeks: null, intervalDays: 365 }] }),
  ];
}

export function dueItem(overrides: Partial<DueItem> = {}): DueItem {
  return { key: 'schedule:s-dog-rabies', kind: 'vaccination', name: 'Anti-rabies', dueOn: '2026-11-20', status: 'overdue', ...overrides };
}

/** Bruno as a puppy: born 1 September 2026, not yet neutered. */
export function petProfile(overrides: Partial<PetProfile> = {}): PetProfile {
  return kitPetProfile({
    neutered: false,
    dateOfBirth: '2026-09-01',
    ageYears: 0,
    ageMonths: 0,
    colourMarkings: 'Golden',
    latestWeightKg: 8.4,
    createdAt: '2026-09-20T10:00:00.000Z',
    ...overrides,
  });
}

/** Bruno's record: one vaccination (the core series, next due soon), a deworming, a prescription, two weights, a visit. */
export function petRecord(overrides: Partial<PetRecord> = {}): PetRecord {
  const doctor = { _id: 'd-1', fullName: 'Dr. Nimal Perera' };
  return {
    pet: petProfile({ due: [dueItem({ key: 'schedule:s-dog-core', name: 'Core vaccine (DHPPi)', dueOn: '2026-11-29', status: 'due-soon' })] }),
    owner: { _id: 'u-1', fullName: 'Kasun Jayawardena', contactNumber: '0771234567' },
    weights: [
      { weightKg: 8.4, recordedOn: '2026-11-08', source: 'visit', appointmentId: 'p08' },
      { weightKg: 6.25, recordedOn: '2026-10-20', source: 'owner', appointmentId: null },
    ],
    care: [
      { _id: 'c-1', kind: 'vaccination', scheduleId: 's-dog-core', name: 'Nobivac DHPPi', batchNumber: 'A123', givenOn: '2026-11-08', nextDueOn: '2026-11-29', appointmentId: 'p08', doctor },
      { _id: 'c-2', kind: 'deworming', scheduleId: null, name: 'Drontal Puppy', batchNumber: '', givenOn: '2026-11-08', nextDueOn: null, appointmentId: 'p08', doctor },
    ],
    prescriptions: [
      { _id: 'rx-1', medicine: 'Amoxicillin', dose: '250 mg twice a day', duration: '7 days', notes: 'With food', prescribedOn: '2026-11-08', appointmentId: 'p08', doctor },
    ],
    visits: [
      {
        _id: 'p08',
        appointmentId: 'VN-P08',
        appointmentDate: '2026-11-08',
        timeSlot: '10:00 AM',
        status: 'completed',
        reason: 'First vaccination',
        doctor,
        diagnosis: 'Healthy puppy',
        recommendations: ['Second dose in 3 weeks'],
      },
    ],
    lastDoctorId: 'd-1',
    ...overrides,
  };
}

/**
 * The pet-care routes for the doctor's screens: the schedules, the day's due items (`day`, by appointment) and the
 * records of `pets` by id (any other id: 404 PET_NOT_FOUND, as the server answers a pet the doctor may not see).
 */
export function petCareApi({ day = [], pets = {} }: { day?: { appointmentId: string; petId: string; petName: string; due: DueItem[] }[]; pets?: Record<string, PetRecord> } = {}) {
  server.use(
    handlerFor(API.pets.careSchedules, () => careSchedules()),
    handlerFor(API.pets.doctorPetCare, () => day),
    handlerFor(API.pets.get, ({ params }) => pets[params.id!] ?? errorReply('PET_NOT_FOUND')),
  );
}
