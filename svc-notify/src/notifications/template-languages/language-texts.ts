/**
 * The shapes of the Sinhala and Tamil texts (template-languages.ts assembles them): each family of kinds fills its
 * part of LanguageTexts from the facts its templates write in the language.
 */
import type { CareKind } from '@vetnow/contracts/pet-care';

export type TranslatedLanguage = 'si' | 'ta';

/** What a message of one kind says, given its facts already written as text. */
export interface KindTexts {
  readonly title: string;
  readonly lead: string;
  readonly notes: readonly string[];
  /** The words of the message's link (payment-link: "Pay now"), when it has one. */
  readonly action?: string;
}

export interface MessageFacts {
  readonly reference: string;
  readonly doctor: string;
  readonly when: string;
  readonly reason?: string;
  /** rescheduled / cancelled / doctor-cancelled: the clinic (an admin) did it, not the owner. */
  readonly byClinic: boolean;
  /** visit-completed: the message lists the doctor's findings. */
  readonly withFindings: boolean;
  readonly cash: boolean;
  readonly fee?: string;
  /** The pet's name, when the booking gave one. */
  readonly pet?: string;
  /** refunded: what this refund returned; payment-link: the fee to pay; already written (`LKR 2,500.00`). */
  readonly amount?: string;
}

/** The security notice's facts (renderSignInDelayed), the times already written in the language. */
export interface SignInDelayedFacts {
  readonly failures: number;
  readonly when: string;
  readonly until: string;
}

/** The security notice in one language: the same parts as the English one. */
export interface SignInDelayedTexts {
  readonly title: string;
  readonly lead: string;
  readonly details: [string, string][];
  readonly notes: readonly string[];
}

/** A pet care reminder's facts (renderPetCareDue), the due date already written in the language. */
export interface PetCareDueFacts {
  readonly pet: string;
  readonly item: string;
  readonly kind: CareKind;
  readonly date: string;
  /** Days from the reminder's day to the due date (0: today); meaningless when overdue. */
  readonly days: number;
  readonly overdue: boolean;
}

/** A pet care reminder in one language: the same parts as the English one. */
export interface PetCareDueTexts {
  readonly title: string;
  readonly lead: string;
  /** The detail label of the item: the kind of care (vaccination, deworming, tick and flea treatment). */
  readonly kindLabel: string;
  readonly dueLabel: string;
  readonly bookNow: string;
  readonly notes: readonly string[];
}

export interface LanguageTexts {
  readonly locale: string;
  readonly timeNote: string;
  readonly yourDoctor: string;
  readonly yourVetNowDoctor: string;
  readonly greeting: (name: string | undefined) => string;
  readonly footer: string;
  readonly labels: {
    reference: string;
    pet: string;
    doctor: string;
    when: string;
    where: string;
    was: string;
    diagnosis: string;
    recommendations: string;
    doctorNotes: string;
    /** refunded: the amount this refund returned. */
    refunded: string;
    /** payment-link: the consultation fee to pay. */
    fee: string;
  };
  readonly kinds: Record<
    | 'booking-confirmed'
    | 'new-booking'
    | 'payment-failed'
    | 'cancelled'
    | 'doctor-cancelled'
    | 'rescheduled'
    | 'needs-rescheduling'
    | 'visit-completed'
    | 'reminder'
    | 'refunded'
    | 'payment-link',
    (f: MessageFacts) => KindTexts
  >;
  /** "Someone tried to sign in" (ADR 0046). */
  readonly signInDelayed: (f: SignInDelayedFacts) => SignInDelayedTexts;
  /** A vaccination or treatment due in N days, tomorrow, today, or overdue (issue 38). */
  readonly petCareDue: (f: PetCareDueFacts) => PetCareDueTexts;
}
