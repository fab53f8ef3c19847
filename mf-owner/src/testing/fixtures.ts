import { jest } from '@jest/globals';
import type { Appointment } from '@vetnow/contracts/appointment';

/**
 * Test fixtures of the owner's appointment screens: a pinned clock, appointments around it and a fetch stub
 * that answers by method and path (jsdom has no Response: the API client reads status, ok and text()).
 */

// 2026-11-21 20:00 UTC is already 2026-11-22 01:30 in Colombo.
export const NOW = new Date('2026-11-21T20:00:00Z');

/** The instant of a clinic-time slot (UTC+05:30). */
function at(date: string, hhmm: string): string {
  return new Date(`${date}T${hhmm}:00+05:30`).toISOString();
}

export function appointment(overrides: Partial<Appointment> & { _id: string }): Appointment {
  const date = overrides.appointmentDate ?? '2026-11-25';
  return {
    appointmentId: `VN-${overrides._id.toUpperCase().padEnd(6, 'X').slice(0, 6)}`,
    appointmentDate: date,
    timeSlot: '09:00 AM',
    startsAt: at(date, '09:00'),
    endsAt: at(date, '09:30'),
    status: 'scheduled',
    reason: 'Annual check-up',
    doctor: {
      _id: 'd-1',
      fullName: 'Dr. Nimal Perera',
      specialization: 'Surgery',
      consultationFee: 2500,
      clinicAddress: { street: '45 Main Street', city: 'Battaramulla', location: 'Battaramulla' },
      contactNumber: '0112 345 678',
    },
    user: { _id: 'u-1', fullName: 'Kasun Jayawardena', contactNumber: '0771234567' },
    pet: { name: 'Bruno', type: 'Dog', breed: 'Labrador', age: 3 },
    paymentMethod: 'cash',
    paymentStatus: 'pending',
    diagnosisQuestionnaire: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** Four appointments around NOW, in the order the server might send them (not newest first). */
export function ownerAppointments(): Appointment[] {
  return [
    appointment({
      _id: 'past-completed',
      appointmentDate: '2026-11-10',
      startsAt: at('2026-11-10', '10:00'),
      endsAt: at('2026-11-10', '10:30'),
      timeSlot: '10:00 AM',
      status: 'completed',
      paymentStatus: 'completed',
      doctor: { ...appointment({ _id: 'x' }).doctor, fullName: 'Dr. Amaya Silva', specialization: 'Dermatology' },
      pet: { name: 'Misty', type: 'Cat', breed: '', age: undefined },
      reason: 'Itchy skin',
      completion: {
        diagnosis: 'Flea allergy dermatitis',
        recommendations: ['Monthly flea treatment', 'Recheck in 2 weeks'],
        completedAt: '2026-11-10T05:30:00.000Z',
      },
      createdAt: '2026-11-01T08:00:00.000Z',
    }),
    appointment({
      _id: 'future-scheduled',
      diagnosisQuestionnaire: { summary: 'Medium urgency. Reported: vomiting.', urgencyLevel: 'medium' },
      createdAt: '2026-11-21T09:00:00.000Z',
    }),
    appointment({
      _id: 'future-cancelled',
      appointmentDate: '2026-11-26',
      startsAt: at('2026-11-26', '14:00'),
      endsAt: at('2026-11-26', '14:30'),
      timeSlot: '02:00 PM',
      status: 'cancelled',
      createdAt: '2026-11-19T09:00:00.000Z',
    }),
    appointment({
      // A scheduled visit whose time has passed (no-show): past, not upcoming, not cancellable.
      _id: '0f3c2a9e-past-scheduled-7a1b2c3d',
      appointmentId: '',
      appointmentDate: '2026-11-15',
      startsAt: at('2026-11-15', '11:00'),
      endsAt: at('2026-11-15', '11:30'),
      timeSlot: '11:00 AM',
      createdAt: '2026-11-12T09:00:00.000Z',
    }),
  ];
}

export type Answer = [status: number, body?: unknown];
export type Route = (method: string, path: string, body: unknown) => Answer | undefined;

/** Installs a fetch stub answering with `route` (404 when it gives nothing); returns the recorded calls. */
export function stubFetch(route: Route) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const fetchMock = jest.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, body });
    const [status, answer] = route(method, url.pathname, body) ?? [404, { statusCode: 404, message: 'Not found' }];
    return {
      status,
      ok: status >= 200 && status < 300,
      text: async () => (answer === undefined ? '' : JSON.stringify(answer)),
    } as Response;
  });
  globalThis.fetch = fetchMock;
  return calls;
}
