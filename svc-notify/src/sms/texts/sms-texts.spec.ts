import { NOTIFICATION_KINDS } from '@vetnow/contracts/api';
import { clinicInstant } from '@vetnow/contracts/clinic-time';
import type { TemplateInput } from '../../notifications/templates.js';
import { isSmsKind, renderSms, SMS_KINDS } from './sms-texts.js';

// ADR 0031: one short SMS per kind, in the recipient's language, times in clinic time.
describe('SMS texts', () => {
  const visit = {
    reference: 'VN-AB12CD',
    startsAt: clinicInstant('2030-01-15', 9 * 60),
    doctorName: 'Dr. Nimal Perera',
    petName: 'Bella',
    clinicAddress: { street: '12 Main Street', city: 'Colombo', location: 'Battaramulla' },
    paymentMethod: 'card',
    consultationFee: 2500,
  };
  const input = (kind: TemplateInput['kind'], language = 'en', extra: Partial<TemplateInput> = {}): TemplateInput => ({ kind, language, visit, ...extra });

  it("go by SMS: the owner's reminders and visit updates, not the doctors' notices", () => {
    expect(NOTIFICATION_KINDS.filter(isSmsKind)).toEqual([...SMS_KINDS].sort((a, b) => NOTIFICATION_KINDS.indexOf(a) - NOTIFICATION_KINDS.indexOf(b)));
    expect(renderSms(input('new-booking'))).toBeUndefined();
    expect(renderSms(input('doctor-cancelled'))).toBeUndefined();
  });

  it('English: one SMS each (at most 160 characters of plain ASCII, the GSM alphabet), with the reference and the clinic time', () => {
    for (const kind of SMS_KINDS) {
      const text = renderSms(input(kind, 'en', { by: 'admin', reason: 'clinic closed for a holiday' }))!;
      expect(text.length).toBeLessThanOrEqual(160);
      expect(text).toMatch(/^[\x20-\x7e]+$/);
      expect(text).toMatch(/^VetNow/);
      expect(text).toContain('Ref VN-AB12CD');
      if (kind !== 'visit-completed') expect(text).toContain('Tue 15 Jan 09:00 AM');
    }
    expect(renderSms(input('reminder'))).toBe(
      "VetNow reminder: Bella's visit with Dr. Nimal Perera is Tue 15 Jan 09:00 AM. Please arrive 10 min early. Ref VN-AB12CD",
    );
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
      for (const kind of SMS_KINDS) {
        const text = renderSms(input(kind, language))!;
        expect(text).toMatch(/^VetNow/);
        expect(text).toContain('VN-AB12CD');
        expect(text).toContain('Bella');
        expect(text).toMatch(language === 'si' ? /[\u0D80-\u0DFF]/ : /[\u0B80-\u0BFF]/);
        if (kind !== 'visit-completed') expect(text).toMatch(/\b09[.:]00\b/); // si-LK writes 09.00
        // Unicode SMS: 70 characters a part; these fit in three.
        expect(text.length).toBeLessThanOrEqual(3 * 67);
      }
    }
  });

  it('an unknown language is English', () => {
    expect(renderSms(input('reminder', 'fr'))).toBe(renderSms(input('reminder', 'en')));
  });
});
