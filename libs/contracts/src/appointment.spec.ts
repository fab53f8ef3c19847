import {
  appointmentSchema,
  bookRequestSchema,
  bookResponseSchema,
  bookingDraftSchema,
  bookingStep1Schema,
  bookingStep2Schema,
  canCancel,
  canReschedule,
  completeAppointmentRequestSchema,
  ownSlotHoldResponseSchema,
  rescheduleRequestSchema,
  slotHoldRequestSchema,
  displayAppointmentId,
  isPast,
  isUpcoming,
} from './appointment.js';
import { BOOKING_MESSAGES as M, englishOf } from './validation/texts.js';
import { sampleBookRequest } from './testing/fixtures.js';

// 2026-11-21T19:00Z is already 2026-11-22 in Colombo: tomorrow there is 2026-11-23.
const now = () => new Date('2026-11-21T19:00:00Z');

function messages(r: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return r.success ? [] : r.error!.issues.map((i) => englishOf(i.message));
}

const appointment = {
  _id: '6f1c2d3e-0000-4000-8000-00000000abcd',
  appointmentId: 'APT-20261123-7K3Q',
  appointmentDate: '2026-11-23',
  timeSlot: '09:00 AM',
  startsAt: '2026-11-23T03:30:00.000Z',
  endsAt: '2026-11-23T04:00:00.000Z',
  status: 'scheduled',
  reason: 'Vaccination',
  doctor: {
    _id: 'd1',
    fullName: 'Dr. Silva',
    specialization: 'General Veterinary',
    consultationFee: 2500,
    clinicAddress: { street: '1 Clinic Rd', city: 'Battaramulla', location: 'Battaramulla' },
    contactNumber: '0112345678',
  },
  user: { _id: 'u1', fullName: 'Kasun Perera', contactNumber: '0771234567' },
  pet: { name: 'Rex', type: 'Dog', breed: 'Labrador', age: 3 },
  paymentMethod: 'cash',
  paymentStatus: 'pending',
  diagnosisQuestionnaire: { summary: 'Routine', urgencyLevel: 'low' },
} as const;

describe('wizard steps (spec §2, §5)', () => {
  it('step 1 needs a date from tomorrow in clinic time and a time slot', () => {
    const step1 = bookingStep1Schema(now);
    expect(step1.parse({ appointmentDate: '2026-11-23', timeSlot: '09:00 AM' })).toEqual({ appointmentDate: '2026-11-23', timeSlot: '09:00 AM' });
    expect(messages(step1.safeParse({ appointmentDate: '2026-11-22', timeSlot: '09:00 AM' }))).toEqual([M.dateTooEarly]);
    expect(messages(step1.safeParse({ appointmentDate: '', timeSlot: '' }))).toEqual([M.dateRequired, M.timeSlotRequired]);
    expect(messages(step1.safeParse({}))).toEqual([M.dateRequired, M.timeSlotRequired]);
    expect(messages(step1.safeParse({ appointmentDate: '2026-11-31', timeSlot: '9:00' }))).toEqual([M.dateInvalid, M.timeSlotInvalid]);
  });

  it('step 2 needs a pet name and a reason; age 0 ok, -1 refused; type defaults to Dog', () => {
    const ok = bookingStep2Schema.parse({ pet: { name: ' Rex ', age: '0' }, reason: 'Checkup' });
    expect(ok).toEqual({ pet: { name: 'Rex', type: 'Dog', breed: '', age: 0 }, reason: 'Checkup' });
    expect(messages(bookingStep2Schema.safeParse({ pet: { name: 'Rex', age: -1 }, reason: 'x' }))).toEqual([M.ageInvalid]);
    expect(messages(bookingStep2Schema.safeParse({ pet: { name: ' ' }, reason: ' ' }))).toEqual([M.petNameRequired, M.reasonRequired]);
  });
});

describe('booking draft (sessionStorage bookingData)', () => {
  it('round-trips through JSON and refuses a broken draft', () => {
    const draft = {
      doctorId: 'd1',
      appointmentDate: '2026-11-23',
      timeSlot: '09:00 AM',
      pet: { name: 'Rex', type: 'Cat', breed: '', age: 2 },
      reason: 'Checkup',
      paymentMethod: 'card',
      paymentData: { cardType: 'visa', lastFour: '4242' },
      diagnosisData: { generalHealth: { appetite: 'Normal' } },
    };
    expect(bookingDraftSchema.parse(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
    expect(bookingDraftSchema.safeParse({ ...draft, doctorId: undefined }).success).toBe(false);
    expect(bookingDraftSchema.safeParse(null).success).toBe(false);
  });
});

describe('book request', () => {
  const base = sampleBookRequest();
  const schema = bookRequestSchema(now);

  it('takes cash without card data, dropping any sent', () => {
    expect(schema.parse({ ...base, paymentMethod: 'cash', paymentData: { cardType: 'visa', lastFour: '4242' } })).toEqual({
      ...base,
      pet: { name: 'Rex', type: 'Dog', breed: '' },
      paymentMethod: 'cash',
    });
  });

  it('takes card without card data (the hosted checkout), keeps a saved card, drops a new card\'s summary, and refuses a full number or CVV', () => {
    expect(schema.parse({ ...base, paymentMethod: 'card' }).paymentData).toBeUndefined();
    expect(schema.parse({ ...base, paymentMethod: 'card', paymentData: { cardType: 'visa', lastFour: '4242' } }).paymentData).toBeUndefined();
    expect(schema.parse({ ...base, paymentMethod: 'card', paymentData: { savedCardId: 'c1', cardType: 'visa', lastFour: '4242' } }).paymentData).toEqual({
      savedCardId: 'c1',
      cardType: 'visa',
      lastFour: '4242',
    });
    expect(schema.safeParse({ ...base, paymentMethod: 'card', paymentData: { cardType: 'visa', lastFour: '4242', cvv: '123' } }).success).toBe(false);
    expect(
      schema.safeParse({ ...base, paymentMethod: 'card', paymentData: { cardType: 'visa', lastFour: '4242', cardNumber: '4242424242424242' } }).success,
    ).toBe(false);
  });

  it('needs a payment method, a doctor and a date from tomorrow', () => {
    expect(messages(schema.safeParse(base))).toEqual([M.paymentMethodRequired]);
    expect(messages(schema.safeParse({ ...base, doctorId: '', paymentMethod: 'cash' }))).toEqual([M.doctorRequired]);
    expect(messages(schema.safeParse({ ...base, appointmentDate: '2026-11-22', paymentMethod: 'cash' }))).toEqual([M.dateTooEarly]);
    expect(schema.safeParse({ ...base, paymentMethod: 'bitcoin' }).success).toBe(false);
  });

  it('carries optional questionnaire answers', () => {
    const r = schema.parse({ ...base, paymentMethod: 'cash', diagnosisData: { symptoms: { vomiting: true } } });
    expect(r.diagnosisData).toEqual({ symptoms: { vomiting: true } });
  });
});

describe('appointment answers', () => {
  it('parses an appointment and a book answer', () => {
    expect(appointmentSchema.parse(appointment)).toEqual(appointment);
    expect(bookResponseSchema.parse({ success: true, appointment }).appointment._id).toBe(appointment._id);
    expect(bookResponseSchema.safeParse({ success: false, appointment }).success).toBe(false);
    expect(appointmentSchema.safeParse({ ...appointment, status: 'confirmed' }).success).toBe(false);
  });

  it('knows upcoming, past and cancellable in time', () => {
    const before = new Date('2026-11-23T03:29:59Z');
    const after = new Date('2026-11-23T03:30:00Z');
    expect(isUpcoming(appointment, before)).toBe(true);
    expect(isUpcoming(appointment, after)).toBe(false);
    expect(isPast(appointment, before)).toBe(false);
    expect(isPast(appointment, after)).toBe(true);
    expect(isPast({ ...appointment, status: 'completed' }, before)).toBe(true);
    expect(canCancel(appointment, before)).toBe(true);
    expect(canCancel({ ...appointment, status: 'cancelled' }, before)).toBe(false);
    expect(canCancel(appointment, after)).toBe(false);
  });

  it('treats needs-rescheduling as upcoming and cancellable, and reschedulable by the owner at any time', () => {
    const moved = { ...appointment, status: 'needs-rescheduling' } as const;
    const dayBefore = new Date('2026-11-22T03:30:00Z');
    const justAfterCutoff = new Date('2026-11-22T03:30:01Z');
    expect(isUpcoming(moved, justAfterCutoff)).toBe(true);
    expect(canCancel(moved, justAfterCutoff)).toBe(true);
    expect(canReschedule(appointment, dayBefore)).toBe(true);
    expect(canReschedule(appointment, justAfterCutoff)).toBe(false);
    expect(canReschedule(moved, justAfterCutoff)).toBe(true);
    expect(canReschedule({ ...appointment, status: 'completed' }, dayBefore)).toBe(false);
    expect(canReschedule(moved, new Date('2026-11-23T03:30:00Z'))).toBe(false);
  });

  it('shows the reference or the last 8 characters of the record id', () => {
    expect(displayAppointmentId(appointment)).toBe('APT-20261123-7K3Q');
    expect(displayAppointmentId({ _id: appointment._id, appointmentId: '' })).toBe('0000abcd');
  });
});

describe('complete payload', () => {
  it('has only optional fields', () => {
    expect(completeAppointmentRequestSchema.parse({})).toEqual({ recommendations: [] });
  });

  it('takes recommendations as a list or as lines, dropping blanks', () => {
    expect(completeAppointmentRequestSchema.parse({ recommendations: 'Rest\n\n Fluids ' }).recommendations).toEqual(['Rest', 'Fluids']);
    expect(completeAppointmentRequestSchema.parse({ diagnosis: ' Otitis ', recommendations: ['A', ''], notes: 'n' })).toEqual({
      diagnosis: 'Otitis',
      recommendations: ['A'],
      notes: 'n',
    });
  });

  it('bounds lengths', () => {
    expect(completeAppointmentRequestSchema.safeParse({ diagnosis: 'x'.repeat(4001) }).success).toBe(false);
    expect(completeAppointmentRequestSchema.safeParse({ recommendations: Array(21).fill('a') }).success).toBe(false);
  });
});

describe('reschedule and slot hold requests', () => {
  it('take a date from tomorrow in clinic time and a slot label', () => {
    expect(rescheduleRequestSchema(now).parse({ appointmentDate: '2026-11-23', timeSlot: '09:30 AM' })).toEqual({
      appointmentDate: '2026-11-23',
      timeSlot: '09:30 AM',
    });
    expect(messages(rescheduleRequestSchema(now).safeParse({ appointmentDate: '2026-11-22', timeSlot: '09:30 AM' }))).toEqual([M.dateTooEarly]);
    expect(messages(rescheduleRequestSchema(now).safeParse({ appointmentDate: '2026-11-23', timeSlot: '9.30' }))).toEqual([M.timeSlotInvalid]);
    expect(messages(slotHoldRequestSchema(now).safeParse({ doctorId: ' ', appointmentDate: '2026-11-23', timeSlot: '09:30 AM' }))).toEqual([
      M.doctorRequired,
    ]);
  });

  it('answers the own hold or null', () => {
    const hold = { id: 'h1', doctorId: 'd1', appointmentDate: '2026-11-23', timeSlot: '09:30 AM', expiresAt: '2026-11-21T19:10:00.000Z' };
    expect(ownSlotHoldResponseSchema.parse({ hold })).toEqual({ hold });
    expect(ownSlotHoldResponseSchema.parse({ hold: null })).toEqual({ hold: null });
  });
});
