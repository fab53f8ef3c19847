import { randomUUID } from 'node:crypto';
import { addDays, clinicInstant, clinicToday } from '@vetnow/domain/clinic-time';
import { type ServiceTestApp, startServiceTestApp } from '@vetnow/service-kit/testing';
import { AppModule } from '../app.module.js';
import { appointments } from '../database/schema.js';

describe('GET /internal/stats (booking half of the admin stats)', () => {
  let t: ServiceTestApp;
  beforeAll(async () => {
    t = await startServiceTestApp({ service: 'booking', template: true, module: AppModule });
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async (token?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/internal/stats',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('is admin only', async () => {
    expect((await get()).statusCode).toBe(401);
    const owner = await t.keys.sign({ sub: randomUUID(), role: 'user', email: 'o@x.lk', name: 'O' });
    const doctor = await t.keys.sign({ sub: randomUUID(), role: 'doctor', email: 'd@x.lk', name: 'D' });
    expect((await get(owner)).statusCode).toBe(403);
    expect((await get(doctor)).statusCode).toBe(403);
  });

  it('counts non-cancelled appointments, and those of today in clinic time', async () => {
    const admin = await t.keys.sign({ sub: randomUUID(), role: 'admin', email: 'a@x.lk', name: 'A' });
    expect((await get(admin)).json()).toEqual({ totalAppointments: 0, todayAppointments: 0 });
    const today = clinicToday();
    const userId = randomUUID();
    const doctorId = randomUUID();
    const base = {
      userId,
      doctorId,
      timeSlot: '09:00 AM',
      reason: 'x',
      pet: { name: 'Rex', type: 'Dog', breed: '' },
      doctor: {
        _id: doctorId,
        fullName: 'Dr',
        specialization: 'General Veterinary',
        clinicAddress: { street: '', city: '', location: 'Battaramulla' },
        contactNumber: '',
      },
      user: { _id: userId, fullName: 'O', contactNumber: '' },
      consultationFeeMinor: 100,
      paymentMethod: 'cash',
      paymentStatus: 'pending',
    };
    await t.db.insert(appointments).values([
      {
        ...base,
        appointmentId: 'A1',
        appointmentDate: today,
        startsAt: clinicInstant(today, 540),
        endsAt: clinicInstant(today, 570),
      },
      {
        ...base,
        appointmentId: 'A2',
        appointmentDate: addDays(today, 1),
        startsAt: clinicInstant(addDays(today, 1), 540),
        endsAt: clinicInstant(addDays(today, 1), 570),
      },
      {
        ...base,
        appointmentId: 'A3',
        status: 'completed',
        appointmentDate: today,
        startsAt: clinicInstant(today, 600),
        endsAt: clinicInstant(today, 630),
      },
      // cancelled ones are not counted, today or any day
      {
        ...base,
        appointmentId: 'C1',
        status: 'cancelled',
        appointmentDate: today,
        startsAt: clinicInstant(today, 540),
        endsAt: clinicInstant(today, 570),
      },
      {
        ...base,
        appointmentId: 'C2',
        status: 'cancelled',
        appointmentDate: addDays(today, 2),
        startsAt: clinicInstant(addDays(today, 2), 540),
        endsAt: clinicInstant(addDays(today, 2), 570),
      },
    ]);
    expect((await get(admin)).json()).toEqual({ totalAppointments: 3, todayAppointments: 2 });
  });
});
