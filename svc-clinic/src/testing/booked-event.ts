import type { EventPayload } from '@vetnow/contracts/events';

type BookedPayload = EventPayload<'appointment.booked'>;

/** What a spec's booking is about: which visit, with which doctor, when. */
export type BookedVisit = Pick<
  BookedPayload,
  'appointmentId' | 'reference' | 'doctorId' | 'appointmentDate' | 'timeSlot' | 'startsAt' | 'endsAt'
> &
  Partial<BookedPayload>;

/** The owner of every booking the specs publish. */
export const BOOKING_OWNER_ID = '5b9f3c1e-2222-4333-8444-555566667777';

/** appointment.booked as svc-booking publishes it (to publish in a spec): a cash visit of Rex, the dog, unless `visit` says otherwise. */
export function bookedEvent(visit: BookedVisit) {
  return {
    userId: BOOKING_OWNER_ID,
    pet: { name: 'Rex', type: 'Dog', breed: 'Labrador' },
    paymentMethod: 'cash' as const,
    consultationFeeMinor: 200_000,
    currency: 'LKR' as const,
    ...visit,
  };
}
