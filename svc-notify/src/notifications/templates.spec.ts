import { NOTIFICATION_KINDS } from '@vetnow/contracts/api';
import { clinicInstant } from '@vetnow/domain/clinic-time';
import { loadNotifyConfig, NotifyConfigError } from '../config/notify-config.js';
import { sampleVisit } from '../testing/visit-facts.js';
import { renderPetCareDue, type PetCareDueInput } from './pet-care-templates.js';
import { addressText, clinicDateTimeText, moneyText, renderMessage, type VisitKind } from './templates.js';

describe('templates', () => {
  it('write instants in Colombo wall-clock time: 18:30 UTC is 00:00 the next day in Colombo', () => {
    expect(clinicDateTimeText(new Date('2030-01-14T18:30:00Z'))).toBe('Tuesday, 15 January 2030 at 12:00 AM (Sri Lanka time)');
    expect(clinicDateTimeText(clinicInstant('2030-12-31', 17 * 60 + 30))).toBe('Tuesday, 31 December 2030 at 05:30 PM (Sri Lanka time)');
  });

  it('write the clinic address without empty parts or repeats, in Sri Lanka', () => {
    expect(addressText({ street: '12 Main Street', city: 'Colombo', location: 'Battaramulla' })).toBe('12 Main Street, Colombo, Battaramulla, Sri Lanka');
    expect(addressText({ street: '', city: 'Battaramulla', location: 'Battaramulla' })).toBe('Battaramulla, Sri Lanka');
    expect(addressText(undefined)).toBe('Battaramulla, Sri Lanka');
  });

  it('escape what people typed in the HTML part, and keep it as typed in the text part', () => {
    const m = renderMessage({
      kind: 'booking-confirmed',
      recipientName: 'Kamal <b>Silva</b>',
      visit: { reference: 'VN-1', startsAt: clinicInstant('2030-01-15', 540), petName: '<script>alert(1)</script>', doctorName: 'Dr. A & B' },
    });
    expect(m.html).toContain('Kamal &lt;b&gt;Silva&lt;/b&gt;');
    expect(m.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(m.html).toContain('Dr. A &amp; B');
    expect(m.html).not.toContain('<script>');
    expect(m.text).toContain('Pet: <script>alert(1)</script>');
    expect(m.subject).toBe('VetNow: Appointment confirmed - VN-1');
  });

  it('say who moved a visit and why one needs a new time', () => {
    const visit = { reference: 'VN-2', startsAt: clinicInstant('2030-01-16', 600) };
    expect(renderMessage({ kind: 'rescheduled', visit, by: 'admin', previousStartsAt: clinicInstant('2030-01-15', 540) }).text).toMatch(
      /moved by the clinic to Wednesday, 16 January 2030 at 10:00 AM[\s\S]*Was: Tuesday, 15 January 2030 at 09:00 AM/,
    );
    expect(renderMessage({ kind: 'needs-rescheduling', visit, reason: 'Clinic closed' }).body).toContain('(Clinic closed)');
  });

  it('write money (minor units) as LKR with thousands separators and two decimals', () => {
    expect(moneyText(250_000)).toBe('LKR 2,500.00');
    expect(moneyText(100_050)).toBe('LKR 1,000.50');
    expect(moneyText(100_000_000)).toBe('LKR 1,000,000.00');
    expect(moneyText(1)).toBe('LKR 0.01');
    expect(moneyText(0)).toBe('LKR 0.00');
  });

  it("write a cash booking's fee (minor units) in LKR as the note always has: no decimals for whole rupees", () => {
    const visit = { reference: 'VN-3', startsAt: clinicInstant('2030-01-15', 540), paymentMethod: 'cash', consultationFeeMinor: 250_000 };
    expect(renderMessage({ kind: 'booking-confirmed', visit }).text).toContain(
      'Bring the exact consultation fee in cash (LKR 2,500); payment is due on arrival.',
    );
    expect(renderMessage({ kind: 'booking-confirmed', visit: { ...visit, consultationFeeMinor: 125_050 } }).text).toContain('(LKR 1,250.5)');
  });

  it("say a refund's amount (this refund's), the visit and its reference, and when it reaches the card", () => {
    const visit = sampleVisit();
    const m = renderMessage({ kind: 'refunded', visit, amountMinor: 250_000, recipientName: 'Kamal Silva' });
    expect(m.title).toBe("Refund of LKR 2,500.00 for Rex's visit");
    expect(m.subject).toBe("VetNow: Refund of LKR 2,500.00 for Rex's visit - VN-7K3Q9M");
    expect(m.body).toBe(
      'We refunded LKR 2,500.00 to your card for appointment VN-7K3Q9M with Dr. Nimal Perera on Tuesday, 15 January 2030 at 09:00 AM (Sri Lanka time). ' +
        'It can take 5–10 working days to appear on your statement.',
    );
    expect(m.text).toContain(
      [
        'Reference: VN-7K3Q9M',
        'Pet: Rex',
        'Doctor: Dr. Nimal Perera',
        'When: Tuesday, 15 January 2030 at 09:00 AM (Sri Lanka time)',
        'Refunded: LKR 2,500.00',
        '',
        '- If you have a question about this refund, contact the clinic.',
      ].join('\n'),
    );
    expect(m.html).toContain('<td>LKR 2,500.00</td>');
    // A partial refund: its own amount; no pet known: "your visit".
    const part = renderMessage({ kind: 'refunded', visit: { reference: 'VN-1', startsAt: visit.startsAt }, amountMinor: 125_050 });
    expect(part.title).toBe('Refund of LKR 1,250.50 for your visit');
    expect(part.body).toContain('We refunded LKR 1,250.50 to your card for appointment VN-1 with your doctor on');
    expect(() => renderMessage({ kind: 'refunded', visit })).toThrow(/refunded amount/);
  });
});

describe('templates in Sinhala and Tamil', () => {
  const visit = sampleVisit({
    reference: 'VN-7',
    startsAt: clinicInstant('2026-12-28', 9 * 60),
    petName: 'Tikiri',
    paymentMethod: 'cash',
    clinicAddress: { street: '45 Pannipitiya Road', city: 'Battaramulla', location: 'Battaramulla' },
  });
  const SINHALA = /[\u0D80-\u0DFF]/;
  const TAMIL = /[\u0B80-\u0BFF]/;
  // Every kind about one appointment; the others have renderers of their own (tested below and in their specs).
  const KINDS = NOTIFICATION_KINDS.filter((kind): kind is VisitKind => !['sign-in-delayed', 'pet-care-due', 'waitlist-offer'].includes(kind));

  it('cover every visit kind, the payment link among them', () => {
    expect(KINDS).toContain('payment-link');
    expect(KINDS).toHaveLength(NOTIFICATION_KINDS.length - 3);
  });

  it.each([
    ['si', SINHALA, 'හිතවත් Kamala,', '2026 උඳුවප් 28, සඳුදා'],
    ['ta', TAMIL, 'அன்புள்ள Kamala,', 'திங்கள், 28 டிசம்பர், 2026'],
  ] as const)('%s: every kind in its own script, with the clinic-time date in its own words and the same facts', (language, script, greeting, date) => {
    for (const kind of KINDS) {
      const m = renderMessage({
        kind,
        visit,
        recipientName: 'Kamala',
        language,
        previousStartsAt: clinicInstant('2026-12-27', 600),
        reason: 'Poya',
        amountMinor: 250_000,
        payUrl: 'https://vetnow.example/appointments',
      });
      expect({ kind, title: script.test(m.title), body: script.test(m.body) }).toEqual({ kind, title: true, body: true });
      expect(m.text.startsWith(`${greeting}\n`)).toBe(true);
      expect(m.text).toContain(visit.reference);
      expect(m.subject).toBe(`VetNow: ${m.title} - VN-7`);
      expect(m.html).not.toContain('<script');
    }
    const confirmed = renderMessage({ kind: 'booking-confirmed', visit, language });
    expect(confirmed.text).toContain(date);
    expect(confirmed.text).toMatch(/09[.:]00/); // si-LK writes 09.00
    expect(confirmed.text).toContain('45 Pannipitiya Road, Battaramulla, Sri Lanka');
    expect(confirmed.text).toContain('(LKR 2,500)');
  });

  it.each([
    [
      'si',
      'Tikiri ගේ හමුවීම සඳහා LKR 1,250.50 ආපසු ගෙවන ලදී',
      'ඔබගේ VN-7 හමුවීම සඳහා LKR 1,250.50 ඔබගේ කාඩ්පතට ආපසු ගෙවන ලදී. එය ඔබගේ කාඩ්පත් ප්‍රකාශයේ දිස් වීමට වැඩ කරන දින 5–10ක් ගත විය හැක.',
      'ආපසු ගෙවූ මුදල: LKR 1,250.50',
    ],
    [
      'ta',
      'Tikiri இன் சந்திப்புக்கு LKR 1,250.50 திருப்பிச் செலுத்தப்பட்டது',
      'உங்கள் VN-7 சந்திப்புக்கான LKR 1,250.50 உங்கள் அட்டைக்குத் திருப்பிச் செலுத்தப்பட்டது. இது உங்கள் அட்டை அறிக்கையில் தோன்ற 5–10 வேலை நாட்கள் ஆகலாம்.',
      'திருப்பிச் செலுத்தப்பட்ட தொகை: LKR 1,250.50',
    ],
  ] as const)('%s: a refund says its amount, the pet, the doctor, the time and the reference', (language, title, leadEnd, detail) => {
    const m = renderMessage({ kind: 'refunded', visit, amountMinor: 125_050, language });
    expect(m.title).toBe(title);
    expect(m.subject).toBe(`VetNow: ${title} - VN-7`);
    expect(m.body).toContain('Dr. Nimal Perera');
    expect(m.body.endsWith(leadEnd)).toBe(true);
    expect(m.text).toContain(detail);
    expect(m.text).toContain('Tikiri');
    expect(m.text).not.toContain('45 Pannipitiya Road'); // no address: nobody needs to go anywhere
    const noPet = renderMessage({ kind: 'refunded', visit: { reference: 'VN-7', startsAt: visit.startsAt }, amountMinor: 125_050, language });
    expect(noPet.title).toBe(title.replace(language === 'si' ? 'Tikiri ගේ' : 'Tikiri இன்', language === 'si' ? 'ඔබගේ' : 'உங்கள்'));
  });

  it('an unknown or missing language is English, word for word', () => {
    const english = renderMessage({ kind: 'reminder', visit });
    expect(renderMessage({ kind: 'reminder', visit, language: 'fr' })).toEqual(english);
    expect(renderMessage({ kind: 'reminder', visit, language: 'en' })).toEqual(english);
    expect(english.title).toBe('Appointment tomorrow');
  });

  it('Colombo time whatever the machine: 18:30 UTC is the next day at 00:00', () => {
    const m = renderMessage({ kind: 'reminder', visit: { ...visit, startsAt: new Date('2030-01-14T18:30:00Z') }, language: 'ta' });
    expect(m.body).toContain('15 ஜனவரி, 2030');
    expect(m.body).toContain('00:00');
  });
});

describe('pet care reminders (issue 38) in English, Sinhala and Tamil', () => {
  const url = 'https://vetnow.example/book-appointment/d1?pet=p1&reason=Vaccination';
  const input = (today: string, extra: Partial<PetCareDueInput> = {}): PetCareDueInput => ({
    petName: 'Rex',
    itemName: 'Anti-rabies',
    kind: 'vaccination',
    dueOn: '2030-01-15',
    today,
    bookUrl: url,
    recipientName: 'Kamal Silva',
    ...extra,
  });

  it('English: "due in 14 days (date)", "due tomorrow", "due today", "overdue (was due date)", with "Book now" in text and HTML', () => {
    const in14 = renderPetCareDue(input('2030-01-01'));
    expect(in14.title).toBe("Rex's Anti-rabies is due in 14 days");
    expect(in14.body).toBe("Rex's Anti-rabies is due in 14 days (Tuesday, 15 January 2030).");
    expect(in14.subject).toBe("VetNow: Rex's Anti-rabies is due in 14 days");
    expect(in14.text).toContain(['Dear Kamal Silva,', '', in14.body, '', `Book now: ${url}`, '', 'Pet: Rex', 'Vaccination: Anti-rabies', 'Due date: Tuesday, 15 January 2030'].join('\n'));
    expect(in14.html).toContain('<a href="https://vetnow.example/book-appointment/d1?pet=p1&amp;reason=Vaccination"');
    expect(in14.html).toContain('>Book now</a>');
    expect(renderPetCareDue(input('2030-01-14')).body).toBe("Rex's Anti-rabies is due tomorrow (Tuesday, 15 January 2030).");
    expect(renderPetCareDue(input('2030-01-15')).body).toBe("Rex's Anti-rabies is due today (Tuesday, 15 January 2030).");
    expect(renderPetCareDue(input('2030-01-16')).body).toBe("Rex's Anti-rabies is overdue (was due Tuesday, 15 January 2030).");
    expect(renderPetCareDue(input('2030-01-16', { language: 'fr' }))).toEqual(renderPetCareDue(input('2030-01-16')));
    const deworming = renderPetCareDue(input('2030-01-14', { kind: 'deworming', itemName: 'Drontal <Plus>', recipientName: undefined }));
    expect(deworming.text).toContain('Deworming: Drontal <Plus>');
    expect(deworming.text.startsWith('Hello,')).toBe(true);
    expect(deworming.html).toContain('Drontal &lt;Plus&gt;');
    expect(renderPetCareDue(input('2030-01-14', { kind: 'tick-flea', itemName: 'NexGard' })).text).toContain('Tick and flea treatment: NexGard');
  });

  it.each([
    ['si', /[\u0D80-\u0DFF]/, 'Rex ගේ Anti-rabies දින 14කින් ලබා දිය යුතුය', 'Rex ගේ Anti-rabies හෙට ලබා දිය යුතුය', 'Rex ගේ Anti-rabies ප්‍රමාද වී ඇත', 'දැන් වෙන් කරන්න', 'එන්නත'],
    ['ta', /[\u0B80-\u0BFF]/, 'Rex இன் Anti-rabies இன்னும் 14 நாட்களில் வழங்கப்பட வேண்டும்', 'Rex இன் Anti-rabies நாளை வழங்கப்பட வேண்டும்', 'Rex இன் Anti-rabies தாமதமாகிவிட்டது', 'இப்போதே முன்பதிவு செய்யுங்கள்', 'தடுப்பூசி'],
  ] as const)('%s: the same parts in the language, the due date in its own words', (language, script, in14, tomorrow, overdue, bookNow, vaccination) => {
    const m = renderPetCareDue(input('2030-01-01', { language }));
    expect(m.title).toBe(in14);
    expect(m.body.startsWith(`${in14} (`)).toBe(true);
    expect(m.body).toContain('2030');
    expect(m.text).toContain(`${bookNow}: ${url}`);
    expect(m.text).toContain(`${vaccination}: Anti-rabies`);
    expect(m.text).toMatch(script);
    expect(m.html).toContain(`>${bookNow}</a>`);
    expect(renderPetCareDue(input('2030-01-14', { language })).title).toBe(tomorrow);
    expect(renderPetCareDue(input('2030-01-16', { language })).title).toBe(overdue);
    expect(m.text).not.toContain('Due date');
  });
});

describe("svc-notify's settings", () => {
  it('defaults: .eml files (no SMTP_URL), the VetNow sender, safety timers of 60 s and a reminder poll of 30 s, 24 hours ahead, events up to 48 hours old notify', () => {
    expect(loadNotifyConfig({})).toEqual({
      mailFrom: 'VetNow <no-reply@vetnow.lk>',
      mailPollMs: 60_000,
      reminderPollMs: 30_000,
      reminderLeadHours: 24,
      maxEventAgeHours: 48,
      publicUrl: 'http://localhost:8080',
      sms: { pollMs: 60_000 },
      push: expect.objectContaining({ pollMs: 60_000, subject: 'mailto:no-reply@vetnow.lk' }), // push-config.spec.ts: the rest
    });
  });

  it('refuse a bad value by name, never echoing an SMTP URL', () => {
    expect(loadNotifyConfig({ SMTP_URL: 'smtps://u:p@mail.example:465' }).smtpUrl).toBe('smtps://u:p@mail.example:465');
    expect(() => loadNotifyConfig({ SMTP_URL: 'http://u:secret@mail.example' })).toThrow(NotifyConfigError);
    expect(() => loadNotifyConfig({ SMTP_URL: 'http://u:secret@mail.example' })).not.toThrow(/secret/);
    expect(() => loadNotifyConfig({ REMINDER_LEAD_HOURS: '0' })).toThrow(/REMINDER_LEAD_HOURS/);
    expect(() => loadNotifyConfig({ MAIL_POLL_MS: 'often' })).toThrow(/MAIL_POLL_MS/);
  });
});
