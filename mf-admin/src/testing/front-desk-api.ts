import { clinicToday } from '@vetnow/domain/clinic-time';
import type { DaySheet, DeskAppointment, WalkIn } from '@vetnow/contracts/front-desk';
import { API } from '@vetnow/web-kit/api';
import { appointment, errorReply, handlerFor, server } from '@vetnow/web-kit/testing';

/**
 * The front desk's scenario (issue 39): 10:00 on Sunday 22 November 2026 in Colombo, two doctors, and the day's
 * appointments and walk-ins, which the desk's routes change — so a screen that refetches sees the change. The
 * rules are the service's: check-in today only, a scheduled visit only; a no-show from `noShowFrom` on.
 */
export const DESK_NOW = new Date('2026-11-22T04:30:00Z');
export const DESK_TODAY = '2026-11-22';
export const DESK_DOCTORS = [
  { _id: 'd-1', fullName: 'Dr. Nimal Perera' },
  { _id: 'd-2', fullName: 'Dr. Amaya Silva' },
];
const GRACE_MINUTES = 15;

export interface DeskAppointmentFixture extends Partial<Omit<DeskAppointment, 'doctor'>> {
  /** Clinic time of the slot, HH:mm (09:00 unless given). */
  at?: string;
  /** Dr. Perera unless given; the fee booked is the fixture appointment's. */
  doctor?: { _id: string; fullName: string };
}

/** A scheduled, unpaid cash visit of Bruno (Kasun Jayawardena) today at `at` with Dr. Perera; owner expected. */
export function deskAppointment(id: string, overrides: DeskAppointmentFixture = {}): DeskAppointment {
  const { at = '09:00', doctor = DESK_DOCTORS[0]!, ...rest } = overrides;
  const a = appointment(id, { appointmentDate: rest.appointmentDate ?? DESK_TODAY, at });
  return {
    _id: a._id,
    appointmentId: a.appointmentId,
    appointmentDate: a.appointmentDate,
    timeSlot: a.timeSlot,
    startsAt: a.startsAt,
    endsAt: a.endsAt,
    status: a.status,
    reason: a.reason,
    user: a.user,
    pet: a.pet,
    paymentMethod: a.paymentMethod,
    paymentStatus: a.paymentStatus,
    doctor: { ...doctor, consultationFee: a.doctor.consultationFee },
    arrival: null,
    noShowFrom: new Date(Date.parse(a.startsAt) + GRACE_MINUTES * 60_000).toISOString(),
    ...rest,
  };
}

/** A walk-in waiting in today's queue for any doctor. */
export function walkIn(id: string, overrides: Partial<WalkIn> = {}): WalkIn {
  return {
    _id: id,
    queueNumber: 1,
    date: DESK_TODAY,
    doctor: null,
    ownerName: 'Nadeesha Fonseka',
    contactNumber: '+94712345678',
    pet: { name: 'Kitty', type: 'Cat' },
    reason: 'Limping since yesterday',
    status: 'waiting',
    arrivedAt: '2026-11-22T04:00:00.000Z',
    updatedAt: '2026-11-22T04:00:00.000Z',
    ...overrides,
  };
}

export interface DeskWorld {
  doctors: DaySheet['doctors'];
  appointments: DeskAppointment[];
  walkIns: WalkIn[];
}

/**
 * GET /desk/day-sheet over the world (a date's visits as they are stored — the screen puts them in time order —
 * narrowed to a doctor when asked), and the desk's writes that change it. Returns the world.
 */
export function deskApi(initial: Partial<DeskWorld> = {}): DeskWorld {
  const world: DeskWorld = { doctors: initial.doctors ?? DESK_DOCTORS, appointments: initial.appointments ?? [], walkIns: initial.walkIns ?? [] };
  const find = (id: string) => world.appointments.find((a) => a._id === id);
  const change = (id: string, next: Partial<DeskAppointment>) => {
    const index = world.appointments.findIndex((a) => a._id === id);
    world.appointments[index] = { ...world.appointments[index]!, ...next };
    return world.appointments[index]!;
  };
  const changeWalkIn = (id: string, next: Partial<WalkIn>) => {
    const index = world.walkIns.findIndex((w) => w._id === id);
    world.walkIns[index] = { ...world.walkIns[index]!, ...next, updatedAt: new Date().toISOString() };
    return world.walkIns[index]!;
  };

  server.use(
    handlerFor(API.desk.daySheet, ({ query }) => {
      const date = query.date ?? clinicToday();
      return {
        date,
        doctorId: query.doctorId ?? null,
        noShowGraceMinutes: GRACE_MINUTES,
        doctors: world.doctors,
        appointments: world.appointments.filter((a) => a.appointmentDate === date && (!query.doctorId || a.doctor._id === query.doctorId)),
        walkIns: world.walkIns.filter((w) => w.date === date),
      };
    }),
    handlerFor(API.desk.checkIn, ({ params }) => {
      const a = find(params.id!);
      if (!a) return errorReply('APPOINTMENT_NOT_FOUND');
      if (a.appointmentDate !== clinicToday()) return errorReply('DESK_NOT_TODAY');
      if (a.status !== 'scheduled') return errorReply('DESK_NOT_SCHEDULED');
      return a.arrival?.state === 'arrived' ? a : change(a._id, { arrival: { state: 'arrived', at: new Date().toISOString() } });
    }),
    handlerFor(API.desk.markNoShow, ({ params }) => {
      const a = find(params.id!);
      if (!a) return errorReply('APPOINTMENT_NOT_FOUND');
      if (a.status !== 'scheduled') return errorReply('DESK_NOT_SCHEDULED');
      if (Date.now() < Date.parse(a.noShowFrom)) return errorReply('DESK_NO_SHOW_TOO_EARLY');
      return change(a._id, { arrival: { state: 'no-show', at: new Date().toISOString() } });
    }),
    handlerFor(API.desk.clearArrival, ({ params }) => {
      const a = find(params.id!);
      if (!a) return errorReply('APPOINTMENT_NOT_FOUND');
      if (a.status !== 'scheduled') return errorReply('DESK_NOT_SCHEDULED');
      return change(a._id, { arrival: null });
    }),
    handlerFor(API.desk.addWalkIn, ({ body }) => {
      const request = body as { doctorId: string | null; ownerName: string; contactNumber: string; petName: string; petType: string; reason: string };
      const doctor = request.doctorId === null ? null : (world.doctors.find((d) => d._id === request.doctorId) ?? undefined);
      if (doctor === undefined) return errorReply('BOOKING_DOCTOR_NOT_FOUND');
      const date = clinicToday();
      const added = walkIn(`w-${world.walkIns.length + 1}`, {
        queueNumber: world.walkIns.filter((w) => w.date === date).length + 1,
        date,
        doctor,
        ownerName: request.ownerName,
        contactNumber: request.contactNumber,
        pet: { name: request.petName, type: request.petType },
        reason: request.reason,
        arrivedAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      });
      world.walkIns.push(added);
      return added;
    }),
    // Cash at the counter (POST /appointments/:id/cash-payment): the sheet then reads Paid (cash) with the receipt.
    handlerFor(API.booking.cashPayment, ({ params, body }) => {
      const a = find(params.id!);
      if (!a) return errorReply('APPOINTMENT_NOT_FOUND');
      if (a.paymentMethod !== 'cash') return errorReply('APPOINTMENT_NOT_CASH');
      if (a.paymentStatus !== 'pending') return errorReply('APPOINTMENT_ALREADY_PAID');
      const { amount, receiptNumber } = body as { amount: number; receiptNumber: string };
      const paid = change(a._id, { paymentStatus: 'completed', cashPayment: { amount, receiptNumber, recordedAt: new Date().toISOString() } });
      return appointment(paid._id, { appointmentDate: paid.appointmentDate, paymentStatus: 'completed', cashPayment: paid.cashPayment });
    }),
    handlerFor(API.desk.setWalkInStatus, ({ params, body }) => {
      if (!world.walkIns.some((w) => w._id === params.id)) return errorReply('WALK_IN_NOT_FOUND');
      return changeWalkIn(params.id!, { status: (body as Pick<WalkIn, 'status'>).status });
    }),
  );
  return world;
}
