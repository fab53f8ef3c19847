// PGlite in its own jest file: a PGlite open after a PostgreSQL app in the same jest file hangs.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bookedPayload, NotifyHarness, waitFor } from './testing/notify-test-kit.js';

describe('svc-notify on embedded PGlite, without SMTP_URL', () => {
  let h: NotifyHarness;
  beforeAll(async () => {
    // The pollers run by themselves here, as under `npm start`.
    h = await NotifyHarness.start('pglite', { MAIL_POLL_MS: '50', REMINDER_POLL_MS: '50' });
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  it('answers GET /health with database and NATS up', async () => {
    const res = await h.t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', service: 'notify', checks: { database: 'up', nats: 'up' } });
  });

  it('writes the confirmation as an .eml file under DATA_DIR/mail and logs its recipient and subject', async () => {
    const owner = await h.owner('pglite-owner@vetnow.test');
    const booked = bookedPayload({ userId: owner.userId, reference: 'VN-PGLITE' });
    await h.deliver('appointment.booked', booked);
    await h.deliver('appointment.booked', booked);
    const dir = join(h.t.env['DATA_DIR']!, 'mail');
    const files = await waitFor('the .eml file', async () => {
      const names = await readdir(dir).catch(() => [] as string[]);
      return names.length > 0 ? names : undefined;
    });
    expect(files).toHaveLength(1);
    const eml = await readFile(join(dir, files[0]!), 'utf8');
    expect(eml).toContain('To: pglite-owner@vetnow.test');
    expect(eml).toContain('Subject: VetNow: Appointment confirmed - VN-PGLITE');
    await waitFor('the log line', () => h.t.logs().includes('e-mail written (no SMTP_URL)'));
    const line = h.t.logs().split('\n').find((l) => l.includes('e-mail written'))!;
    expect(line).toContain('pglite-owner@vetnow.test');
    expect(line).toContain('VN-PGLITE');
  });

  it('claims due reminders with FOR UPDATE SKIP LOCKED on PGlite too', async () => {
    const owner = await h.owner();
    const booked = bookedPayload({ userId: owner.userId, date: '2030-07-01' });
    await h.deliver('appointment.booked', booked);
    expect(await h.remind(new Date(new Date(booked.startsAt).getTime() - 12 * 3600_000))).toBe(1);
    expect((await h.remindersOf(booked.appointmentId))[0]!.status).toBe('sent');
  });
});
