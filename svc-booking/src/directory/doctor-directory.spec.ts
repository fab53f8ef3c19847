import { eq } from 'drizzle-orm';
import { doctors, pendingDoctorStates } from '../database/schema.js';
import { BookingHarness, cashBooking, eventually, type Account, type DoctorEvent } from '../testing/booking-test-kit.js';

/** Events of one doctor arriving out of order: the state they describe must not be lost (PostgreSQL). */
describe('doctor read model: status and deletion that arrive before doctor.created', () => {
  let h: BookingHarness;
  let owner: Account;
  beforeAll(async () => {
    h = await BookingHarness.start();
    owner = await h.account('user', 'Owner');
  });
  afterAll(async () => {
    await h?.close();
  });

  const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  const doctorPayload = (overrides: Partial<DoctorEvent> = {}) => h.doctorPayload({ fullName: 'Dr. Out Of Order', ...overrides });
  const send = async (type: string, payload: unknown, occurredAt: string) =>
    h.handled(await h.publish(type, payload, { occurredAt }));
  const row = async (id: string) => (await h.t.db.select().from(doctors).where(eq(doctors.id, id)))[0];
  const pending = async (id: string) =>
    h.t.db.select().from(pendingDoctorStates).where(eq(pendingDoctorStates.doctorId, id));

  it('a deactivation that happened after the creation but arrived first is applied when doctor.created arrives', async () => {
    const d = doctorPayload();
    await send('doctor.status-changed', { doctorId: d._id, isActive: false }, ago(1));
    expect(await row(d._id)).toBeUndefined();
    expect(await pending(d._id)).toHaveLength(1);
    await send('doctor.created', d, ago(10));
    expect(await row(d._id)).toMatchObject({ isActive: false, deleted: false, fullName: 'Dr. Out Of Order' });
    expect(await pending(d._id)).toEqual([]);
    expect((await h.book(owner, cashBooking(d._id))).json()).toEqual({ statusCode: 409, code: 'BOOKING_DOCTOR_NOT_ACCEPTING', message: 'This doctor is not accepting appointments' });
  });

  it('of several early status changes the latest by occurredAt wins, whatever their arrival order', async () => {
    const d = doctorPayload({ isActive: false });
    await send('doctor.status-changed', { doctorId: d._id, isActive: true }, ago(2));
    await send('doctor.status-changed', { doctorId: d._id, isActive: false }, ago(5)); // older: ignored
    await send('doctor.created', d, ago(10));
    expect((await row(d._id))?.isActive).toBe(true);
    expect((await h.book(owner, cashBooking(d._id))).statusCode).toBe(201);
  });

  it('a snapshot newer than the early status change wins (the status was already part of it)', async () => {
    const d = doctorPayload({ isActive: true });
    await send('doctor.status-changed', { doctorId: d._id, isActive: false }, ago(10));
    await send('doctor.updated', d, ago(1));
    expect((await row(d._id))?.isActive).toBe(true);
    expect(await pending(d._id)).toEqual([]);
  });

  it('a deletion that arrives before doctor.created keeps the doctor deleted', async () => {
    const d = doctorPayload();
    await send('doctor.deleted', { doctorId: d._id }, ago(1));
    await send('doctor.created', d, ago(10));
    expect(await row(d._id)).toMatchObject({ deleted: true, isActive: false });
    expect((await h.book(owner, cashBooking(d._id))).json()).toEqual({ statusCode: 404, code: 'BOOKING_DOCTOR_NOT_FOUND', message: 'Doctor not found' });
    // and nothing later brings it back
    await send('doctor.updated', d, new Date().toISOString());
    await send('doctor.status-changed', { doctorId: d._id, isActive: true }, new Date().toISOString());
    expect(await row(d._id)).toMatchObject({ deleted: true, isActive: false });
  });

  it('events in order still apply directly, with nothing left pending', async () => {
    const d = doctorPayload();
    await send('doctor.created', d, ago(3));
    await send('doctor.status-changed', { doctorId: d._id, isActive: false }, ago(2));
    await eventually('the status', async () => (await row(d._id))?.isActive === false);
    expect(await pending(d._id)).toEqual([]);
  });
});
