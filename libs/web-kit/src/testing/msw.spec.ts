import { describe, expect, it } from '@jest/globals';
import { API } from '@vetnow/contracts/api';
import { apiCalls, callsTo, doctor, errorReply, handlerFor, server, takeUnansweredRequests } from './index';

describe('handlerFor (MSW handlers built from the contracts)', () => {
  it("answers the contract's method and /api path with the success status, and records the call", async () => {
    server.use(handlerFor(API.clinic.adminCreateDoctor, ({ body }) => doctor({ fullName: (body as { fullName: string }).fullName })));
    const response = await fetch('/api/admin/doctors', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: 'Dr. A',
        email: 'a@vetnow.lk',
        password: 'secret12',
        experience: 1,
        consultationFee: 100,
        contactNumber: '0771234567',
        workingHours: { startTime: '09:00', endTime: '17:00', slotDuration: 30 },
      }),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ fullName: 'Dr. A' });
    expect(callsTo(API.clinic.adminCreateDoctor)).toHaveLength(1);
    expect(apiCalls[0]).toMatchObject({ route: 'clinic.adminCreateDoctor', method: 'POST', path: '/admin/doctors' });
  });

  it('notes a request no handler answers (which fails the test after it: jest-setup), each once', async () => {
    server.use(handlerFor(API.pets.list, []));
    await expect(fetch('/api/nothing-here')).rejects.toThrow();
    await expect(fetch('/api/nothing-here')).rejects.toThrow();
    expect((await fetch('/api/pets')).status).toBe(200);
    expect(takeUnansweredRequests()).toEqual(['GET /api/nothing-here']);
    expect(takeUnansweredRequests()).toEqual([]);
  });

  it('refuses a body the contract refuses, as the service would (400 VALIDATION_FAILED with the field errors)', async () => {
    server.use(handlerFor(API.booking.notes, () => errorReply('INTERNAL')));
    const response = await fetch('/api/appointments/a-1/notes', { method: 'PUT', body: JSON.stringify({ notes: 42 }) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'notes' }] });
  });

  it("answers a schema's validation code as the service does: the code beside its English text, that text as the message", async () => {
    server.use(handlerFor(API.auth.register, () => errorReply('INTERNAL')));
    const form = { username: 'ab', email: 'a@b.lk', password: 'river-stone-4', fullName: 'A B', contactNumber: '0771234567' };
    const response = await fetch('/api/auth/register', { method: 'POST', body: JSON.stringify(form) });
    const message = 'Username must be at least 3 characters';
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message,
      errors: [{ path: 'username', code: 'registration.usernameMin', message }],
    });
  });

  it('answers a fixed error Response on every call', async () => {
    server.use(handlerFor(API.clinic.listDoctors, errorReply('SERVICE_UNAVAILABLE')));
    for (const _ of [1, 2]) expect((await fetch('/api/doctors')).status).toBe(503);
  });
});
