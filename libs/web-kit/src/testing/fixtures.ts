/**
 * The one set of test fixtures of the frontends (ADR 0018): a doctor, an appointment, an owner, a signed-in
 * doctor, saved cards, the admin's figures and health, a leave and the visits it affects — typed by the contracts,
 * so a schema change breaks them here once. Builders take overrides; scenarios (a dashboard's day, an owner's
 * history) are built from them beside the tests that need them.
 */
import type { Notification, NotificationPreferences, SiteHealthResponse } from '@vetnow/contracts/api';
import { SERVICE_NAMES } from '@vetnow/contracts/services';
import type { Appointment, SlotHold } from '@vetnow/contracts/appointment';
import type { SavedCard } from '@vetnow/contracts/card';
import type { AffectedAppointment, Leave } from '@vetnow/contracts/calendar';
import type { AdminStats, Doctor, TimeSlot } from '@vetnow/contracts/doctor';
import type { PetProfile } from '@vetnow/contracts/pet-care';
import type { DiagnosisSummary } from '@vetnow/contracts/questionnaire';
import type { DoctorSessionUser, PublicUser } from '@vetnow/contracts/user';
import { sampleOwner } from '@vetnow/contracts/testing';
import type { Session } from '../session';

/** 2026-11-21 20:00 UTC is already 2026-11-22 01:30 in Colombo: "today" there is the 22nd. */
export const NOW = new Date('2026-11-21T20:00:00Z');
export const TODAY = '2026-11-22';

/** The instant of a clinic-time (UTC+05:30) date and HH:mm. */
export function clinicInstant(date: string, hhmm: string): string {
  return new Date(`${date}T${hhmm}:00+05:30`).toISOString();
}

/** `14:00` → `02:00 PM` (the spec's slot text). */
export function slotText(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${String(hour).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

export const CLINIC_ADDRESS = { street: '45 Main Street', city: 'Battaramulla', location: 'Battaramulla' } as const;

export function doctor(overrides: Partial<Doctor> = {}): Doctor {
  return {
    _id: 'd-1',
    email: 'dr.perera@vetnow.lk',
    fullName: 'Dr. Nimal Perera',
    specialization: 'Surgery',
    experience: 12,
    qualifications: ['BVSc', 'MVSc'],
    contactNumber: '0112 345 678',
    clinicAddress: { ...CLINIC_ADDRESS },
    consultationFee: 2500,
    workingHours: { startTime: '09:00', endTime: '17:00', slotDuration: 30 },
    isActive: true,
    ...overrides,
  };
}

/** The doctor as an appointment carries it. */
export function appointmentDoctor(from: Doctor = doctor()): Appointment['doctor'] {
  const { _id, fullName, specialization, consultationFee, clinicAddress, contactNumber } = from;
  return { _id, fullName, specialization, consultationFee, clinicAddress: { ...clinicAddress }, contactNumber };
}

export interface AppointmentFixture extends Partial<Appointment> {
  /** Clinic time of the slot, HH:mm (sets timeSlot, startsAt, endsAt); 09:00 unless given. */
  at?: string;
}

/** A scheduled, unpaid cash appointment of Bruno with Dr. Perera; `at` places it at a clinic time. */
export function appointment(id: string, overrides: AppointmentFixture = {}): Appointment {
  const { at = '09:00', ...rest } = overrides;
  const date = rest.appointmentDate ?? '2026-11-25';
  const startsAt = clinicInstant(date, at);
  return {
    _id: id,
    appointmentId: `VN-${id.toUpperCase()}`,
    appointmentDate: date,
    timeSlot: slotText(at),
    startsAt,
    endsAt: new Date(new Date(startsAt).getTime() + 30 * 60_000).toISOString(),
    status: 'scheduled',
    reason: 'Annual check-up',
    doctor: appointmentDoctor(),
    user: { _id: 'u-1', fullName: 'Kasun Jayawardena', contactNumber: '0771234567' },
    pet: { name: 'Bruno', type: 'Dog', breed: 'Labrador', age: 3 },
    paymentMethod: 'cash',
    paymentStatus: 'pending',
    diagnosisQuestionnaire: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...rest,
  };
}

export function owner(overrides: Partial<PublicUser> = {}): PublicUser {
  return sampleOwner(overrides) as PublicUser;
}

/** Bruno, the owner's three-year-old Labrador (GET /pets/:id), neutered, with nothing due and no microchip. */
export function petProfile(overrides: Partial<PetProfile> = {}): PetProfile {
  return {
    _id: 'pet-bruno',
    name: 'Bruno',
    species: 'Dog',
    breed: 'Labrador',
    sex: 'male',
    neutered: true,
    dateOfBirth: '2023-06-01',
    dateOfBirthEstimated: false,
    ageYears: 3,
    ageMonths: 36,
    microchipNumber: '',
    colourMarkings: '',
    latestWeightKg: 28.5,
    archivedAt: null,
    due: [],
    createdAt: '2026-01-10T08:00:00.000Z',
    ...overrides,
  };
}

export function admin(overrides: Partial<PublicUser> = {}): PublicUser {
  return owner({ _id: 'a-1', username: 'admin', email: 'admin@vetnow.lk', fullName: 'Clinic Admin', pets: [], role: 'admin', ...overrides });
}

export function doctorUser(overrides: Partial<DoctorSessionUser> = {}): DoctorSessionUser {
  return { ...doctor(), userType: 'doctor', ...overrides };
}

export function savedCard(overrides: Partial<SavedCard> = {}): SavedCard {
  return { id: 'card-1', cardType: 'visa', lastFour: '4242', cardholderName: 'Kasun Jayawardena', expiryDate: '12/28', ...overrides };
}

/** The slots of `times` (HH:mm, in the order given: the server's order), those in `booked` taken. */
export function timeSlots(booked: readonly string[] = [], times: readonly string[] = ['09:00', '09:30', '10:00', '10:30']): TimeSlot[] {
  return times.map((hhmm) => ({ time: slotText(hhmm), isBooked: booked.includes(hhmm) }));
}

/** The owner's hold on Dr. Perera's 09:00 AM slot of 25 Nov, taken at NOW: it lasts 10 minutes, until 20:10 UTC. */
export function slotHold(overrides: Partial<SlotHold> = {}): SlotHold {
  return { id: 'h-1', doctorId: 'd-1', appointmentDate: '2026-11-25', timeSlot: '09:00 AM', expiresAt: '2026-11-21T20:10:00.000Z', ...overrides };
}

/**
 * A Health Records entry of Bruno's visit with Dr. Perera on 25 Nov: a summary, no recommendations, no symptoms;
 * neither triaged (give urgencyLevel, firedRules) nor completed (give completedAt).
 */
export function diagnosisSummary(id: string, overrides: Partial<DiagnosisSummary> = {}): DiagnosisSummary {
  const { fullName, specialization } = doctor();
  return {
    _id: id,
    petName: 'Bruno',
    doctor: { fullName, specialization },
    date: '2026-11-25',
    summary: 'No concerning signs were reported.',
    recommendations: [],
    symptoms: { generalHealth: {} },
    ...overrides,
  };
}

/** An unread in-app notification: the booking of Bruno's visit with Dr. Perera confirmed. */
export function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: '0b5c7a3e-1111-4c1a-9a57-2f1f3c1d0001',
    kind: 'booking-confirmed',
    title: 'Your visit is booked: VN-A-1',
    body: 'Bruno with Dr. Nimal Perera on Wednesday, 25 November 2026 at 09:00 AM (Sri Lanka time).',
    appointmentId: 'a-1',
    createdAt: '2026-11-20T10:00:00.000Z',
    readAt: null,
    ...overrides,
  };
}

/** The defaults of a new account: e-mail reminders and updates on, SMS reminders only, no SMS number known. */
export function notificationPreferences(overrides: Partial<NotificationPreferences> = {}): NotificationPreferences {
  return { email: { reminders: true, updates: true, petCare: true }, sms: { reminders: true, updates: false, petCare: true }, smsPhone: null, push: { reminders: true, updates: true, petCare: true }, pushDevices: 0, ...overrides };
}

/**
 * A signed-in session (the value of SessionContext): the owner, known by name and e-mail (pass `user` for more,
 * `userType` and `user` for a doctor). signIn / signOut / refresh do nothing unless given (e.g. jest.fn()).
 */
export function signedInSession(overrides: Partial<Session> = {}): Session {
  const { fullName, email } = owner();
  return {
    status: 'signed-in',
    user: { fullName, email },
    userType: 'user',
    signIn: () => {},
    signOut: () => {},
    refresh: async () => {},
    ...overrides,
  };
}

export function adminStats(overrides: Partial<AdminStats> = {}): AdminStats {
  return { totalDoctors: 7, activeDoctors: 5, totalAppointments: 1234, todayAppointments: 3, ...overrides } as AdminStats;
}

const UP = { status: 'ok', checks: { database: 'up', nats: 'up' } } as const;
/** Every service of the contracts up (the health document names each one). */
export function healthOk(): SiteHealthResponse {
  return { status: 'ok', services: Object.fromEntries(SERVICE_NAMES.map((name) => [name, { ...UP, checks: { ...UP.checks } }])) };
}

/** A uuid for fixtures: `fixtureUuid(7)` → `00000000-0000-4000-8000-000000000007`. */
export const fixtureUuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Dr. d-1's full-day leave, 7–9 December 2026 (the admin's calendar and the doctor's leave list). */
export function sampleLeave(overrides: Partial<Leave> = {}): Leave {
  return {
    id: fixtureUuid(201),
    doctorId: 'd-1',
    fromDate: '2026-12-07',
    toDate: '2026-12-09',
    startTime: null,
    endTime: null,
    reason: 'Conference',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A booked visit a closure or leave preview answers; `at` (clinic HH:mm, 10:00 unless given) sets its slot and instants. */
export function affectedVisit({ at = '10:00', ...overrides }: Partial<AffectedAppointment> & { at?: string } = {}): AffectedAppointment {
  const appointmentDate = overrides.appointmentDate ?? '2026-12-01';
  const startsAt = clinicInstant(appointmentDate, at);
  return {
    appointmentId: 'a-1',
    reference: 'VN-A-1',
    doctorId: 'd-1',
    doctorName: 'Dr. Nimal Perera',
    appointmentDate,
    timeSlot: slotText(at),
    petName: 'Bruno',
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
    ...overrides,
  };
}
