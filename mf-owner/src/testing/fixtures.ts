import { ROUTE_CONTRACTS } from '@vetnow/contracts/api';
import type { Appointment } from '@vetnow/contracts/appointment';
import type { BookingStanding } from '@vetnow/contracts/front-desk';
import { HttpResponse, NOW, apiCalls, appointmentDoctor, delay, doctor, http, appointment as kitAppointment, handlerFor, useHandlers, type AppointmentFixture } from '@vetnow/web-kit/testing';

/**
 * Test fixtures of the owner's screens: a pinned clock, appointments around it (built on the kit's shared
 * fixtures, @vetnow/web-kit/testing) and an API stub on the kit's MSW server that answers by method and path.
 */

export { NOW };

/** The kit's appointment fixture (Bruno with Dr. Perera, 25 Nov, 09:00, cash) with `overrides` (`at`: its clinic time, HH:mm). */
export function appointment(overrides: AppointmentFixture & { _id: string }): Appointment {
  const { _id, ...rest } = overrides;
  return kitAppointment(_id, { appointmentId: `VN-${_id.toUpperCase().padEnd(6, 'X').slice(0, 6)}`, ...rest });
}

/** Four appointments around NOW, in the order the server might send them (not newest first). */
export function ownerAppointments(): Appointment[] {
  return [
    appointment({
      _id: 'past-completed',
      appointmentDate: '2026-11-10',
      at: '10:00',
      status: 'completed',
      paymentStatus: 'completed',
      doctor: appointmentDoctor(doctor({ fullName: 'Dr. Amaya Silva', specialization: 'Dermatology' })),
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
      at: '14:00',
      status: 'cancelled',
      createdAt: '2026-11-19T09:00:00.000Z',
    }),
    appointment({
      // A scheduled visit whose time has passed (no-show): past, not upcoming, not cancellable.
      _id: '0f3c2a9e-past-scheduled-7a1b2c3d',
      appointmentId: '',
      appointmentDate: '2026-11-15',
      at: '11:00',
      createdAt: '2026-11-12T09:00:00.000Z',
    }),
  ];
}

/** GET /users/booking-standing (issue 39): no no-shows, both payment methods open, unless `overrides` say otherwise. */
export function bookingStanding(overrides: Partial<BookingStanding> = {}): BookingStanding {
  return { noShows: 0, limit: 3, windowDays: 90, cardRequired: false, ...overrides };
}

export type Answer = [status: number, body?: unknown];
export type Route = (method: string, path: string, body: unknown, url: URL) => Answer | undefined;

export interface StubbedCall {
  method: string;
  /** The path with /api, without the query (e.g. `/api/users/appointments`). */
  path: string;
  /** The request body as sent (JSON). */
  body: unknown;
  url: URL;
  headers: Headers;
}

/**
 * Answers every route of the API (MSW handlers built from the contracts: a request the contract refuses gets the
 * services' 400) with `route` — 404 when it gives nothing; returns the calls it answered.
 */
export function stubApi(route: Route): StubbedCall[] {
  const calls: StubbedCall[] = [];
  useHandlers(
    ...ROUTE_CONTRACTS.map((contract) =>
      handlerFor(contract, ({ request, body }) => {
        const url = new URL(request.url);
        // The body as sent (the kit records it before the contract's schema turned it into its output).
        const sent = apiCalls.findLast((call) => call.route === contract.name)?.body ?? body;
        calls.push({ method: request.method, path: url.pathname, body: sent, url, headers: request.headers });
        const [status, answer] = route(request.method, url.pathname, body, url) ?? [404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }];
        return answer === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(answer as never, { status });
      }),
    ),
  );
  return calls;
}

/** An API that never answers (every screen stays in its loading state). */
export function stubApiNeverAnswering(): void {
  useHandlers(http.all('*/api/*', () => delay('infinite')));
}
