/** What an appointment keeps as JSON (jsonb columns): its doctor, owner, pet, card and completion as they were. */

/**
 * What an appointment keeps of its doctor at booking time (shown to the owner). Not the fee: the appointment's own
 * `consultation_fee_minor` is the fee snapshotted at booking, and the view shows it as the doctor's `consultationFee`.
 */
export interface DoctorSnapshot {
  _id: string;
  fullName: string;
  specialization: string;
  clinicAddress: { street: string; city: string; location: string };
  contactNumber: string;
}

/** What an appointment keeps of its owner (shown to the doctor). */
export interface OwnerSnapshot {
  _id: string;
  fullName: string;
  contactNumber: string;
}

export interface PetSnapshot {
  name: string;
  type: string;
  breed: string;
  age?: number;
}

/** The card that paid, as the book request summarised it (never a number or CVV). */
export interface CardSummary {
  savedCardId?: string;
  cardType: 'visa' | 'mastercard' | 'amex' | 'unknown';
  lastFour: string;
}

/** What the doctor recorded on completing the visit (shown to the owner, the doctor and the admin). */
export interface Completion {
  diagnosis?: string;
  recommendations: string[];
  /** Notes for the owner (the doctor's private notes are `doctor_notes`). */
  notes?: string;
  /** ISO instant. */
  completedAt: string;
}
