import { clinicInstant } from '@vetnow/domain/clinic-time';
import { sampleVisit } from '../testing/visit-facts.js';
import { renderMessage } from './templates.js';
import { renderWaitlistOffer, waitlistBookPath, type WaitlistOfferInput } from './waitlist-offer-templates.js';

// Issue 39 phase B: the notices of the front desk's work — a payment link for a visit the desk booked, and the
// waitlist's offer of a freed slot — in English, Sinhala and Tamil.
const SINHALA = /[\u0D80-\u0DFF]/;
const TAMIL = /[\u0B80-\u0BFF]/;

describe('the payment link (a visit kind)', () => {
  const payUrl = 'https://vetnow.example/appointments';
  const visit = sampleVisit({ reference: 'VN-PAY001' });

  it('English: the clinic booked the visit; pay the fee by card, with the "Pay now" link in text and HTML', () => {
    const m = renderMessage({ kind: 'payment-link', visit, payUrl, recipientName: 'Kamal Silva' });
    expect(m.title).toBe("Pay for Rex's visit by card");
    expect(m.subject).toBe("VetNow: Pay for Rex's visit by card - VN-PAY001");
    expect(m.body).toBe("The clinic booked Rex's visit with Dr. Nimal Perera on Tuesday, 15 January 2030 at 09:00 AM (Sri Lanka time). Pay LKR 2,500.00 by card on VetNow.");
    expect(m.text).toContain(`Pay now: ${payUrl}`);
    expect(m.text).toContain('Consultation fee: LKR 2,500.00');
    expect(m.text).toContain('Where: 12 Main Street, Colombo, Battaramulla, Sri Lanka');
    expect(m.html).toContain(`<a href="${payUrl}"`);
    expect(m.html).toContain('>Pay now</a>');
  });

  it.each([
    ['si', SINHALA, 'Rex ගේ හමුවීම සඳහා කාඩ්පතෙන් ගෙවන්න', 'දැන් ගෙවන්න', 'උපදේශන ගාස්තුව: LKR 2,500.00'],
    ['ta', TAMIL, 'Rex இன் சந்திப்புக்கு அட்டை மூலம் செலுத்துங்கள்', 'இப்போதே செலுத்துங்கள்', 'ஆலோசனைக் கட்டணம்: LKR 2,500.00'],
  ] as const)('%s: the same parts in the language, the link worded as the app words its button', (language, script, title, payNow, fee) => {
    const m = renderMessage({ kind: 'payment-link', visit, payUrl, language });
    expect(m.title).toBe(title);
    expect(m.body).toMatch(script);
    expect(m.body).toContain('LKR 2,500.00');
    expect(m.body).toContain('Dr. Nimal Perera');
    expect(m.text).toContain(`${payNow}: ${payUrl}`);
    expect(m.text).toContain(fee);
    expect(m.html).toContain(`>${payNow}</a>`);
  });
});

describe('the waitlist offer', () => {
  const bookUrl = 'https://vetnow.example/book-appointment/d1?date=2030-01-15&time=09%3A00%20AM';
  const input = (extra: Partial<WaitlistOfferInput> = {}): WaitlistOfferInput => ({
    doctorName: 'Dr. Nimal Perera',
    clinicAddress: { street: '12 Main Street', city: 'Colombo', location: 'Battaramulla' },
    startsAt: clinicInstant('2030-01-15', 540),
    // 14:52 in Colombo the day before
    expiresAt: new Date('2030-01-14T09:22:00Z'),
    bookUrl,
    recipientName: 'Kamal Silva',
    ...extra,
  });

  it('links to the wizard on the doctor, the day and the time (the time URL-encoded)', () => {
    expect(waitlistBookPath({ doctorId: 'd1', appointmentDate: '2030-01-15', timeSlot: '09:00 AM' })).toBe('/book-appointment/d1?date=2030-01-15&time=09%3A00%20AM');
  });

  it('English: the slot held until when (clinic time), "Book it", the doctor, time, place and end of the hold', () => {
    const m = renderWaitlistOffer(input());
    expect(m.title).toBe('A slot is held for you');
    expect(m.subject).toBe('VetNow: A slot is held for you');
    expect(m.body).toBe('A slot with Dr. Nimal Perera on Tuesday, 15 January 2030 at 09:00 AM (Sri Lanka time) is held for you until 02:52 PM (Sri Lanka time).');
    expect(m.text).toContain(
      [
        'Dear Kamal Silva,',
        '',
        m.body,
        '',
        `Book it: ${bookUrl}`,
        '',
        'Doctor: Dr. Nimal Perera',
        'When: Tuesday, 15 January 2030 at 09:00 AM (Sri Lanka time)',
        'Where: 12 Main Street, Colombo, Battaramulla, Sri Lanka',
        'Held for you until: Monday, 14 January 2030 at 02:52 PM (Sri Lanka time)',
      ].join('\n'),
    );
    expect(m.text).toContain('the slot goes to the next person on the waitlist');
    expect(m.html).toContain('<a href="https://vetnow.example/book-appointment/d1?date=2030-01-15&amp;time=09%3A00%20AM"');
    expect(renderWaitlistOffer(input({ language: 'fr' }))).toEqual(m);
    expect(renderWaitlistOffer(input({ recipientName: undefined })).text.startsWith('Hello,\n')).toBe(true);
  });

  it.each([
    ['si', SINHALA, 'ඔබ වෙනුවෙන් වේලාවක් රඳවා ඇත', 'හිතවත් Kamal Silva,', 'එය වෙන් කරන්න', '14.52'],
    ['ta', TAMIL, 'உங்களுக்காக ஒரு நேரம் ஒதுக்கி வைக்கப்பட்டுள்ளது', 'அன்புள்ள Kamal Silva,', 'முன்பதிவு செய்யுங்கள்', '14:52'],
  ] as const)('%s: the same parts in the language, times in clinic time', (language, script, title, greeting, bookIt, until) => {
    const m = renderWaitlistOffer(input({ language }));
    expect(m.title).toBe(title);
    expect(m.body).toMatch(script);
    expect(m.body).toContain('Dr. Nimal Perera');
    expect(m.body).toContain(until);
    expect(m.body).toMatch(/09[.:]00/);
    expect(m.text.startsWith(`${greeting}\n`)).toBe(true);
    expect(m.text).toContain(`${bookIt}: ${bookUrl}`);
    expect(m.text).toContain('12 Main Street, Colombo, Battaramulla, Sri Lanka');
    expect(m.text).not.toContain('Held for you until');
  });
});
