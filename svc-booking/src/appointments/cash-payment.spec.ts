import { randomUUID } from 'node:crypto';
import { appointmentSchema, appointmentsSchema } from '@vetnow/contracts/appointment';
import { asc, eq } from 'drizzle-orm';
import { appointmentAudit, appointments } from '../database/schema.js';
import {
  BookingHarness,
  cardBooking,
  cashBooking,
  daysAhead,
  type Account,
  type BookedAppointment,
} from '../testing/booking-test-kit.js';

describe('POST /appointments/:id/cash-payment — cash at the desk (PostgreSQL)', () => {
  let h: BookingHarness;
  let ownerA: Account;
  let doctorX: Account;
  let doctorY: Account;
  let admin: Account;
  /** Cash, doctor X: paid by the doctor below. */
  let c1: BookedAppointment;
  /** Cash, doctor X: paid by the admin below. */
  let c2: BookedAppointment;
  /** Card, doctor X. */
  let card: BookedAppointment;
  /** Cash, doctor X, cancelled by its owner. */
  let cancelled: BookedAppointment;

  beforeAll(async () => {
    h = await BookingHarness.start();
    ({ ownerA, doctorX, doctorY, admin } = await h.cast());
    await h.doctor({ _id: doctorX.sub, fullName: 'Dr X' });
    const book = (body: Record<string, unknown>) => h.booked(ownerA, body);
    c1 = await book(cashBooking(doctorX.sub, { timeSlot: '09:00 AM' }));
    c2 = await book(cashBooking(doctorX.sub, { timeSlot: '10:00 AM' }));
    card = await book(cardBooking(doctorX.sub, { timeSlot: '11:00 AM' }));
    cancelled = await book(cashBooking(doctorX.sub, { appointmentDate: daysAhead(4), timeSlot: '09:00 AM' }));
    expect((await h.request('PUT', `/appointments/${cancelled._id}/cancel`, ownerA)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await h?.close();
  });

  const pay = (id: string, who: Account | undefined, body: unknown) =>
    h.request('POST', `/appointments/${id}/cash-payment`, who, body);
  const rowOf = async (id: string) =>
    (await h.t.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
  const audit = () => h.t.db.select().from(appointmentAudit).orderBy(asc(appointmentAudit.createdAt));
  const unpaid = async (id: string) => {
    expect(await rowOf(id)).toMatchObject({
      paymentStatus: 'pending',
      cashAmountMinor: null,
      cashReceiptNumber: null,
    });
  };

  it('refuses bad bodies with the field message, and owners, strangers and malformed ids; nothing changes', async () => {
    const cases: [unknown, string][] = [
      [{ amount: 0, receiptNumber: 'R-1' }, 'The amount must be more than 0'],
      [{ amount: -5, receiptNumber: 'R-1' }, 'The amount must be more than 0'],
      [{ amount: 12.345, receiptNumber: 'R-1' }, 'The amount can have at most 2 decimal places'],
      [{ amount: 1_000_000.01, receiptNumber: 'R-1' }, 'The amount can be at most LKR 1,000,000'],
      [{ receiptNumber: 'R-1' }, 'Please enter the amount received in LKR'],
      [{ amount: 2500, receiptNumber: '   ' }, 'Receipt number is required'],
      [{ amount: 2500, receiptNumber: 'R'.repeat(41) }, 'Receipt number must be at most 40 characters'],
      [
        { amount: 2500, receiptNumber: 'R-1; DROP' },
        'Receipt number may contain only letters, numbers, spaces, hyphens and slashes',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await pay(c1._id, doctorX, body);
      expect({ body, status: res.statusCode, message: res.json().message }).toEqual({
        body,
        status: 400,
        message,
      });
    }
    expect((await pay(c1._id, ownerA, { amount: 2500, receiptNumber: 'R-1' })).json()).toMatchObject({
      statusCode: 403,
      code: 'FORBIDDEN',
    });
    expect((await pay(c1._id, undefined, { amount: 2500, receiptNumber: 'R-1' })).statusCode).toBe(401);
    for (const id of [c1._id, c1.appointmentId, randomUUID()]) {
      expect((await pay(id, doctorY, { amount: 2500, receiptNumber: 'R-1' })).json()).toEqual({
        statusCode: 404,
        code: 'APPOINTMENT_NOT_FOUND',
        message: 'Appointment not found',
      });
    }
    expect((await pay('nope', doctorX, { amount: 2500, receiptNumber: 'R-1' })).json()).toMatchObject({
      statusCode: 400,
      code: 'APPOINTMENT_INVALID_ID',
    });
    await unpaid(c1._id);
    expect(await audit()).toEqual([]);
  });

  it('the own doctor marks it paid: completed, amount, receipt, who and when, and one audit row with the actor', async () => {
    const res = await pay(c1.appointmentId, doctorX, { amount: '2500.50', receiptNumber: '  RC-2026/0042 ' });
    expect(res.statusCode).toBe(200);
    const body = appointmentSchema.parse(res.json());
    expect(body).toMatchObject({
      _id: c1._id,
      paymentMethod: 'cash',
      paymentStatus: 'completed',
      cashPayment: { amount: 2500.5, receiptNumber: 'RC-2026/0042', recordedAt: expect.any(String) },
    });
    expect(Math.abs(Date.parse(body.cashPayment!.recordedAt) - Date.now())).toBeLessThan(60_000);
    expect(await rowOf(c1._id)).toMatchObject({
      paymentStatus: 'completed',
      cashAmountMinor: 250_050, // the LKR 2500.50 of the request, in minor units
      cashReceiptNumber: 'RC-2026/0042',
      cashRecordedBy: doctorX.sub,
      cashRecordedRole: 'doctor',
    });
    expect(await audit()).toEqual([
      {
        id: expect.any(String),
        appointmentId: c1._id,
        actorId: doctorX.sub,
        actorRole: 'doctor',
        action: 'cash-payment-recorded',
        details: { amountMinor: 250_050, receiptNumber: 'RC-2026/0042' },
        createdAt: expect.any(Date),
      },
    ]);
  });

  it('a retry with the same amount and receipt answers 200 unchanged, no second audit row; another receipt → 409', async () => {
    const before = await rowOf(c1._id);
    const again = await pay(c1._id, doctorX, { amount: 2500.5, receiptNumber: 'RC-2026/0042' });
    expect(again.statusCode).toBe(200);
    expect(again.json().cashPayment).toEqual({
      amount: 2500.5,
      receiptNumber: 'RC-2026/0042',
      recordedAt: before.cashRecordedAt!.toISOString(),
    });
    const conflict = {
      statusCode: 409,
      code: 'APPOINTMENT_ALREADY_PAID',
      message: 'This appointment is already paid',
    };
    expect((await pay(c1._id, doctorX, { amount: 2500.5, receiptNumber: 'RC-2026/0043' })).json()).toEqual(
      conflict,
    );
    expect((await pay(c1._id, admin, { amount: 2000, receiptNumber: 'RC-2026/0042' })).json()).toEqual(
      conflict,
    );
    expect(await rowOf(c1._id)).toEqual(before);
    expect(await audit()).toHaveLength(1);
  });

  it('the admin marks any cash appointment paid', async () => {
    const res = await pay(c2._id, admin, { amount: 2500, receiptNumber: 'A 17' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      paymentStatus: 'completed',
      cashPayment: { amount: 2500, receiptNumber: 'A 17' },
    });
    expect(await rowOf(c2._id)).toMatchObject({ cashRecordedBy: admin.sub, cashRecordedRole: 'admin' });
    expect((await audit()).map((r) => [r.appointmentId, r.actorId, r.actorRole])).toEqual([
      [c1._id, doctorX.sub, 'doctor'],
      [c2._id, admin.sub, 'admin'],
    ]);
  });

  it('a card appointment → 409; a cancelled one → 409; nothing changes', async () => {
    expect((await pay(card._id, doctorX, { amount: 2500, receiptNumber: 'R-9' })).json()).toEqual({
      statusCode: 409,
      code: 'APPOINTMENT_NOT_CASH',
      message: 'Only a pay-at-clinic appointment can be marked as paid in cash',
    });
    expect((await pay(cancelled._id, admin, { amount: 2500, receiptNumber: 'R-9' })).json()).toEqual({
      statusCode: 409,
      code: 'APPOINTMENT_CANCELLED_NOT_PAYABLE',
      message: 'A cancelled appointment cannot be marked as paid',
    });
    expect(await rowOf(card._id)).toMatchObject({
      paymentMethod: 'card',
      cashAmountMinor: null,
      cashReceiptNumber: null,
    });
    expect(await rowOf(cancelled._id)).toMatchObject({ paymentStatus: 'pending', cashAmountMinor: null });
    expect(await audit()).toHaveLength(2);
  });

  it('the owner sees Paid with the receipt in their lists; the doctor and the admin too', async () => {
    for (const url of ['/users/appointments', '/appointments/user/all']) {
      const mine = appointmentsSchema.parse((await h.request('GET', url, ownerA)).json());
      expect(mine.find((a) => a._id === c1._id)).toMatchObject({
        paymentStatus: 'completed',
        cashPayment: { receiptNumber: 'RC-2026/0042' },
      });
      expect(mine.find((a) => a._id === card._id)!.cashPayment).toBeUndefined();
    }
    const doctors = appointmentsSchema.parse(
      (await h.request('GET', '/doctors/dashboard/appointments', doctorX)).json(),
    );
    expect(doctors.find((a) => a._id === c2._id)?.cashPayment).toMatchObject({
      amount: 2500,
      receiptNumber: 'A 17',
    });
    const all = appointmentsSchema.parse((await h.request('GET', '/admin/appointments', admin)).json());
    expect(all.find((a) => a._id === c1._id)?.cashPayment?.amount).toBe(2500.5);
  });
});
