import type { DeskPaymentChoice } from '@vetnow/contracts/callers';
import type { PetType } from '@vetnow/contracts/constants';
import { clinicTomorrow } from '@vetnow/domain/clinic-time';
import type { FormOf } from '@vetnow/web-kit/forms';

/** The booking form's values as typed (the contract's `deskBookRequestSchema` checks and trims them on submit). */
export interface DeskBookFormValues {
  ownerId: string;
  doctorId: string;
  appointmentDate: string;
  /** The slot's own text, `09:30 AM`; '' until one is chosen. */
  timeSlot: string;
  /** The saved pet booked for; '' for another pet (then `pet` is the form's). */
  petId: string;
  pet: { name: string; type: PetType; breed: string };
  reason: string;
  payment: DeskPaymentChoice;
}

export type DeskBookForm = FormOf<DeskBookFormValues>;

export const NEW_PET: DeskBookFormValues['pet'] = { name: '', type: 'Dog', breed: '' };

/** An empty booking for `ownerId`: tomorrow (clinic time), paid at the clinic. */
export function emptyBooking(ownerId: string, now: Date = new Date()): DeskBookFormValues {
  return {
    ownerId,
    doctorId: '',
    appointmentDate: clinicTomorrow(now),
    timeSlot: '',
    petId: '',
    pet: { ...NEW_PET },
    reason: '',
    payment: 'clinic',
  };
}
