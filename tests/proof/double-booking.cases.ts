/**
 * Security proof, part 3b: no double booking — 50 concurrent bookings of one slot through the gateway give one
 * 201 and 49 409s. Its own cast, on the stack of shared-stack.spec.ts.
 */
import { eventually } from '@vetnow/service-kit/testing';
import type { Fixtures } from './support/fixtures.js';
import { call } from './support/http.js';
import { useSharedProofSuite } from './support/proof-suite.js';

let fx: Fixtures;
let api: string;
useSharedProofSuite((s) => ({ fx, api } = s));

describe('3b. no double booking through the gateway', () => {
  it('50 concurrent bookings of one slot by several owners: exactly one 201, 49 clear 409s, one appointment', async () => {
    const { world, ownerA, ownerB, doctorY } = fx;
    // booking learns doctor Y through doctor.created: one booking first proves it is bookable.
    await world.book(ownerA, doctorY.id);
    const body = await world.bookBody(doctorY.id);
    const owners = [ownerA, ownerB];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => world.post('/appointments/book', body, owners[i % owners.length]!.token)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const a of answers.filter((x) => x.status === 409)) {
      expect((a.json as { message: string }).message).toMatch(/time slot has just been booked/i);
    }
    await eventually('the slot to show as Booked', async () => {
      const a = await call(`${api}/doctors/${doctorY.id}/slots?date=${body.appointmentDate}`);
      return (a.json as { time: string; isBooked: boolean }[]).find((s) => s.time === body.timeSlot)?.isBooked || undefined;
    }, 15_000, 250);
    const mine = await Promise.all(
      owners.map((o) => call(`${api}/appointments/user/all`, { token: o.token }).then((a) => a.json as { appointmentDate: string; timeSlot: string; doctor: { _id: string } }[])),
    );
    const held = mine.flat().filter((x) => x.doctor._id === doctorY.id && x.appointmentDate === body.appointmentDate && x.timeSlot === body.timeSlot);
    expect(held).toHaveLength(1);
  });
});
