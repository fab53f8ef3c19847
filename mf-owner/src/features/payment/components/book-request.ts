import type { BookRequest } from '@vetnow/contracts/appointment';
import { summarizeSavedCard, type SavedCard } from '@vetnow/contracts/card';
import type { PaymentMethod } from '@vetnow/contracts/constants';
import type { StoredDraft } from '../../../shared/booking-wizard/wizard-store';

/**
 * The book request of a draft: the booking data (with the saved pet's id when the owner picked one, issue 38), the method, the saved card's summary (a saved card only) and the
 * answers. A card without a saved card is paid on the provider's hosted checkout after booking (issue 35): no
 * paymentData then — VetNow never sees a new card.
 */
export function bookRequestOf(draft: StoredDraft, method: PaymentMethod, savedCard?: SavedCard): BookRequest {
  const paymentData = method === 'card' && savedCard ? summarizeSavedCard(savedCard) : undefined;
  return {
    doctorId: draft.doctorId,
    appointmentDate: draft.appointmentDate,
    timeSlot: draft.timeSlot,
    pet: draft.pet,
    ...(draft.petId ? { petId: draft.petId } : {}),
    reason: draft.reason,
    paymentMethod: method,
    ...(paymentData ? { paymentData } : {}),
    ...(draft.diagnosisData ? { diagnosisData: draft.diagnosisData } : {}),
  };
}
