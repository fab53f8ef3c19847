import type { BookRequest } from '@vetnow/contracts/appointment';
import { summarizeNewCard, summarizeSavedCard } from '@vetnow/contracts/card';
import type { PaymentMethod } from '@vetnow/contracts/constants';
import type { StoredDraft } from '../../../shared/booking-wizard/wizard-store';
import type { CardChoice } from './card-form';

/** The book request of a draft: the booking data, the method, the card summary (card only) and the answers. */
export function bookRequestOf(draft: StoredDraft, method: PaymentMethod, choice?: CardChoice): BookRequest {
  const paymentData =
    method === 'card' && choice
      ? choice.kind === 'new'
        ? summarizeNewCard(choice.card)
        : summarizeSavedCard(choice.card)
      : undefined;
  return {
    doctorId: draft.doctorId,
    appointmentDate: draft.appointmentDate,
    timeSlot: draft.timeSlot,
    pet: draft.pet,
    reason: draft.reason,
    paymentMethod: method,
    ...(paymentData ? { paymentData } : {}),
    ...(draft.diagnosisData ? { diagnosisData: draft.diagnosisData } : {}),
  };
}
