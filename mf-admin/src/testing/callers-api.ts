import type { Appointment } from '@vetnow/contracts/appointment';
import type { CallerOwner, DeskPet } from '@vetnow/contracts/callers';
import { formatTime24, parseSlotLabel } from '@vetnow/domain/clinic-time';
import type { Doctor, TimeSlot } from '@vetnow/contracts/doctor';
import { toE164 } from '@vetnow/domain/phone';
import type { DeskWaitlistEntry } from '@vetnow/contracts/waitlist';
import { API } from '@vetnow/web-kit/api';
import { appointment, appointmentDoctor, doctor, errorReply, handlerFor, server, timeSlots } from '@vetnow/web-kit/testing';

/**
 * Booking for a caller and the waitlist at the front desk (issue 39 phase B), at the desk's moment (DESK_NOW: 10:00
 * on Sunday 22 November 2026 in Colombo): owners the desk finds or creates (svc-auth), their pets, the active
 * doctors and their slots, the bookings made and the waitlist (svc-booking) — a world the routes read and change,
 * so a screen that reads again sees the change.
 */
export const DESK_TOMORROW = '2026-11-23';
export const PERERA = doctor({ _id: 'd-1', fullName: 'Dr. Nimal Perera' });
export const SILVA = doctor({ _id: 'd-2', fullName: 'Dr. Amaya Silva', email: 'dr.silva@vetnow.lk' });
const CLAIM_LINK_HOURS = 48;

/** Kasun Jayawardena, who has claimed his account (an e-mail and a password). */
export function callerOwner(id: string, overrides: Partial<CallerOwner> = {}): CallerOwner {
  return {
    _id: id,
    fullName: 'Kasun Jayawardena',
    contactNumber: '+94771234567',
    email: 'kasun@example.lk',
    claimed: true,
    createdAt: '2026-10-01T08:00:00.000Z',
    ...overrides,
  };
}

/** Bruno the Labrador. */
export function deskPet(id: string, overrides: Partial<DeskPet> = {}): DeskPet {
  return { _id: id, name: 'Bruno', type: 'Dog', breed: 'Labrador', ...overrides };
}

/** Ruwan Dias waiting first for Dr. Perera tomorrow. */
export function waitlistEntry(id: string, overrides: Partial<DeskWaitlistEntry> = {}): DeskWaitlistEntry {
  return {
    _id: id,
    owner: { _id: 'u-9', fullName: 'Ruwan Dias', contactNumber: '+94719876543' },
    doctor: { _id: PERERA._id, fullName: PERERA.fullName },
    date: DESK_TOMORROW,
    status: 'waiting',
    place: 1,
    offer: null,
    addedByDesk: false,
    createdAt: '2026-11-21T09:00:00.000Z',
    ...overrides,
  };
}

/** The key of a doctor's day in `CallersWorld.slots`. */
export const dayOf = (doctorId: string, date: string) => `${doctorId}|${date}`;

export interface CallersWorld {
  owners: CallerOwner[];
  /** Each owner's pets by owner id. */
  pets: Record<string, DeskPet[]>;
  doctors: Doctor[];
  /** A doctor's day (`dayOf(doctorId, date)`); a day not given has four free slots from 09:00. */
  slots: Record<string, TimeSlot[]>;
  waitlist: DeskWaitlistEntry[];
  /** The bookings the desk made. */
  booked: Appointment[];
}

const until = () => new Date(Date.now() + CLAIM_LINK_HOURS * 3_600_000).toISOString();
const digits = (text: string) => text.replace(/\D/g, '');

/** The desk's caller and waitlist routes over the world; returns it. */
export function callersApi(initial: Partial<CallersWorld> = {}): CallersWorld {
  const world: CallersWorld = {
    owners: initial.owners ?? [],
    pets: initial.pets ?? {},
    doctors: initial.doctors ?? [PERERA, SILVA],
    slots: initial.slots ?? {},
    waitlist: initial.waitlist ?? [],
    booked: initial.booked ?? [],
  };
  const owner = (id: string) => world.owners.find((o) => o._id === id);
  const slotsOf = (doctorId: string, date: string) => (world.slots[dayOf(doctorId, date)] ??= timeSlots());

  server.use(
    handlerFor(API.desk.findOwners, ({ query }) => {
      const q = (query.q ?? '').trim().toLowerCase();
      const phone = toE164(q);
      return world.owners.filter(
        (o) =>
          o.fullName.toLowerCase().includes(q) ||
          (o.email ?? '').toLowerCase().includes(q) ||
          (phone !== null && o.contactNumber === phone) ||
          (digits(q).length >= 4 && digits(o.contactNumber).includes(digits(q))),
      );
    }),
    handlerFor(API.desk.createCaller, ({ body }) => {
      const { fullName, contactNumber, email } = body as { fullName: string; contactNumber: string; email?: string };
      if (world.owners.some((o) => o.contactNumber === contactNumber)) return errorReply('AUTH_CALLER_PHONE_TAKEN');
      const created = callerOwner(`u-${world.owners.length + 1}`, { fullName, contactNumber, email: email ?? null, claimed: false, createdAt: new Date().toISOString() });
      world.owners.push(created);
      return { owner: created, claimLinkExpiresAt: until() };
    }),
    handlerFor(API.desk.resendClaimLink, ({ params }) => {
      const found = owner(params.id!);
      if (!found) return errorReply('AUTH_OWNER_NOT_FOUND');
      if (found.claimed) return errorReply('AUTH_ACCOUNT_ALREADY_CLAIMED');
      return { owner: found, claimLinkExpiresAt: until() };
    }),
    handlerFor(API.desk.ownerPets, ({ params }) => (owner(params.id!) ? (world.pets[params.id!] ?? []) : errorReply('DESK_OWNER_NOT_FOUND'))),
    handlerFor(API.clinic.listDoctors, () => world.doctors),
    handlerFor(API.clinic.getSlots, ({ params, query }) => slotsOf(params.id!, query.date!)),
    handlerFor(API.desk.bookForCaller, ({ body }) => {
      const request = body as { ownerId: string; doctorId: string; appointmentDate: string; timeSlot: string; pet: Appointment['pet']; petId?: string; reason: string; payment: 'clinic' | 'link' };
      const who = owner(request.ownerId);
      if (!who) return errorReply('DESK_OWNER_NOT_FOUND');
      const doc = world.doctors.find((d) => d._id === request.doctorId);
      if (!doc) return errorReply('BOOKING_DOCTOR_NOT_FOUND');
      const day = slotsOf(doc._id, request.appointmentDate);
      const slot = day.find((s) => s.time === request.timeSlot);
      if (!slot) return errorReply('BOOKING_SLOT_NOT_ON_GRID');
      if (slot.isBooked) return errorReply(slot.unavailable === 'held' ? 'BOOKING_SLOT_HELD' : 'BOOKING_SLOT_TAKEN');
      slot.isBooked = true;
      const made = appointment(`a-${world.booked.length + 1}`, {
        appointmentId: `VN-20261122-${String(world.booked.length + 1).padStart(4, '0')}`,
        appointmentDate: request.appointmentDate,
        at: formatTime24(parseSlotLabel(request.timeSlot)!),
        doctor: appointmentDoctor(doc),
        user: { _id: who._id, fullName: who.fullName, contactNumber: who.contactNumber },
        pet: request.pet,
        petId: request.petId ?? `p-new-${world.booked.length + 1}`,
        reason: request.reason,
        paymentMethod: request.payment === 'link' ? 'card' : 'cash',
        createdAt: new Date().toISOString(),
      });
      world.booked.push(made);
      return made;
    }),
    handlerFor(API.waitlist.deskList, ({ query }) => world.waitlist.filter((e) => !query.date || e.date === query.date)),
    handlerFor(API.waitlist.deskJoin, ({ body }) => {
      const { ownerId, doctorId, date } = body as { ownerId: string; doctorId: string | null; date: string };
      const who = owner(ownerId);
      if (!who) return errorReply('DESK_OWNER_NOT_FOUND');
      const doc = doctorId === null ? null : world.doctors.find((d) => d._id === doctorId);
      if (doc === undefined) return errorReply('BOOKING_DOCTOR_NOT_FOUND');
      const live = (e: DeskWaitlistEntry) => e.status === 'waiting' || e.status === 'offered';
      if (world.waitlist.some((e) => e.owner._id === ownerId && e.date === date && (e.doctor?._id ?? null) === doctorId && live(e))) {
        return errorReply('WAITLIST_ALREADY_JOINED');
      }
      const entry = waitlistEntry(`wl-${world.waitlist.length + 1}`, {
        owner: { _id: who._id, fullName: who.fullName, contactNumber: who.contactNumber },
        doctor: doc ? { _id: doc._id, fullName: doc.fullName } : null,
        date,
        place: world.waitlist.filter((e) => e.date === date && e.status === 'waiting').length + 1,
        addedByDesk: true,
        createdAt: new Date().toISOString(),
      });
      world.waitlist.push(entry);
      return entry;
    }),
    handlerFor(API.waitlist.deskLeave, ({ params }) => {
      const index = world.waitlist.findIndex((e) => e._id === params.id);
      if (index < 0) return errorReply('WAITLIST_NOT_FOUND');
      world.waitlist[index] = { ...world.waitlist[index]!, status: 'left', place: null, offer: null };
      return world.waitlist[index]!;
    }),
  );
  return world;
}
