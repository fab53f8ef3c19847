import type { Appointment } from '@vetnow/contracts/appointment';
import type { Doctor } from '@vetnow/contracts/doctor';
import type { StaffMember } from '@vetnow/contracts/front-desk';
import { API } from '@vetnow/web-kit/api';
import { adminStats, doctor, handlerFor, healthOk, server } from '@vetnow/web-kit/testing';
import { staffApi, staffMember } from './staff-api';

export interface AdminWorld {
  doctors: Doctor[];
  appointments: Appointment[];
  /** The front-desk accounts of the Staff tab (./staff-api). */
  staff: StaffMember[];
}

/**
 * The admin's API for the tests, built from the contracts: the figures, health, appointments, the staff accounts
 * (./staff-api) and a doctors list that POST, PUT, PATCH and DELETE change — so a screen that refetches after a
 * change sees it. A test replaces one route with `server.use(handlerFor(API.x, errorReply(...)))` after this.
 */
export function adminApi(initial: Partial<AdminWorld> = {}): AdminWorld {
  const world: AdminWorld = {
    doctors: initial.doctors ?? [doctor()],
    appointments: initial.appointments ?? [],
    staff: initial.staff ?? [staffMember()],
  };
  const update = (id: string, change: Partial<Doctor>) => {
    const index = world.doctors.findIndex((d) => d._id === id);
    const updated = { ...world.doctors[index]!, ...change };
    world.doctors[index] = updated;
    return updated;
  };
  staffApi(world.staff);
  server.use(
    handlerFor(API.gateway.adminStats, () => adminStats({ totalDoctors: world.doctors.length })),
    handlerFor(API.gateway.health, healthOk()),
    handlerFor(API.booking.adminAppointments, () => world.appointments),
    handlerFor(API.clinic.adminListDoctors, () => world.doctors),
    handlerFor(API.clinic.adminCreateDoctor, ({ body }) => {
      const { password: _password, ...data } = body as Doctor & { password: string };
      const created = doctor({ ...data, _id: `d-${world.doctors.length + 1}` });
      world.doctors.push(created);
      return created;
    }),
    handlerFor(API.clinic.adminUpdateDoctor, ({ params, body }) => update(params.id!, body as Partial<Doctor>)),
    handlerFor(API.clinic.adminSetDoctorStatus, ({ params, body }) => update(params.id!, body as Partial<Doctor>)),
    handlerFor(API.clinic.adminDeleteDoctor, ({ params }) => {
      const removed = world.doctors.find((d) => d._id === params.id)!;
      world.doctors = world.doctors.filter((d) => d._id !== params.id);
      return removed;
    }),
  );
  return world;
}
