import type { Appointment } from '@vetnow/contracts/appointment';
import type { Doctor } from '@vetnow/contracts/doctor';
import { API } from '@vetnow/web-kit/api';
import { TODAY, appointment as baseAppointment, doctor, handlerFor, server } from '@vetnow/web-kit/testing';
import { petCareApi } from './pet-care';
import { walkInsApi } from './walk-ins';

/** The doctor dashboard's scenario, built on the shared fixtures (web-kit/testing): a day around NOW in Colombo. */
export { NOW, TODAY } from '@vetnow/web-kit/testing';

/** An appointment of the doctor's list on `date` at clinic time `hhmm`. */
export function appointment(id: string, date: string, hhmm: string, overrides: Partial<Appointment> = {}): Appointment {
  return baseAppointment(id, { appointmentDate: date, at: hhmm, ...overrides });
}

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
  return doctor({ qualifications: ['BVSc', 'MVSc', 'PhD'], ...overrides });
}

/**
 * The doctor's API over `list` (changed in place): the list, the profile, the pet-care reads, an empty walk-in queue, and complete / notes / cash-payment that change the
 * appointment and answer it as the contract says. Returns the list, so a test sees what the server holds.
 */
export function doctorApi(list: Appointment[] = doctorAppointments()): Appointment[] {
  const change = (id: string, patch: Partial<Appointment>) => {
    const index = list.findIndex((a) => a._id === id);
    list[index] = { ...list[index]!, ...patch };
    return list[index]!;
  };
  // The day's due items and the care schedules (issue 38): none due unless a test says so (petCareApi).
  petCareApi();
  // The day's walk-in queue (issue 39): empty unless a test says so (walkInsApi).
  walkInsApi();
  server.use(
    handlerFor(API.booking.doctorAppointments, () => list),
    handlerFor(API.clinic.getOwnProfile, () => doctorProfile()),
    handlerFor(API.booking.complete, ({ params }) => ({
      success: true as const,
      message: 'Appointment marked as completed',
      appointment: change(params.id!, { status: 'completed' }),
    })),
    handlerFor(API.booking.notes, ({ params, body }) => ({
      success: true as const,
      appointment: change(params.id!, { doctorNotes: (body as { notes: string }).notes }),
    })),
    handlerFor(API.booking.cashPayment, ({ params, body }) => {
      const { amount, receiptNumber } = body as { amount: number; receiptNumber: string };
      return change(params.id!, { paymentStatus: 'completed', cashPayment: { amount, receiptNumber, recordedAt: '2026-11-22T05:00:00.000Z' } });
    }),
  );
  return list;
}
