import { randomUUID } from 'node:crypto';
import { clinicInstant, formatSlotLabel } from '@vetnow/domain/clinic-time';
import { type ServiceTestApp, startServiceTestApp } from '@vetnow/service-kit/testing';
import { and, eq, ne, sql } from 'drizzle-orm';
import { AppModule } from '../app.module.js';
import { appointments, slotClaims } from './schema.js';

/** Invariant 1: the database itself refuses overlapping non-cancelled appointments of one doctor. */
describe('appointments no-overlap constraint (PostgreSQL)', () => {
  let t: ServiceTestApp;
  beforeAll(async () => {
    t = await startServiceTestApp({ service: 'booking', template: true, module: AppModule });
  });
  afterAll(async () => {
    await t?.close();
  });

  function row(
    doctorId: string,
    startMinutes: number,
    length: number,
    overrides: Partial<typeof appointments.$inferInsert> = {},
  ) {
    return {
      appointmentId: `VN-${randomUUID().slice(0, 8)}`,
      userId: randomUUID(),
      doctorId,
      appointmentDate: '2030-01-15',
      timeSlot: formatSlotLabel(startMinutes),
      startsAt: clinicInstant('2030-01-15', startMinutes),
      endsAt: clinicInstant('2030-01-15', startMinutes + length),
      reason: 'Check-up',
      pet: { name: 'Rex', type: 'Dog', breed: '', age: 3 },
      doctor: {
        _id: doctorId,
        fullName: 'Dr Test',
        specialization: 'General Veterinary',
        clinicAddress: { street: '', city: '', location: 'Battaramulla' },
        contactNumber: '',
      },
      user: { _id: randomUUID(), fullName: 'Owner', contactNumber: '' },
      consultationFeeMinor: 250_000,
      paymentMethod: 'cash',
      paymentStatus: 'pending',
      ...overrides,
    } satisfies typeof appointments.$inferInsert;
  }

  async function tryInsert(values: typeof appointments.$inferInsert): Promise<'ok' | string> {
    try {
      await t.db.insert(appointments).values(values);
      return 'ok';
    } catch (err) {
      return String(
        (err as { cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code ?? err,
      );
    }
  }

  it('accepts exactly one of 50 concurrent inserts of the same slot; the rest fail with 23P01', async () => {
    const doctorId = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => tryInsert(row(doctorId, 9 * 60, 30))),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r === '23P01')).toHaveLength(49);
    const [count] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(appointments)
      .where(eq(appointments.doctorId, doctorId));
    expect(count?.n).toBe(1);
  });

  it('refuses overlapping slots of different lengths and allows adjacent ones', async () => {
    const doctorId = randomUUID();
    expect(await tryInsert(row(doctorId, 10 * 60, 60))).toBe('ok'); // 10:00–11:00
    expect(await tryInsert(row(doctorId, 10 * 60 + 30, 30))).toBe('23P01'); // 10:30–11:00 inside
    expect(await tryInsert(row(doctorId, 9 * 60 + 45, 30))).toBe('23P01'); // 09:45–10:15 straddles the start
    expect(await tryInsert(row(doctorId, 11 * 60, 30))).toBe('ok'); // 11:00–11:30 adjacent: free
    expect(await tryInsert(row(doctorId, 9 * 60 + 30, 30))).toBe('ok'); // 09:30–10:00 adjacent: free
  });

  it('lets another doctor take the same time, and a cancelled appointment frees its slot', async () => {
    const doctorId = randomUUID();
    const first = row(doctorId, 14 * 60, 30);
    expect(await tryInsert(first)).toBe('ok');
    expect(await tryInsert(row(randomUUID(), 14 * 60, 30))).toBe('ok');
    expect(await tryInsert(row(doctorId, 14 * 60, 30))).toBe('23P01');
    await t.db
      .update(appointments)
      .set({ status: 'cancelled' })
      .where(
        and(eq(appointments.appointmentId, first.appointmentId), ne(appointments.status, 'cancelled')),
      );
    expect(await tryInsert(row(doctorId, 14 * 60, 30))).toBe('ok');
  });

  /** A hold row as the slot-holds use case writes it; `expired` puts its end of life in the past. */
  async function tryHold(doctorId: string, startMinutes: number, userId: string = randomUUID(), expired = false): Promise<'ok' | string> {
    try {
      await t.db.insert(slotClaims).values({
        kind: 'hold',
        doctorId,
        userId,
        appointmentDate: '2030-01-15',
        timeSlot: formatSlotLabel(startMinutes),
        startsAt: clinicInstant('2030-01-15', startMinutes),
        endsAt: clinicInstant('2030-01-15', startMinutes + 30),
        expiresAt: expired ? sql`now() - interval '1 second'` : sql`now() + interval '10 minutes'`,
      });
      return 'ok';
    } catch (err) {
      return String((err as { cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code ?? err);
    }
  }

  it('keeps appointments and live holds apart (slot_claims, ADR 0021); an expired hold blocks no one', async () => {
    const doctorId = randomUUID();
    expect(await tryHold(doctorId, 9 * 60)).toBe('ok');
    expect(await tryInsert(row(doctorId, 9 * 60, 30))).toBe('23P01'); // an appointment over a live hold
    expect(await tryHold(doctorId, 9 * 60)).toBe('23P01'); // another owner's hold over it
    expect(await tryInsert(row(doctorId, 9 * 60 + 30, 30))).toBe('ok');
    expect(await tryHold(doctorId, 9 * 60 + 30)).toBe('23P01'); // a hold over an appointment
    expect(await tryHold(doctorId, 10 * 60, randomUUID(), true)).toBe('ok');
    expect(await tryInsert(row(doctorId, 10 * 60, 30))).toBe('ok'); // the expired hold went in the same transaction
    expect(await tryHold(doctorId, 11 * 60, randomUUID(), true)).toBe('ok');
    expect(await tryHold(doctorId, 11 * 60)).toBe('ok');
    const claims = await t.db.select().from(slotClaims).where(eq(slotClaims.doctorId, doctorId));
    expect(claims.map((c) => `${c.kind} ${c.timeSlot}`).sort()).toEqual(['appointment 09:30 AM', 'appointment 10:00 AM', 'hold 09:00 AM', 'hold 11:00 AM']);
  });

  it("moves and frees an appointment's claim with the appointment (trigger), and refuses one owner's second hold", async () => {
    const doctorId = randomUUID();
    const first = row(doctorId, 13 * 60, 30);
    expect(await tryInsert(first)).toBe('ok');
    await t.db
      .update(appointments)
      .set({ startsAt: clinicInstant('2030-01-15', 15 * 60), endsAt: clinicInstant('2030-01-15', 15 * 60 + 30) })
      .where(eq(appointments.appointmentId, first.appointmentId));
    expect(await tryHold(doctorId, 13 * 60)).toBe('ok'); // the old time is free
    expect(await tryHold(doctorId, 15 * 60)).toBe('23P01'); // the new time is taken
    await t.db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.appointmentId, first.appointmentId));
    const owner = randomUUID();
    expect(await tryHold(doctorId, 15 * 60, owner)).toBe('ok');
    expect(await tryHold(doctorId, 16 * 60, owner)).toBe('23505'); // one hold per owner
  });

  it('refuses an unknown status and an empty time range', async () => {
    const doctorId = randomUUID();
    expect(await tryInsert(row(doctorId, 8 * 60, 30, { status: 'pending' }))).toBe('23514');
    expect(await tryInsert(row(doctorId, 8 * 60, 0))).toBe('23514');
  });
});
