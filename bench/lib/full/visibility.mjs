// (d) how soon a booking shows elsewhere: after each booking's 201, its slot is read back through the gateway until
// svc-clinic shows it Booked (svc-clinic learns it from svc-booking's event). Then the card payment's way to the
// receipt (ADR 0051), as the owner's browser goes: the booking, the checkout form, the local PayHere-compatible hosted
// page and its card POST (the gateway posts the signed notify to svc-payments before it sends the owner back), then
// svc-booking applies payment.completed; the owner's appointments then say paid. One booking at a time, each followed
// every 3 ms, for at most 10 s.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { book, bookBody, describe, payOnHostedCheckout, slots as slotsOf } from '../../../scripts/lib/vetnow-api.mjs';
import { summarize } from '../stats.mjs';

/** (d): 201 → the slot shows Booked; its rows. */
export async function measureVisibility({ size, progress, report, gateway, owners, slots }) {
  progress(`(d) ${size.visibilityBookings} bookings, each followed until its slot shows Booked…`);
  const visibleMs = [];
  for (const [i, slot] of slots.visibility.entries()) {
    const a = await book(gateway, owners[i % owners.length], bookBody(slot, 'Visible'));
    if (a.status !== 201) throw new Error(describe('POST', '/appointments/book', a));
    const answered = performance.now();
    for (;;) {
      const day = await slotsOf(gateway, slot.doctorId, slot.appointmentDate);
      if (day.some((s) => s.time === slot.timeSlot && s.isBooked)) break;
      if (performance.now() - answered > 10_000) throw new Error(`slot ${JSON.stringify(slot)} not Booked 10 s after its 201`);
      await sleep(3);
    }
    visibleMs.push(performance.now() - answered);
  }
  const vis = summarize(visibleMs);
  report.row('d', '201 → slot shows Booked (through the gateway): p50', vis.p50, 'ms', '—');
  report.row('d', '… p99', vis.p99, 'ms', '< 250', vis.p99 < 250);
}

/** (d): a card booking's 201 → paid on the local hosted checkout → the owner's appointment says paid; its rows. */
export async function measurePaid({ size, progress, report, gateway, owners, slots }) {
  progress(`(d) ${size.visibilityBookings} card bookings paid on the local hosted checkout, each followed until the owner's appointment says paid…`);
  const paidMs = [];
  for (const [i, slot] of slots.paid.entries()) {
    const owner = owners[i % owners.length];
    const a = await book(gateway, owner, { ...bookBody(slot, 'Paid'), paymentMethod: 'card' });
    if (a.status !== 201) throw new Error(describe('POST', '/appointments/book', a));
    const answered = performance.now();
    const id = a.json.appointment._id;
    await payOnHostedCheckout(gateway, owner, id);
    for (;;) {
      const mine = await gateway.call('GET', '/users/appointments', { token: owner.token });
      if (mine.json.some((x) => x._id === id && x.paymentStatus === 'completed')) break;
      if (performance.now() - answered > 10_000) throw new Error(`card booking ${id} not paid 10 s after its 201`);
      await sleep(3);
    }
    paidMs.push(performance.now() - answered);
  }
  const paid = summarize(paidMs);
  report.row('d', "201 of a card booking → paid on the local hosted checkout → the owner's appointment says paid: p50", paid.p50, 'ms', '—');
  report.row('d', '… p99', paid.p99, 'ms', '< 500', paid.p99 < 500);
}
