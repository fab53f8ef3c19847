import { jest } from '@jest/globals';
import type { Doctor } from '@vetnow/contracts/doctor';

/** One recorded call to the API. */
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

export type Answer = [status: number, body: unknown];
export type Handler = (call: ApiCall) => Answer | undefined;

/**
 * Replaces fetch with a fake /api: `handler` answers each call (unhandled calls get 404), every call is kept
 * in `calls`. jsdom has no Response: the web kit's client only reads status, ok and text().
 */
export function fakeApi(handler: Handler) {
  const calls: ApiCall[] = [];
  const fetchMock = jest.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: `${url.pathname}${url.search}`,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const [status, body] = handler(call) ?? [404, { statusCode: 404, message: 'Not found' }];
    return { status, ok: status >= 200 && status < 300, text: async () => (body === undefined ? '' : JSON.stringify(body)) } as Response;
  });
  globalThis.fetch = fetchMock;
  return { calls, fetchMock, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

export function doctor(overrides: Partial<Doctor> = {}): Doctor {
  return {
    _id: 'd-1',
    email: 'dr.perera@vetnow.lk',
    fullName: 'Dr. Nimal Perera',
    specialization: 'Surgery',
    experience: 12,
    qualifications: ['BVSc', 'MVSc'],
    contactNumber: '0771234567',
    clinicAddress: { street: '45 Main Street', city: 'Battaramulla', location: 'Battaramulla' },
    consultationFee: 2500,
    workingHours: { startTime: '09:00', endTime: '17:00', slotDuration: 30 },
    isActive: true,
    ...overrides,
  };
}

export const HEALTH_OK = {
  status: 'ok',
  services: {
    auth: { status: 'ok', checks: { database: 'up', nats: 'up' } },
    clinic: { status: 'ok', checks: { database: 'up', nats: 'up' } },
    booking: { status: 'ok', checks: { database: 'up', nats: 'up' } },
    payments: { status: 'ok', checks: { database: 'up', nats: 'up' } },
  },
};

export const STATS = { totalDoctors: 7, activeDoctors: 5, totalAppointments: 1234, todayAppointments: 3 };
