import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bookedPayload, NotifyHarness, eventually } from './testing/notify-test-kit.js';

describe('svc-notify as `npm start` runs it without SMTP_URL: pollers on, e-mail as .eml files', () => {
  let h: NotifyHarness;
  beforeAll(async () => {
    // The pollers run by themselves here, as under `npm start`.
    h = await NotifyHarness.start({ MAIL_POLL_MS: '50', REMINDER_POLL_MS: '50' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('answers GET /health with database and NATS up', async () => {
    const res = await h.t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', service: 'notify', checks: { database: 'up', nats: 'up' } });
  });

  it('writes the confirmation as an .eml file under DATA_DIR/mail and logs its recipient and subject', async () => {
    const owner = await h.owner('eml-owner@vetnow.test');
    const booked = bookedPayload({ userId: owner.userId, reference: 'VN-NOSMTP' });
    await h.deliver('appointment.booked', booked);
    await h.deliver('appointment.booked', booked); // the same booking under a new event id: still one e-mail
    const sent = await eventually('the e-mail sent', async () => {
      const rows = await h.emailsOf(owner.userId);
      return rows.length > 0 && rows.every((r) => r.status === 'sent') ? rows : undefined;
    });
    expect(sent).toHaveLength(1);
    const dir = join(h.t.env['DATA_DIR']!, 'mail');
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    const eml = await readFile(join(dir, files[0]!), 'utf8');
    expect(eml).toContain('To: eml-owner@vetnow.test');
    expect(eml).toContain('Subject: VetNow: Appointment confirmed - VN-NOSMTP');
    await eventually('the log line', () => h.t.logs().includes('e-mail written (no SMTP_URL)'));
    const line = h.t.logs().split('\n').find((l) => l.includes('e-mail written'))!;
    expect(line).toContain('eml-owner@vetnow.test');
    expect(line).toContain('VN-NOSMTP');
  });
});
