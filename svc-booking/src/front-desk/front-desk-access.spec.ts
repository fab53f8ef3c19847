import { randomUUID } from 'node:crypto';
import { ROUTE_CONTRACTS, type RouteContract } from '@vetnow/contracts/api';
import { eq } from 'drizzle-orm';
import { appointmentAudit } from '../database/schema.js';
import { BookingHarness, cashBooking, daysAhead, type Account } from '../testing/booking-test-kit.js';
import { staffAccount } from '../testing/desk-test-kit.js';

/** The live streams are the desk-events module's (their own spec); every other route of svc-booking is checked here. */
const STREAMS = new Set(['desk.daySheetEvents', 'desk.doctorDayEvents']);
const BOOKING_ROUTES = ROUTE_CONTRACTS.filter((c) => c.service === 'booking' && !STREAMS.has(c.name));
type Who = 'user' | 'doctor' | 'admin' | 'staff';

const urlOf = (c: RouteContract, id: string) => c.path.replace(/:[a-zA-Z]+/g, id);

describe('the front desk on the server: staff routes for staff only, and staff nowhere else (PostgreSQL)', () => {
  let h: BookingHarness;
  let cast: Record<Who, Account>;

  beforeAll(async () => {
    h = await BookingHarness.start();
    const { ownerA, doctorX, admin } = await h.cast();
    cast = { user: ownerA, doctor: doctorX, admin, staff: await staffAccount(h) };
    await h.doctor({ _id: doctorX.sub, fullName: 'Dr X' });
  });
  afterAll(async () => {
    await h?.close();
  });

  const call = (c: RouteContract, who: Account | undefined) =>
    h.request(c.method === 'PATCH' ? 'PUT' : c.method, urlOf(c, randomUUID()), who, c.method === 'GET' || c.method === 'DELETE' ? undefined : {});

  it('every route of a role (staff, owner, doctor, admin) answers 403 to the other roles and 401 to nobody', async () => {
    const roleRoutes = BOOKING_ROUTES.filter((c) => c.access !== 'public' && c.access !== 'authenticated');
    expect(roleRoutes.filter((c) => c.access === 'staff').map((c) => c.name).sort()).toEqual(
      [
        'desk.addWalkIn',
        'desk.checkIn',
        'desk.clearArrival',
        'desk.daySheet',
        'desk.markNoShow',
        'desk.setWalkInStatus',
        // issue 39 phase B (ADR 0061): booking for a caller, and the waitlist for a caller
        'desk.ownerPets',
        'desk.bookForCaller',
        'waitlist.deskList',
        'waitlist.deskJoin',
        'waitlist.deskLeave',
      ].sort(),
    );
    for (const c of roleRoutes) {
      for (const role of Object.keys(cast) as Who[]) {
        const res = await call(c, cast[role]);
        const refused = res.statusCode === 403;
        expect({ route: c.name, role, refused }).toEqual({ route: c.name, role, refused: role !== c.access });
        if (refused) expect(res.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
      }
      expect({ route: c.name, anonymous: (await call(c, undefined)).statusCode }).toEqual({ route: c.name, anonymous: 401 });
    }
  });

  it("staff on the routes open to every signed-in account: no appointment's calendar or move, no pet record", async () => {
    const booked = await h.book(cast.user, cashBooking(cast.doctor.sub, { appointmentDate: daysAhead(3) }));
    const { _id: id, petId } = booked.json().appointment as { _id: string; petId: string };
    const staff = cast.staff;
    expect((await h.request('PUT', `/appointments/${id}/reschedule`, staff, { appointmentDate: daysAhead(4), timeSlot: '09:00 AM' })).statusCode).toBe(403);
    expect((await h.request('GET', `/appointments/${id}/calendar.ics`, staff)).json()).toMatchObject({ statusCode: 404, code: 'APPOINTMENT_NOT_FOUND' });
    expect((await h.request('GET', `/pets/${petId}`, staff)).json()).toMatchObject({ statusCode: 404, code: 'PET_NOT_FOUND' });
    // the owner's appointment is untouched, and the desk does see it on its day
    const sheet = await h.request('GET', `/desk/day-sheet?date=${daysAhead(3)}`, staff);
    expect(sheet.json().appointments.map((a: { _id: string }) => a._id)).toEqual([id]);
  });

  it('the desk takes the cash at the counter: Paid (cash) on the day sheet, no health record in the answer, a retry changes nothing', async () => {
    const booked = await h.book(cast.user, cashBooking(cast.doctor.sub, { appointmentDate: daysAhead(5) }));
    const { _id: id } = booked.json().appointment as { _id: string };
    const sheetRow = async () =>
      (await h.request('GET', `/desk/day-sheet?date=${daysAhead(5)}`, cast.staff)).json().appointments.find((a: { _id: string }) => a._id === id);
    // the sheet carries the fee booked, which the desk's dialog offers as the amount
    expect(await sheetRow()).toMatchObject({ paymentMethod: 'cash', paymentStatus: 'pending', doctor: { consultationFee: 2500 } });

    const cash = { amount: 2500, receiptNumber: 'RC-DESK-1' };
    const paid = await h.request('POST', `/appointments/${id}/cash-payment`, cast.staff, cash);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ _id: id, paymentStatus: 'completed', diagnosisQuestionnaire: null, cashPayment: { amount: 2500, receiptNumber: 'RC-DESK-1' } });
    expect(paid.json()).not.toHaveProperty('completion');
    expect(await sheetRow()).toMatchObject({ paymentStatus: 'completed', cashPayment: { amount: 2500, receiptNumber: 'RC-DESK-1' } });

    const audit = await h.t.db
      .select({ actorRole: appointmentAudit.actorRole, action: appointmentAudit.action })
      .from(appointmentAudit)
      .where(eq(appointmentAudit.appointmentId, id));
    expect(audit).toEqual([{ actorRole: 'staff', action: 'cash-payment-recorded' }]);
    // the same receipt again (a retried request): 200, unchanged; another receipt: already paid
    expect((await h.request('POST', `/appointments/${id}/cash-payment`, cast.staff, cash)).statusCode).toBe(200);
    expect((await h.request('POST', `/appointments/${id}/cash-payment`, cast.staff, { ...cash, receiptNumber: 'RC-DESK-2' })).json()).toMatchObject({
      statusCode: 409,
      code: 'APPOINTMENT_ALREADY_PAID',
    });
  });
});
