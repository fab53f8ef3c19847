import { jest } from '@jest/globals';
import type { Appointment } from '@vetnow/contracts/appointment';
import type { Doctor } from '@vetnow/contracts/doctor';

/** Fixtures of the doctor dashboard's tests: a pinned clock, appointments around it, a fetch stub. */

// 2026-11-21 20:00 UTC is already 2026-11-22 01:30 in Colombo: "today" is the 22nd there.
export const NOW = new Date('2026-11-21T20:00:00Z');
export const TODAY = '2026-11-22';

const SLOT_TIMES: Record<string, string> = { '08:00': '08:00 AM', '09:00': '09:00 AM', '10:00': '10:00 AM', '14:00': '02:00 PM' };

export function appointment(
  id: string,
  date: string,
  hhmm: string,
  overrides: Partial<Appointment> = {},
): Appointment {
  return {
    _id: id,
    appointmentId: `VN-${id.toUpperCase()}`,
    appointmentDate: date,
    timeSlot: SLOT_TIMES[hhmm] ?? hhmm,
    startsAt: new Date(`${date}T${hhmm}:00+05:30`).toISOString(),
    endsAt: new Date(new Date(`${date}T${hhmm}:00+05:30`).getTime() + 30 * 60_000).toISOString(),
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

/** Today: 08:00 completed, 09:00 and 10:00 scheduled, 14:00 cancelled; six scheduled days ahead; one past visit. */
export function doctorAppointments(): Appointment[] {
  return [
    appointment('t10', TODAY, '10:00', {
      user: { _id: 'u-2', fullName: 'Ama Fernando', contactNumber: '0719876543' },
      pet: { name: 'Misty', type: 'Cat', breed: 'Persian', age: 2 },
      reason: 'Not drinking',
      diagnosisQuestionnaire: {
        summary: 'High urgency. Reported: not drinking at all; vomiting.',
        urgencyLevel: 'high',
        recommendations: ["Call the clinic's 24/7 emergency line now; do not wait for the appointment.", 'Offer small amounts of fresh water often; do not force it.'],
        firedRules: ['not-drinking', 'vomiting'],
        answers: {
          generalHealth: { appetite: 'Decreased', energy: 'Low' },
          symptoms: { vomiting: true, coughing: false, other: 'Drooling' },
          behavioralChanges: {},
          eatingDrinking: { waterIntake: 'Not drinking at all', lastMeal: 'Yesterday' },
          physicalSymptoms: { wounds: 'None' },
          duration: { symptomsStarted: '2-3 days', gettingWorse: true },
          medicalHistory: { allergies: 'Penicillin', vaccinated: true, vaccinationDate: '2026-03-01' },
        },
      },
      doctorNotes: 'Check hydration first.',
    }),
    appointment('t09', TODAY, '09:00', {
      diagnosisQuestionnaire: { summary: 'Medium urgency. Reported: limping.', urgencyLevel: 'medium' },
    }),
    appointment('t14', TODAY, '14:00', { status: 'cancelled' }),
    appointment('t08', TODAY, '08:00', {
      status: 'completed',
      diagnosisQuestionnaire: { summary: 'Low urgency. No concerning signs were reported.', urgencyLevel: 'low' },
    }),
    ...['23', '24', '25', '26', '27', '28'].map((d) => appointment(`n${d}`, `2026-11-${d}`, '09:00', { reason: `Visit on the ${d}th` })),
    appointment('p10', '2026-11-10', '10:00', {
      status: 'completed',
      paymentStatus: 'completed',
      completion: { diagnosis: 'Ear infection', recommendations: ['Ear drops twice a day'], completedAt: '2026-11-10T05:30:00.000Z' },
    }),
  ];
}

export function doctorProfile(overrides: Partial<Doctor> = {}): Doctor {
  return {
    _id: 'd-1',
    email: 'dr.perera@vetnow.lk',
    fullName: 'Dr. Nimal Perera',
    specialization: 'Surgery',
    experience: 12,
    qualifications: ['BVSc', 'MVSc', 'PhD'],
    contactNumber: '0112 345 678',
    clinicAddress: { street: '45 Main Street', city: 'Battaramulla', location: 'Battaramulla' },
    consultationFee: 2500,
    workingHours: { startTime: '09:00', endTime: '17:00', slotDuration: 30 },
    isActive: true,
    ...overrides,
  };
}

export type Answer = [status: number, body?: unknown];
export type Route = (method: string, path: string, body: unknown) => Answer | undefined;

/** Installs a fetch stub answering with `route` (404 when it gives nothing); returns the recorded calls. */
export function stubFetch(route: Route) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  globalThis.fetch = jest.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, body });
    const [status, answer] = route(method, url.pathname, body) ?? [404, { statusCode: 404, message: 'Not found' }];
    return { status, ok: status >= 200 && status < 300, text: async () => (answer === undefined ? '' : JSON.stringify(answer)) } as Response;
  });
  return calls;
}
