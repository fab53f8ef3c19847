import { clinicInstant } from '@vetnow/contracts/clinic-time';
import { loadNotifyConfig, NotifyConfigError } from '../config/notify-config.js';
import { addressText, clinicDateTimeText, renderMessage } from './templates.js';

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
});

describe("svc-notify's settings", () => {
  it('defaults: .eml files (no SMTP_URL), the VetNow sender, polls of 1 s and 30 s, 24 hours ahead, events up to 48 hours old notify', () => {
    expect(loadNotifyConfig({})).toEqual({
      mailFrom: 'VetNow <no-reply@vetnow.lk>',
      mailPollMs: 1000,
      reminderPollMs: 30_000,
      reminderLeadHours: 24,
      maxEventAgeHours: 48,
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
