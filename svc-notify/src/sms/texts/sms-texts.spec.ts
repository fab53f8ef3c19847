import { NOTIFICATION_KINDS } from '@vetnow/contracts/api';
import type { TemplateInput } from '../../notifications/templates.js';
import { sampleVisit } from '../../testing/visit-facts.js';
import { isSmsKind, renderPetCareSms, renderSms, SMS_KINDS, VISIT_SMS_KINDS } from './sms-texts.js';
import { renderWaitlistOfferSms } from './waitlist-offer-sms.js';

// ADR 0031: one short SMS per kind, in the recipient's language, times in clinic time.
describe('SMS texts', () => {
  const visit = sampleVisit({ reference: 'VN-AB12CD', petName: 'Bella' });
  // `amountMinor`: a refund's (refunded), in minor units; `payUrl`: where a payment link pays; the other kinds ignore them.
  const payUrl = 'https://vetnow.example/appointments';
  const input = (kind: TemplateInput['kind'], language = 'en', extra: Partial<TemplateInput> = {}): TemplateInput => ({ kind, language, visit, amountMinor: 250_000, payUrl, ...extra });
  /** The kinds whose SMS carries a link: two SMS parts (153 characters each) rather than one; the link is the point. */
  const WITH_LINK: readonly string[] = ['payment-link'];

  it("go by SMS: the owner's reminders and visit updates, and pet care reminders; not the doctors' notices", () => {
    expect(NOTIFICATION_KINDS.filter(isSmsKind)).toEqual([...SMS_KINDS].sort((a, b) => NOTIFICATION_KINDS.indexOf(a) - NOTIFICATION_KINDS.indexOf(b)));
    expect(SMS_KINDS).toEqual([...VISIT_SMS_KINDS, 'pet-care-due', 'waitlist-offer']);
    expect(VISIT_SMS_KINDS).toContain('payment-link');
    expect(renderSms(input('new-booking'))).toBeUndefined();
    expect(renderSms(input('doctor-cancelled'))).toBeUndefined();
  });

  it('English: one SMS each (at most 160 characters of plain ASCII, the GSM alphabet), with the reference and the clinic time', () => {
    for (const kind of VISIT_SMS_KINDS) {
      const text = renderSms(input(kind, 'en', { by: 'admin', reason: 'clinic closed for a holiday' }))!;
      expect(text.length).toBeLessThanOrEqual(WITH_LINK.includes(kind) ? 2 * 153 : 160);
      expect(text).toMatch(/^[\x20-\x7e]+$/);
      expect(text).toMatch(/^VetNow/);
      expect(text).toContain('Ref VN-AB12CD');
      if (kind !== 'visit-completed') expect(text).toContain('Tue 15 Jan 09:00 AM');
    }
    expect(renderSms(input('reminder'))).toBe(
      "VetNow reminder: Bella's visit with Dr. Nimal Perera is Tue 15 Jan 09:00 AM. Please arrive 10 min early. Ref VN-AB12CD",
    );
    expect(renderSms(input('refunded'))).toBe(
      "VetNow: LKR 2,500.00 refunded to your card for Bella's visit on Tue 15 Jan 09:00 AM. It can take 5-10 working days to show. Ref VN-AB12CD",
    );
    // This refund's amount (a partial one), and still one SMS with the largest amount a card payment could be.
    expect(renderSms(input('refunded', 'en', { amountMinor: 125_050 }))).toContain('VetNow: LKR 1,250.50 refunded');
    expect(renderSms(input('refunded', 'en', { amountMinor: 99_999_999 }))!.length).toBeLessThanOrEqual(160);
    expect(renderSms(input('rescheduled', 'en', { by: 'admin' }))).toBe(
      "VetNow: Bella's visit with Dr. Nimal Perera has been moved by the clinic to Tue 15 Jan 09:00 AM. Ref VN-AB12CD",
    );
    // Without a pet or doctor known.
    expect(renderSms({ kind: 'cancelled', visit: { reference: 'VN-AB12CD', startsAt: visit.startsAt } })).toBe(
      'VetNow: your visit with your doctor on Tue 15 Jan 09:00 AM has been cancelled. Book again any time on VetNow. Ref VN-AB12CD',
    );
  });

  it('Sinhala and Tamil: every kind in the language, with the reference, the pet and the time in clinic time', () => {
    for (const language of ['si', 'ta'] as const) {
      for (const kind of VISIT_SMS_KINDS) {
        const text = renderSms(input(kind, language))!;
        expect(text).toMatch(/^VetNow/);
        expect(text).toContain('VN-AB12CD');
        expect(text).toContain('Bella');
        expect(text).toMatch(language === 'si' ? /[\u0D80-\u0DFF]/ : /[\u0B80-\u0BFF]/);
        if (kind !== 'visit-completed') expect(text).toMatch(/\b09[.:]00\b/); // si-LK writes 09.00
        // Unicode SMS: 70 characters a part (67 when joined); these fit in three, four with a link.
        expect(text.length).toBeLessThanOrEqual((WITH_LINK.includes(kind) ? 4 : 3) * 67);
      }
    }
  });

  it('Sinhala and Tamil: a refund says its amount (this refund\'s) with the pet, the time and the reference', () => {
    expect(renderSms(input('refunded', 'si', { amountMinor: 125_050 }))).toMatch(
      /^VetNow: LKR 1,250\.50 ඔබගේ කාඩ්පතට ආපසු ගෙවන ලදී \(Bella\), .+ 09\.00\. දිස් වීමට වැඩ කරන දින 5-10ක් ගත විය හැක\. යොමු අංකය VN-AB12CD$/,
    );
    expect(renderSms(input('refunded', 'ta', { amountMinor: 125_050 }))).toMatch(
      /^VetNow: LKR 1,250\.50 உங்கள் அட்டைக்குத் திருப்பிச் செலுத்தப்பட்டது \(Bella\), .+ 09:00\. தோன்ற 5-10 வேலை நாட்கள் ஆகலாம்\. குறிப்பு எண் VN-AB12CD$/,
    );
  });

  describe('pet care reminders (issue 38)', () => {
    const url = 'https://vetnow.example/book-appointment/d1?pet=p1&reason=Vaccination';
    const care = (today: string, language = 'en') =>
      renderPetCareSms({ language, petName: 'Bella', itemName: 'Anti-rabies', kind: 'vaccination', dueOn: '2030-01-15', today, bookUrl: url });

    it('English: in N days, tomorrow, today, overdue, each with the date and the "Book now" link, in plain ASCII', () => {
      expect(care('2030-01-01')).toBe(`VetNow: Bella's Anti-rabies is due in 14 days (Tue 15 Jan). Book now: ${url}`);
      expect(care('2030-01-14')).toBe(`VetNow: Bella's Anti-rabies is due tomorrow (Tue 15 Jan). Book now: ${url}`);
      expect(care('2030-01-15')).toBe(`VetNow: Bella's Anti-rabies is due today (Tue 15 Jan). Book now: ${url}`);
      expect(care('2030-01-16')).toBe(`VetNow: Bella's Anti-rabies is overdue (was due Tue 15 Jan). Book now: ${url}`);
      expect(care('2030-01-16', 'fr')).toBe(care('2030-01-16'));
      for (const today of ['2030-01-01', '2030-01-14', '2030-01-16']) expect(care(today)).toMatch(/^[\x20-\x7e]+$/);
    });

    it('Sinhala and Tamil: in the language, with the link', () => {
      expect(care('2030-01-01', 'si')).toMatch(/^VetNow: Bella ගේ Anti-rabies දින 14කින් ලබා දිය යුතුය \(.+\)\. දැන් වෙන් කරන්න: https:/);
      expect(care('2030-01-14', 'si')).toContain('හෙට ලබා දිය යුතුය');
      expect(care('2030-01-16', 'si')).toContain('ප්‍රමාද වී ඇත');
      expect(care('2030-01-01', 'ta')).toMatch(/^VetNow: Bella இன் Anti-rabies இன்னும் 14 நாட்களில் வழங்கப்பட வேண்டும் \(.+\)\. இப்போதே முன்பதிவு செய்யுங்கள்: https:/);
      expect(care('2030-01-14', 'ta')).toContain('நாளை வழங்கப்பட வேண்டும்');
      expect(care('2030-01-16', 'ta')).toContain('தாமதமாகிவிட்டது');
      for (const language of ['si', 'ta']) expect(care('2030-01-01', language)).toContain(url);
    });
  });

  it('a payment link (issue 39): the visit, the fee and where to pay by card, in each language; never without them', () => {
    expect(renderSms(input('payment-link'))).toBe(
      `VetNow: the clinic booked Bella's visit with Dr. Nimal Perera on Tue 15 Jan 09:00 AM. Ref VN-AB12CD. Pay LKR 2,500.00 by card: ${payUrl}`,
    );
    expect(renderSms(input('payment-link', 'si'))).toMatch(
      /^VetNow: සායනය හමුවීම වෙන් කළේය \(Bella\) - Dr\. Nimal Perera, .+ 09\.00, යොමු අංකය VN-AB12CD\. LKR 2,500\.00 කාඩ්පතෙන් ගෙවන්න: https:\/\/vetnow\.example\/appointments$/,
    );
    expect(renderSms(input('payment-link', 'ta'))).toMatch(
      /^VetNow: மருத்துவமனை சந்திப்பை முன்பதிவு செய்தது \(Bella\) - Dr\. Nimal Perera, .+ 09:00, குறிப்பு எண் VN-AB12CD\. LKR 2,500\.00 ஐ அட்டை மூலம் செலுத்துங்கள்: https:\/\/vetnow\.example\/appointments$/,
    );
    expect(() => renderSms(input('payment-link', 'en', { payUrl: undefined }))).toThrow(/payment-link/);
    expect(() => renderSms({ kind: 'payment-link', payUrl, visit: { reference: 'VN-1', startsAt: visit.startsAt } })).toThrow(/payment-link/);
  });

  describe('waitlist offers (issue 39)', () => {
    const url = 'https://vetnow.example/book-appointment/d1?date=2030-01-15&time=09%3A00%20AM';
    // The hold ends at 14:52 in Colombo (09:22 UTC) on the day before the slot.
    const offer = (language?: string) =>
      renderWaitlistOfferSms({ language, doctorName: 'Dr. Nimal Perera', startsAt: visit.startsAt, expiresAt: new Date('2030-01-14T09:22:00Z'), bookUrl: url });

    it('English: the slot, the doctor, until when (the time of day) and the "Book it" link, in plain ASCII', () => {
      expect(offer()).toBe(`VetNow: a slot with Dr. Nimal Perera on Tue 15 Jan 09:00 AM is held for you until 02:52 PM. Book it: ${url}`);
      expect(offer()).toMatch(/^[\x20-\x7e]+$/);
      expect(offer('fr')).toBe(offer());
    });

    it('Sinhala and Tamil: in the language, the times in clinic time (24-hour), with the link', () => {
      expect(offer('si')).toMatch(/^VetNow: .+ 09\.00 දින Dr\. Nimal Perera සමඟ වේලාවක් 14\.52 දක්වා ඔබ වෙනුවෙන් රඳවා ඇත\. එය වෙන් කරන්න: https:/);
      expect(offer('ta')).toMatch(/^VetNow: .+ 09:00 அன்று Dr\. Nimal Perera உடனான ஒரு நேரம் 14:52 வரை உங்களுக்காக ஒதுக்கி வைக்கப்பட்டுள்ளது\. முன்பதிவு செய்யுங்கள்: https:/);
      for (const language of ['si', 'ta']) expect(offer(language).endsWith(url)).toBe(true);
    });
  });

  it('an unknown language is English', () => {
    expect(renderSms(input('reminder', 'fr'))).toBe(renderSms(input('reminder', 'en')));
  });
});
