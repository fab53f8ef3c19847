import type { PetProfile, PetRecord } from '@vetnow/contracts/pet-care';
import { petProfile as kitPetProfile } from '@vetnow/web-kit/testing';

/**
 * Test fixtures of the pet screens (spec files only), around the kit's NOW (2026-11-22 in Colombo): Bruno, a dog
 * with an overdue anti-rabies dose, a deworming due soon and a booster later; his record with two visits, care and
 * a prescription.
 */
export function petProfile(overrides: Partial<PetProfile> = {}): PetProfile {
  return kitPetProfile({
    dateOfBirth: '2023-05-10',
    microchipNumber: '900123456789012',
    colourMarkings: 'Golden, white patch on the chest',
    latestWeightKg: 28.4,
    due: [
      { key: 'schedule:rabies-dog', kind: 'vaccination', name: 'Anti-rabies', dueOn: '2026-11-15', status: 'overdue' },
      { key: 'deworming:drontal', kind: 'deworming', name: 'Drontal', dueOn: '2026-11-30', status: 'due-soon' },
      { key: 'schedule:dhpp-dog', kind: 'vaccination', name: 'DHPPi booster', dueOn: '2027-05-12', status: 'upcoming' },
    ],
    createdAt: '2026-01-05T08:00:00.000Z',
    ...overrides,
  });
}

/** Misty, a cat of an estimated age with nothing due and no weight, microchip or breed. */
export function misty(overrides: Partial<PetProfile> = {}): PetProfile {
  return petProfile({
    _id: 'pet-misty',
    name: 'Misty',
    species: 'Cat',
    breed: '',
    sex: 'female',
    neutered: null,
    dateOfBirth: '2023-11-20',
    dateOfBirthEstimated: true,
    ageYears: 3,
    ageMonths: 36,
    microchipNumber: '',
    colourMarkings: '',
    latestWeightKg: null,
    due: [],
    ...overrides,
  });
}

const DR_PERERA = { _id: 'd-1', fullName: 'Dr. Nimal Perera' };
const DR_SILVA = { _id: 'd-2', fullName: 'Dr. Amaya Silva' };

/** Bruno's health record: lists newest first, as the server sends them. */
export function petRecord(overrides: Partial<PetRecord> = {}): PetRecord {
  return {
    pet: petProfile(),
    owner: { _id: 'u-1', fullName: 'Kasun Jayawardena', contactNumber: '0771234567' },
    weights: [
      { weightKg: 28.4, recordedOn: '2026-11-10', source: 'visit', appointmentId: 'a-2' },
      { weightKg: 27.1, recordedOn: '2026-06-02', source: 'owner', appointmentId: null },
      { weightKg: 25.5, recordedOn: '2025-11-14', source: 'visit', appointmentId: 'a-1' },
    ],
    care: [
      {
        _id: 'c-3',
        kind: 'deworming',
        scheduleId: null,
        name: 'Drontal',
        batchNumber: '',
        givenOn: '2026-11-10',
        nextDueOn: '2026-11-30',
        appointmentId: 'a-2',
        doctor: DR_SILVA,
      },
      {
        _id: 'c-2',
        kind: 'vaccination',
        scheduleId: 'dhpp-dog',
        name: 'DHPPi booster',
        batchNumber: 'DH-2291',
        givenOn: '2026-05-12',
        nextDueOn: '2027-05-12',
        appointmentId: null,
        doctor: DR_PERERA,
      },
      {
        _id: 'c-1',
        kind: 'vaccination',
        scheduleId: 'rabies-dog',
        name: 'Anti-rabies',
        batchNumber: 'RB-7781',
        givenOn: '2025-11-14',
        nextDueOn: '2026-11-15',
        appointmentId: 'a-1',
        doctor: DR_PERERA,
      },
    ],
    prescriptions: [
      {
        _id: 'rx-1',
        medicine: 'Apoquel 16 mg',
        dose: 'Half a tablet twice a day',
        duration: '14 days',
        notes: 'With food',
        prescribedOn: '2026-11-10',
        appointmentId: 'a-2',
        doctor: DR_SILVA,
      },
    ],
    visits: [
      {
        _id: 'v-2',
        appointmentId: 'a-2',
        appointmentDate: '2026-11-10',
        timeSlot: '10:00 AM',
        status: 'completed',
        reason: 'Itchy skin',
        doctor: DR_SILVA,
        diagnosis: 'Flea allergy dermatitis',
        recommendations: ['Monthly flea treatment', 'Recheck in 2 weeks'],
      },
      {
        _id: 'v-1',
        appointmentId: 'a-1',
        appointmentDate: '2025-11-14',
        timeSlot: '09:00 AM',
        status: 'completed',
        reason: 'Annual check-up',
        doctor: DR_PERERA,
        diagnosis: 'Healthy',
        recommendations: [],
      },
    ],
    lastDoctorId: 'd-2',
    ...overrides,
  };
}
