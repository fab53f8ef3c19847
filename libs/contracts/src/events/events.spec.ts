import { randomUUID } from 'node:crypto';
import { EVENTS, EVENT_TYPES, isEventType, parseEventPayload, type EventPayloadInput, type EventType } from './index.js';
import { sampleDoctor } from '../testing/fixtures.js';

const doctor = sampleDoctor({ _id: randomUUID() });
const ids = { appointmentId: randomUUID(), doctorId: doctor._id, userId: randomUUID() };
const booked = {
  ...ids,
  reference: 'APT-20261123-7K3Q',
  appointmentDate: '2026-11-23',
  timeSlot: '09:00 AM',
  startsAt: '2026-11-23T03:30:00.000Z',
  endsAt: '2026-11-23T04:00:00.000Z',
  pet: { name: 'Rex', type: 'Dog', breed: '', age: 2 },
  paymentMethod: 'card',
  paymentData: { savedCardId: 'c1', cardType: 'visa', lastFour: '4242' },
  consultationFeeMinor: 250000,
  currency: 'LKR',
  bookedBy: 'owner',
  paymentLink: false,
} as const;
const user = { userId: ids.userId, fullName: 'Kasun', contactNumber: '077' };
const payment = { appointmentId: ids.appointmentId, paymentId: 'p1', amountMinor: 250000, currency: 'LKR' } as const;

const slot = { appointmentDate: '2026-12-28', timeSlot: '10:00 AM', startsAt: booked.startsAt, endsAt: booked.endsAt };
const moved = { appointmentDate: '2026-12-29', timeSlot: '11:00 AM', startsAt: '2026-12-29T05:30:00.000Z', endsAt: '2026-12-29T06:00:00.000Z' };
const span = { startsAt: '2026-12-23T18:30:00.000Z', endsAt: '2026-12-24T18:30:00.000Z' };

const samples: { [T in EventType]: EventPayloadInput<T> } = {
  'doctor.created': doctor,
  'doctor.updated': doctor,
  'doctor.status-changed': { doctorId: doctor._id, isActive: false },
  'doctor.deleted': { doctorId: doctor._id },
  'appointment.booked': booked,
  'appointment.cancelled': { ...ids, startsAt: booked.startsAt, endsAt: booked.endsAt, by: 'owner' },
  'appointment.completed': ids,
  'appointment.findings-shared': { ...ids, reference: 'APT-1', diagnosis: 'Mild otitis', recommendations: ['Ear drops twice a day'] },
  'pet.care-due-changed': {
    petId: 'p1',
    userId: 'u1',
    petName: 'Rex',
    species: 'Dog',
    lastDoctorId: null,
    items: [{ key: 'schedule:dog-rabies', kind: 'vaccination', name: 'Anti-rabies', dueOn: '2027-11-02' }],
  },
  'appointment.rescheduled': { ...ids, reference: 'APT-1', ...moved, previous: slot, by: 'owner' },
  'appointment.needs-rescheduling': { ...ids, reference: 'APT-1', startsAt: slot.startsAt, endsAt: slot.endsAt, reason: 'Clinic closed' },
  'slot.held': { holdId: 'h1', doctorId: ids.doctorId, userId: ids.userId, ...span, expiresAt: '2026-11-23T12:10:00.000Z' },
  'slot.released': { holdId: 'h1', doctorId: ids.doctorId },
  'clinic.closure-added': { closureId: 'holiday:2026-12-24', kind: 'public-holiday', date: '2026-12-24', ...span, reason: 'Unduvap Full Moon Poya Day — clinic closed' },
  'clinic.closure-removed': { closureId: 'holiday:2026-12-24' },
  'doctor.leave-added': { leaveId: 'l1', doctorId: ids.doctorId, ...span, reason: 'Doctor on leave' },
  'doctor.leave-removed': { leaveId: 'l1', doctorId: ids.doctorId },
  'payment.completed': payment,
  'payment.failed': { ...payment, reason: 'Card declined' },
  'payment.refunded': { ...payment, paymentId: ids.appointmentId, amountMinor: 100000, totalRefundedMinor: 250000, reason: 'Cancelled 3 days ahead' },
  'user.registered': user,
  'user.profile-updated': user,
  'account.sessions-ended': { accountId: 'u1', validAfter: '2026-11-23T12:00:00.000Z' },
  'session.ended': { sessionId: 'f0e1d2c3-0000-4000-8000-000000000001', until: '2026-11-23T12:15:00.000Z' },
  'user.contact-changed': { userId: ids.userId, role: 'user', email: 'kasun@example.lk', fullName: 'Kasun', language: 'si' },
  'account.sign-in-delayed': { accountId: ids.userId, failures: 100, delayedUntil: '2026-11-23T12:01:00.000Z' },
  'account.claim-link': { accountId: ids.userId, fullName: 'Nimal', phone: '+94771234567', language: 'en', token: 'x'.repeat(43), expiresAt: '2026-11-25T12:00:00.000Z' },
  'waitlist.offered': {
    entryId: randomUUID(),
    userId: ids.userId,
    doctorId: ids.doctorId,
    doctorName: 'Dr. Silva',
    appointmentDate: '2026-11-23',
    timeSlot: '09:00 AM',
    startsAt: '2026-11-23T03:30:00.000Z',
    expiresAt: '2026-11-22T10:10:00.000Z',
  },
};

describe('event catalogue', () => {
  it('lists the events of the architecture; those carrying money are at version 2 (minor units, ADR 0054)', () => {
    expect(EVENT_TYPES.sort()).toEqual(Object.keys(samples).sort());
    const money = ['doctor.created', 'doctor.updated', 'appointment.booked', 'payment.completed', 'payment.failed', 'payment.refunded'];
    for (const t of EVENT_TYPES) expect([t, EVENTS[t].version]).toEqual([t, money.includes(t) ? 2 : 1]);
  });

  it('reads a version 1 event with LKR amounts as the current version in minor units', () => {
    const { consultationFeeMinor: _d, ...doctorV2 } = doctor;
    expect(parseEventPayload('doctor.created', { ...doctorV2, consultationFee: 2500.5 }, 1)).toEqual({ ...doctorV2, consultationFeeMinor: 250050 });
    const { consultationFeeMinor: _b, ...bookedV2 } = booked;
    expect(parseEventPayload('appointment.booked', { ...bookedV2, consultationFee: 1.005 }, 1).consultationFeeMinor).toBe(101);
    const { amountMinor: _p, ...paymentV2 } = payment;
    expect(parseEventPayload('payment.failed', { ...paymentV2, amount: 2500, reason: 'Card declined' }, 1)).toEqual({ ...payment, reason: 'Card declined' });
    expect(parseEventPayload('payment.refunded', { ...paymentV2, amount: 10.1, totalRefunded: 2500, reason: 'r' }, 1)).toMatchObject({
      amountMinor: 1010,
      totalRefundedMinor: 250000,
    });
    // A version 1 payload is checked as version 1: a current-shape payload labelled 1 is refused.
    expect(() => parseEventPayload('payment.completed', payment, 1)).toThrow();
    expect(() => parseEventPayload('payment.completed', payment, 3)).toThrow('Unsupported version');
  });

  it('refuses a fractional or negative amount of minor units', () => {
    expect(() => parseEventPayload('payment.completed', { ...payment, amountMinor: 2500.5 })).toThrow();
    expect(() => parseEventPayload('payment.completed', { ...payment, amountMinor: -1 })).toThrow();
  });

  it.each(Object.keys(samples) as EventType[])('parses a %s payload', (type) => {
    expect(parseEventPayload(type, samples[type])).toEqual(samples[type]);
    expect(() => parseEventPayload(type, {})).toThrow();
  });

  it('keeps the exact doctor status and deletion shapes the service kit relies on', () => {
    expect(parseEventPayload('doctor.status-changed', { doctorId: 'd', isActive: true, extra: 1 })).toEqual({ doctorId: 'd', isActive: true });
    expect(() => parseEventPayload('doctor.status-changed', { doctorId: 'd', isActive: 'true' })).toThrow();
    expect(parseEventPayload('doctor.deleted', { doctorId: 'd' })).toEqual({ doctorId: 'd' });
  });

  it('never carries a card number or CVV in appointment.booked', () => {
    expect(() => parseEventPayload('appointment.booked', { ...booked, paymentData: { ...booked.paymentData, cardNumber: '4242424242424242' } })).toThrow();
    expect(() => parseEventPayload('appointment.booked', { ...booked, paymentData: { ...booked.paymentData, cvv: '123' } })).toThrow();
    const { paymentData: _p, ...cash } = booked;
    expect(parseEventPayload('appointment.booked', { ...cash, paymentMethod: 'cash' }).paymentData).toBeUndefined();
  });

  it('defaults the booking currency and refuses another one for payments', () => {
    const { currency: _c, ...noCurrency } = booked;
    expect(parseEventPayload('appointment.booked', noCurrency).currency).toBe('LKR');
    expect(() => parseEventPayload('payment.completed', { ...payment, currency: 'USD' })).toThrow();
  });

  it('reads an appointment.cancelled written before `by` existed as the owner\'s (only owners could cancel then)', () => {
    const old = { ...ids, startsAt: booked.startsAt, endsAt: booked.endsAt };
    expect(parseEventPayload('appointment.cancelled', old).by).toBe('owner');
    expect(() => parseEventPayload('appointment.cancelled', { ...old, by: 'doctor' })).toThrow();
  });

  it('refuses unknown types and versions', () => {
    expect(isEventType('doctor.created')).toBe(true);
    expect(isEventType('doctor.hired')).toBe(false);
    expect(isEventType('toString')).toBe(false);
    expect(() => parseEventPayload('doctor.hired' as EventType, {})).toThrow('Unknown event type');
    expect(() => parseEventPayload('doctor.deleted', { doctorId: 'd' }, 2)).toThrow('Unsupported version');
    expect(parseEventPayload('doctor.deleted', { doctorId: 'd' }, 1)).toEqual({ doctorId: 'd' });
  });
});
