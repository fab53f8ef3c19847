/**
 * The parts of the messages about a booking itself, in the recipient's language (the words: the `booking`
 * catalogues): confirmed, new for the doctor, cancelled, moved, needing a new time, tomorrow's reminder and the visit
 * completed with the doctor's findings.
 */
import { ARRIVE_EARLY_MINUTES, CURRENCY } from '@vetnow/contracts/constants';
import type { Texts } from '../i18n/server-texts.js';
import type { Parts } from './message-assembly.js';
import { clinicDateTimeIn, feeText } from './message-texts.js';
import type { PaymentKind } from './payment-templates.js';
import type { KindFacts, TemplateInput, VisitKind } from './template-input.js';
import { findingsParts, visitDetails } from './visit-details.js';

/** The kinds about a booking (all the visits' kinds but the payments'). */
export type BookingKind = Exclude<VisitKind, PaymentKind>;

const EARLY = { minutes: ARRIVE_EARLY_MINUTES.confirmation };

/** What a booking's message says in `t`'s language, with the facts every kind writes (`f`). */
export function bookingParts(input: TemplateInput & { readonly kind: BookingKind }, t: Texts, f: KindFacts): Parts {
  const v = input.visit;
  const byClinic = input.by === 'admin' ? 'byClinic' : undefined;
  const title = t(`booking:${input.kind}.title`);
  switch (input.kind) {
    case 'booking-confirmed': {
      const notes = [t('booking:notes.arriveEarly', EARLY), t('booking:notes.bringRecords')];
      if (v.paymentMethod === 'cash') {
        notes.push(
          v.consultationFeeMinor !== undefined
            ? t('booking:notes.cash', { fee: `${CURRENCY} ${feeText(v.consultationFeeMinor)}` }, { context: 'withFee' })
            : t('booking:notes.cash'),
        );
      }
      notes.push(t('booking:notes.changeOrCancel'));
      return { title, lead: t('booking:booking-confirmed.lead', f), details: visitDetails(t, v, f.when), notes };
    }
    case 'new-booking':
      return { title, lead: t('booking:new-booking.lead', f), details: visitDetails(t, v, f.when, false), notes: [] };
    case 'cancelled':
      return {
        title,
        lead: t('booking:cancelled.lead', f, { context: byClinic }),
        details: visitDetails(t, v, f.when, false),
        notes: [t('booking:notes.bookAgain')],
      };
    case 'doctor-cancelled':
      return {
        title,
        lead: t('booking:doctor-cancelled.lead', f, { context: byClinic }),
        details: visitDetails(t, v, f.when, false),
        notes: [],
      };
    case 'rescheduled':
      return {
        title,
        lead: t('booking:rescheduled.lead', f, { context: byClinic }),
        details: [
          ...visitDetails(t, v, f.when),
          ...(input.previousStartsAt
            ? ([[t('common:labels.was'), clinicDateTimeIn(f.language, input.previousStartsAt)]] as [string, string][])
            : []),
        ],
        notes: [t('booking:notes.arriveEarly', EARLY)],
      };
    case 'needs-rescheduling':
      return {
        title,
        lead: input.reason
          ? t('booking:needs-rescheduling.lead', { ...f, reason: input.reason }, { context: 'withReason' })
          : t('booking:needs-rescheduling.lead', f),
        details: visitDetails(t, v, f.when),
        notes: [t('booking:notes.pickNewTime')],
      };
    case 'visit-completed': {
      const findings = findingsParts(input.findings, t);
      return {
        title,
        lead: t('booking:visit-completed.lead', f),
        details: [...visitDetails(t, v, f.when, false), ...findings.details],
        ...(findings.lists ? { lists: findings.lists } : {}),
        notes: [t('booking:notes.findings', {}, { context: input.findings ? 'withFindings' : undefined })],
      };
    }
    case 'reminder':
      return {
        title,
        lead: t('booking:reminder.lead', f),
        details: visitDetails(t, v, f.when),
        notes: [t('booking:notes.arriveEarly', EARLY), t('booking:notes.changeOrCancelInApp')],
      };
  }
}
