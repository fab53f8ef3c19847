/**
 * The waitlist offer's SMS (issue 39 phase B): the slot held, until when (the time of day, clinic time: the hold lasts
 * minutes) and the "Book it" link. English is plain ASCII for an ASCII doctor's name; with the link it takes two SMS
 * parts, like a pet care reminder — the link is what the SMS is for.
 */
import { CLINIC_TIME_ZONE, clinicMinutesOf, formatSlotLabel } from '@vetnow/contracts/clinic-time';
import type { WaitlistOfferInput } from '../../notifications/waitlist-offer-templates.js';
import { shortClinicDateTime, shortClinicDateTimeIn } from './sms-texts.js';

function timeOfDayIn(locale: string, instant: Date): string {
  return new Intl.DateTimeFormat(locale, { timeZone: CLINIC_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
}

export function renderWaitlistOfferSms(input: Pick<WaitlistOfferInput, 'language' | 'doctorName' | 'startsAt' | 'expiresAt' | 'bookUrl'>): string {
  const { doctorName: doctor, bookUrl: url } = input;
  if (input.language === 'si') {
    const when = shortClinicDateTimeIn('si-LK', input.startsAt);
    return `VetNow: ${when} දින ${doctor} සමඟ වේලාවක් ${timeOfDayIn('si-LK', input.expiresAt)} දක්වා ඔබ වෙනුවෙන් රඳවා ඇත. එය වෙන් කරන්න: ${url}`;
  }
  if (input.language === 'ta') {
    const when = shortClinicDateTimeIn('ta-LK', input.startsAt);
    return `VetNow: ${when} அன்று ${doctor} உடனான ஒரு நேரம் ${timeOfDayIn('ta-LK', input.expiresAt)} வரை உங்களுக்காக ஒதுக்கி வைக்கப்பட்டுள்ளது. முன்பதிவு செய்யுங்கள்: ${url}`;
  }
  const until = formatSlotLabel(clinicMinutesOf(input.expiresAt));
  return `VetNow: a slot with ${doctor} on ${shortClinicDateTime(input.startsAt)} is held for you until ${until}. Book it: ${url}`;
}
