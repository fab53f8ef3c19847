/**
 * What the visits' templates are given (templates.ts renders them): the facts of one appointment, the doctor's
 * findings, and the kind of message with its recipient and the kind's own facts.
 */
import type { NotificationKind } from '@vetnow/contracts/api';
import type { MessageLanguage } from '../i18n/server-texts.js';

/** What the templates of one appointment can say. Times are instants; they are written in clinic time. */
export interface VisitFacts {
  readonly reference: string;
  readonly startsAt: Date;
  readonly doctorName?: string;
  readonly clinicAddress?: { street: string; city: string; location: string };
  readonly petName?: string;
  readonly paymentMethod?: string;
  /** Minor units (LKR 2,500.00 is 250000). */
  readonly consultationFeeMinor?: number;
}

/** The doctor's findings of a completed visit, as the owner sees them in My Appointments. */
export interface VisitFindings {
  readonly diagnosis?: string;
  readonly recommendations: readonly string[];
  readonly notes?: string;
}

/**
 * The kinds about one appointment (every kind but the account's security notice, renderSignInDelayed, the pet care
 * reminder, renderPetCareDue, and the waitlist's offer of a slot not booked yet, renderWaitlistOffer).
 */
export type VisitKind = Exclude<NotificationKind, 'sign-in-delayed' | 'pet-care-due' | 'waitlist-offer'>;

export interface TemplateInput {
  readonly kind: VisitKind;
  readonly recipientName?: string;
  /** The recipient's language (their contact's); English when unknown or not one of VetNow's. */
  readonly language?: string;
  readonly visit: VisitFacts;
  /** rescheduled: where the visit was. */
  readonly previousStartsAt?: Date;
  /** rescheduled, cancelled, doctor-cancelled: who moved or cancelled it. */
  readonly by?: 'owner' | 'admin';
  /** visit-completed: what the doctor recorded for the owner (appointment.findings-shared). */
  readonly findings?: VisitFindings;
  /** needs-rescheduling: the closure's or leave's reason; payment-failed: why the payment failed. */
  readonly reason?: string;
  /** refunded: what this refund returned, in minor units (payment.refunded's `amountMinor`, not its total refunded). */
  readonly amountMinor?: number;
  /** payment-link (issue 39): where the owner pays by card, an absolute URL (PUBLIC_URL + /appointments). */
  readonly payUrl?: string;
}

/** What every visit's message writes, in the recipient's language: the reference, the doctor and the visit's time. */
export interface KindFacts {
  readonly [fact: string]: string;
  readonly language: MessageLanguage;
  readonly reference: string;
  /** The doctor's name, or "your doctor" in the language. */
  readonly doctor: string;
  readonly when: string;
}
