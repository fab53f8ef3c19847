import type { NotificationKind } from '@vetnow/contracts/api';
import { clinicDateOf, clinicMinutesOf, formatSlotLabel, weekdayOf } from '@vetnow/contracts/clinic-time';
import { ARRIVE_EARLY_MINUTES, CLINIC_EMERGENCY_PHONE, CURRENCY, SERVICE_COUNTRY, SERVICE_LOCATION } from '@vetnow/contracts/constants';
import { fromMinorUnits } from '@vetnow/contracts/money';
import { TEMPLATE_LANGUAGES, clinicDateTimeIn, type TranslatedLanguage } from './template-languages.js';

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

/** One rendered message: the in-app title and body, the e-mail subject, plain text and HTML. */
export interface RenderedMessage {
  readonly title: string;
  readonly body: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** An amount in minor units as the messages write it, in every language: 250000 → `LKR 2,500.00` (always two decimals). */
export function moneyText(amountMinor: number): string {
  return `${CURRENCY} ${fromMinorUnits(amountMinor).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** A consultation fee in minor units as the cash note writes it after `LKR`: 250000 → `2,500`, 125050 → `1,250.5`. */
export function feeText(feeMinor: number): string {
  return fromMinorUnits(feeMinor).toLocaleString('en-US');
}

/** The refund's amount as text; a `refunded` message without one is a programming error (payment.refunded has one). */
export function refundedAmountText(input: Pick<TemplateInput, 'kind' | 'amountMinor'>): string {
  if (input.amountMinor === undefined) throw new Error(`a ${input.kind} message needs the refunded amount`);
  return moneyText(input.amountMinor);
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * An instant in clinic time (Asia/Colombo, whatever the server's TZ): `Tuesday, 15 January 2030 at 09:00 AM
 * (Sri Lanka time)`.
 */
export function clinicDateTimeText(instant: Date): string {
  const date = clinicDateOf(instant);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${WEEKDAYS[weekdayOf(date)]}, ${d} ${MONTHS[m - 1]} ${y} at ${formatSlotLabel(clinicMinutesOf(instant))} (Sri Lanka time)`;
}

/** A clinic date (`2030-01-15`) as the messages write it: `Tuesday, 15 January 2030`. */
export function clinicDateText(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${WEEKDAYS[weekdayOf(date)]}, ${d} ${MONTHS[m - 1]} ${y}`;
}

/** `12 Main Street, Colombo, Battaramulla, Sri Lanka` (empty parts and repeats dropped). */
export function addressText(address: VisitFacts['clinicAddress']): string {
  const parts = [address?.street ?? '', address?.city ?? '', address?.location || SERVICE_LOCATION, SERVICE_COUNTRY]
    .map((p) => p.trim())
    .filter((p, i, all) => p && all.indexOf(p) === i);
  return parts.join(', ');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export interface Parts {
  title: string;
  lead: string;
  details: [string, string][];
  /** Headed lists after the details (a visit's recommendations). */
  lists?: [string, readonly string[]][];
  notes: string[];
  /** The message's one action, a link after the lead (pet care: "Book now"). */
  action?: { label: string; url: string };
}

/** The findings as detail rows and a list, with the given labels (one place for every language). */
function findingsParts(
  f: VisitFindings | undefined,
  labels: { diagnosis: string; recommendations: string; doctorNotes: string },
): Pick<Parts, 'details' | 'lists'> {
  if (!f) return { details: [] };
  const details: [string, string][] = [];
  if (f.diagnosis) details.push([labels.diagnosis, f.diagnosis]);
  if (f.notes) details.push([labels.doctorNotes, f.notes]);
  return { details, lists: f.recommendations.length ? [[labels.recommendations, f.recommendations]] : [] };
}

const ENGLISH_FINDINGS = { diagnosis: 'Diagnosis', recommendations: 'Recommendations', doctorNotes: "Doctor's notes" };

function visitDetails(v: VisitFacts, includeAddress = true): [string, string][] {
  const rows: [string, string][] = [['Reference', v.reference]];
  if (v.petName) rows.push(['Pet', v.petName]);
  rows.push(['Doctor', v.doctorName ?? 'Your VetNow doctor']);
  rows.push(['When', clinicDateTimeText(v.startsAt)]);
  if (includeAddress) rows.push(['Where', addressText(v.clinicAddress)]);
  return rows;
}

function partsOf(input: TemplateInput): Parts {
  const v = input.visit;
  const doctor = v.doctorName ?? 'your doctor';
  const when = clinicDateTimeText(v.startsAt);
  switch (input.kind) {
    case 'booking-confirmed': {
      const notes = [
        `Please arrive ${ARRIVE_EARLY_MINUTES.confirmation} minutes early.`,
        "Bring your pet's medical records and vaccination card.",
      ];
      if (v.paymentMethod === 'cash') {
        notes.push(
          v.consultationFeeMinor !== undefined
            ? `Bring the exact consultation fee in cash (${CURRENCY} ${feeText(v.consultationFeeMinor)}); payment is due on arrival.`
            : 'Bring the consultation fee in cash; payment is due on arrival.',
        );
      }
      notes.push('To reschedule or cancel, use My Appointments on VetNow or contact the clinic.');
      return { title: 'Appointment confirmed', lead: `Your appointment with ${doctor} is booked for ${when}.`, details: visitDetails(v), notes };
    }
    case 'new-booking':
      return {
        title: 'New booking',
        lead: `A new appointment (${v.reference}) is booked with you for ${when}.`,
        details: visitDetails(v, false),
        notes: [],
      };
    case 'payment-failed':
      return {
        title: 'Payment failed',
        lead: `The card payment for appointment ${v.reference} did not go through${input.reason ? `: ${input.reason}` : ''}.`,
        details: visitDetails(v),
        notes: ['Open My Appointments on VetNow to pay again, or pay at the clinic.'],
      };
    case 'refunded': {
      const amount = refundedAmountText(input);
      return {
        title: `Refund of ${amount} for ${v.petName ? `${v.petName}'s visit` : 'your visit'}`,
        lead:
          `We refunded ${amount} to your card for appointment ${v.reference} with ${doctor} on ${when}. ` +
          'It can take 5–10 working days to appear on your statement.',
        details: [...visitDetails(v, false), ['Refunded', amount]],
        notes: ['If you have a question about this refund, contact the clinic.'],
      };
    }
    case 'cancelled':
      return {
        title: 'Appointment cancelled',
        lead:
          input.by === 'admin'
            ? `The clinic has cancelled your appointment ${v.reference} with ${doctor} on ${when}.`
            : `You cancelled your appointment ${v.reference} with ${doctor} on ${when}.`,
        details: visitDetails(v, false),
        notes: ['You can book a new time on VetNow whenever you like.'],
      };
    case 'doctor-cancelled':
      return {
        title: 'Booking cancelled',
        lead: `Appointment ${v.reference} on ${when} has been cancelled by ${input.by === 'admin' ? 'the clinic' : 'the owner'}; the slot is free again.`,
        details: visitDetails(v, false),
        notes: [],
      };
    case 'rescheduled':
      return {
        title: 'Appointment moved',
        lead: `Your appointment ${v.reference} with ${doctor} has been moved${input.by === 'admin' ? ' by the clinic' : ''} to ${when}.`,
        details: [
          ...visitDetails(v),
          ...(input.previousStartsAt ? ([['Was', clinicDateTimeText(input.previousStartsAt)]] as [string, string][]) : []),
        ],
        notes: [`Please arrive ${ARRIVE_EARLY_MINUTES.confirmation} minutes early.`],
      };
    case 'needs-rescheduling':
      return {
        title: 'Please choose a new time',
        lead: `Your appointment ${v.reference} on ${when} can no longer take place at that time${input.reason ? ` (${input.reason})` : ''}.`,
        details: visitDetails(v),
        notes: ['Open My Appointments on VetNow to pick a new time or cancel; your booking and payment are kept until then.'],
      };
    case 'visit-completed': {
      const findings = findingsParts(input.findings, ENGLISH_FINDINGS);
      return {
        title: 'Visit completed',
        lead: `Your visit ${v.reference} with ${doctor} is complete. Thank you for coming to VetNow.`,
        details: [...visitDetails(v, false), ...findings.details],
        ...(findings.lists ? { lists: findings.lists } : {}),
        notes: [
          input.findings
            ? "The doctor's findings and recommendations stay in My Appointments on VetNow."
            : "The doctor's findings and recommendations are in My Appointments on VetNow.",
        ],
      };
    }
    case 'payment-link': {
      const visit = v.petName ? `${v.petName}'s visit` : 'your visit';
      const fee = v.consultationFeeMinor !== undefined ? moneyText(v.consultationFeeMinor) : 'the consultation fee';
      return {
        title: `Pay for ${visit} by card`,
        lead: `The clinic booked ${visit} with ${doctor} on ${when}. Pay ${fee} by card on VetNow.`,
        details: [...visitDetails(v), ['Consultation fee', fee]],
        notes: [
          'Sign in to VetNow, open My Appointments and choose Pay now.',
          'If the clinic set up your account for you, first claim it with the link in the SMS the clinic sent.',
        ],
        ...(input.payUrl ? { action: { label: 'Pay now', url: input.payUrl } } : {}),
      };
    }
    case 'reminder':
      return {
        title: 'Appointment tomorrow',
        lead: `A reminder: your appointment with ${doctor} is ${when}.`,
        details: visitDetails(v),
        notes: [`Please arrive ${ARRIVE_EARLY_MINUTES.confirmation} minutes early.`, 'To reschedule or cancel, use My Appointments on VetNow.'],
      };
  }
}

/** What the "someone tried to sign in" notice says (ADR 0046): `account.sign-in-delayed`'s facts. */
export interface SignInDelayedInput {
  readonly recipientName?: string;
  /** The recipient's language (their contact's); English when unknown or not one of VetNow's. */
  readonly language?: string;
  /** Failed sign-ins counted when the cap was reached. */
  readonly failures: number;
  /** When the cap was reached (the event's occurredAt). */
  readonly at: Date;
  /** When the first delay ends. */
  readonly delayedUntil: Date;
}

/**
 * The account's security notice (ADR 0046): its failed sign-ins reached the cap, so its sign-ins are delayed — not
 * locked. What happened, when (clinic time), what the delay means, and what to do if it was not the owner. The same
 * parts in every language (Sinhala and Tamil in template-languages.ts).
 */
export function renderSignInDelayed(input: SignInDelayedInput): RenderedMessage {
  if (input.language === 'si' || input.language === 'ta') {
    const texts = TEMPLATE_LANGUAGES[input.language];
    const t = texts.signInDelayed({
      failures: input.failures,
      when: clinicDateTimeIn(texts, input.at),
      until: clinicDateTimeIn(texts, input.delayedUntil),
    });
    return assemble(undefined, { ...t, notes: [...t.notes], greeting: texts.greeting(input.recipientName), footer: texts.footer });
  }
  const when = clinicDateTimeText(input.at);
  const until = clinicDateTimeText(input.delayedUntil);
  return assemble(undefined, {
    title: 'Someone tried to sign in',
    lead: `There have been ${input.failures} failed attempts to sign in to your VetNow account, the latest on ${when}.`,
    details: [
      ['Failed attempts', String(input.failures)],
      ['Last attempt', when],
      ['You can sign in again from', until],
    ],
    notes: [
      'To protect your account, VetNow now pauses sign-ins to it for a while after each further failed attempt. Your account is not locked, and nothing in it has changed.',
      'During a pause every sign-in is refused, even with the right password. Wait until it ends, then sign in as usual.',
      'If this was you, there is nothing else to do.',
      'If it was not you, someone may be trying to guess your password: once you are signed in, change it to one you use nowhere else (My Profile → Change Password), or ask the clinic to reset it.',
      'VetNow never asks for your password by e-mail or phone.',
    ],
    greeting: input.recipientName ? `Dear ${input.recipientName},` : 'Hello,',
    footer: `VetNow — emergency line ${CLINIC_EMERGENCY_PHONE} (24/7)`,
  });
}

/**
 * The message of a notification in the recipient's language: English (above), Sinhala or Tamil
 * (template-languages.ts), the same parts in the same order.
 */
export function renderMessage(input: TemplateInput): RenderedMessage {
  if (input.language === 'si' || input.language === 'ta') return renderTranslated(input, input.language);
  const parts = partsOf(input);
  const greeting = input.recipientName ? `Dear ${input.recipientName},` : 'Hello,';
  const footer = `VetNow — emergency line ${CLINIC_EMERGENCY_PHONE} (24/7)`;
  return assemble(input.visit.reference, { ...parts, greeting, footer });
}

function renderTranslated(input: TemplateInput, language: TranslatedLanguage): RenderedMessage {
  const texts = TEMPLATE_LANGUAGES[language];
  const v = input.visit;
  const when = clinicDateTimeIn(texts, v.startsAt);
  const { title, lead, notes, action } = texts.kinds[input.kind]({
    reference: v.reference,
    doctor: v.doctorName ?? texts.yourDoctor,
    when,
    ...(v.petName ? { pet: v.petName } : {}),
    ...(input.kind === 'refunded' ? { amount: refundedAmountText(input) } : {}),
    ...(input.kind === 'payment-link' && v.consultationFeeMinor !== undefined ? { amount: moneyText(v.consultationFeeMinor) } : {}),
    ...(input.reason ? { reason: input.reason } : {}),
    byClinic: input.by === 'admin',
    withFindings: input.findings !== undefined,
    cash: v.paymentMethod === 'cash',
    ...(v.consultationFeeMinor !== undefined ? { fee: feeText(v.consultationFeeMinor) } : {}),
  });
  const l = texts.labels;
  const details: [string, string][] = [[l.reference, v.reference]];
  if (v.petName) details.push([l.pet, v.petName]);
  details.push([l.doctor, v.doctorName ?? texts.yourVetNowDoctor]);
  details.push([l.when, when]);
  const withAddress = !['new-booking', 'cancelled', 'doctor-cancelled', 'visit-completed', 'refunded'].includes(input.kind);
  if (withAddress) details.push([l.where, addressText(v.clinicAddress)]);
  if (input.kind === 'refunded') details.push([l.refunded, refundedAmountText(input)]);
  if (input.kind === 'payment-link' && v.consultationFeeMinor !== undefined) details.push([l.fee, moneyText(v.consultationFeeMinor)]);
  if (input.kind === 'rescheduled' && input.previousStartsAt) details.push([l.was, clinicDateTimeIn(texts, input.previousStartsAt)]);
  const findings = input.kind === 'visit-completed' ? findingsParts(input.findings, l) : { details: [] };
  details.push(...findings.details);
  return assemble(v.reference, {
    title,
    lead,
    details,
    ...(findings.lists ? { lists: findings.lists } : {}),
    notes: [...notes],
    ...(action && input.payUrl ? { action: { label: action, url: input.payUrl } } : {}),
    greeting: texts.greeting(input.recipientName),
    footer: texts.footer,
  });
}

/** The in-app title and body, the e-mail subject, plain text and HTML of a message's parts (`reference`: its visit's). */
export function assemble(
  reference: string | undefined,
  { title, lead, details, lists = [], notes, greeting, footer, action }: Parts & { greeting: string; footer: string },
): RenderedMessage {
  const text = [
    greeting,
    '',
    lead,
    '',
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...details.map(([k, v]) => `${k}: ${v}`),
    ...lists.flatMap(([heading, items]) => ['', `${heading}:`, ...items.map((item) => `- ${item}`)]),
    ...(notes.length ? ['', ...notes.map((n) => `- ${n}`)] : []),
    '',
    footer,
    '',
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937">',
    `<h2 style="color:#0f766e">${escapeHtml(title)}</h2>`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    ...(action
      ? [
          `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#0f766e;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>`,
        ]
      : []),
    '<table style="border-collapse:collapse">',
    ...details.map(([k, v]) => `<tr><td style="padding:2px 12px 2px 0;font-weight:bold">${escapeHtml(k)}</td><td>${escapeHtml(v)}</td></tr>`),
    '</table>',
    ...lists.flatMap(([heading, items]) => [
      `<h3 style="font-size:15px;margin:16px 0 4px">${escapeHtml(heading)}</h3>`,
      '<ul>',
      ...items.map((item) => `<li>${escapeHtml(item)}</li>`),
      '</ul>',
    ]),
    ...(notes.length ? ['<ul>', ...notes.map((n) => `<li>${escapeHtml(n)}</li>`), '</ul>'] : []),
    `<p style="color:#6b7280;font-size:12px">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n');
  return { title, body: lead, subject: reference ? `VetNow: ${title} - ${reference}` : `VetNow: ${title}`, text, html };
}
