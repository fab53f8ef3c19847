// Issue 12 across the whole product, through the gateway with every service process in another time zone than the
// clinic's (TZ=America/Los_Angeles): the confirmation e-mail carries the visit as a calendar file that is the same
// event the owner downloads (UID, times); the doctor's findings reach the owner's "visit completed" e-mail and bell;
// a cancellation says who cancelled. No SMTP_URL: svc-notify writes each e-mail as DATA_DIR/mail/<id>.eml, which
// mailparser reads as a mail client would. The stack is scripts/lib/isolated-stack.mjs (removed in afterAll).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, clinicTomorrow } from '@vetnow/domain/clinic-time';
import { DEMO_DOCTOR } from '@vetnow/domain/demo';
import { eventually } from '@vetnow/service-kit/testing';
import { simpleParser, type ParsedMail } from 'mailparser';
import { startIsolatedStack, type IsolatedStack } from '../../scripts/lib/isolated-stack.mjs';
import { apiClient, bookBody, freeSlots, registerOwners, signIn, waitForBookableDoctor, type Answer, type ApiClient, type Owner, type SignedIn } from '../../scripts/lib/vetnow-api.mjs';

/** Events cross outbox → JetStream → consumer → e-mail sender; on two loaded cores that can take a while. */
const MAIL = { timeoutMs: 60_000, intervalMs: 250 } as const;

let env: IsolatedStack;
let api: ApiClient;
let owner: Owner;
let doctor: SignedIn;

beforeAll(async () => {
  env = await startIsolatedStack({ label: 'notifyflow', database: 'postgres', env: { TZ: 'America/Los_Angeles' } });
  api = apiClient(env.gatewayUrl, { connections: 8 });
  [owner] = (await registerOwners(api, 1, { label: 'mail' })) as [Owner];
  // The demo doctor's sign-in exists once svc-auth has handled svc-clinic's doctor.created (seeded at start).
  doctor = await eventually(() => signIn(api, { email: DEMO_DOCTOR.email, password: DEMO_DOCTOR.password, userType: 'doctor' }), {
    timeoutMs: 60_000,
    intervalMs: 500,
    description: "the demo doctor's sign-in",
  });
}, 240_000);

afterAll(async () => {
  await api?.close();
  await env?.cleanUp();
}, 60_000);

async function call(method: string, path: string, who: { token: string }, body?: unknown): Promise<Answer> {
  const a = await api.call(method, path, { token: who.token, body });
  return a;
}

function ok(a: Answer, status: number, what: string): Answer {
  if (a.status !== status) throw new Error(`${what}: expected ${status}, got ${a.status} ${a.text.slice(0, 300)}`);
  return a;
}

/** The e-mail (parsed) whose subject is `subject`, once svc-notify has written it. */
function mailWithSubject(subject: string): Promise<ParsedMail> {
  return eventually(
    async () => {
      const dir = join(env.dataDir, 'mail');
      const files = (() => {
        try {
          return readdirSync(dir).filter((f) => f.endsWith('.eml'));
        } catch {
          return [];
        }
      })();
      for (const file of files) {
        const mail = await simpleParser(readFileSync(join(dir, file)));
        if (mail.subject === subject) return mail;
      }
      throw new Error(`no e-mail "${subject}" yet among ${files.length}`);
    },
    { ...MAIL, description: `the e-mail "${subject}"` },
  );
}

/** The VEVENT's properties (lines unfolded, parameters dropped from the names). */
function vevent(ics: string): Record<string, string> {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const body = lines.slice(lines.indexOf('BEGIN:VEVENT') + 1, lines.indexOf('END:VEVENT'));
  return Object.fromEntries(body.map((line) => [line.slice(0, line.indexOf(':')).split(';')[0]!, line.slice(line.indexOf(':') + 1)]));
}

it('the confirmation e-mail attaches the same calendar event the owner downloads; the findings and who cancelled reach the owner', async () => {
  const first = addDays(clinicTomorrow(), 3);
  await waitForBookableDoctor(api, owner, DEMO_DOCTOR.id, first);
  const [visitSlot, cancelSlot] = await freeSlots(api, [DEMO_DOCTOR.id], first, 2, addDays);
  const visit = ok(await call('POST', '/appointments/book', owner, bookBody(visitSlot!, 'Bella')), 201, 'booking').json.appointment as { _id: string; appointmentId: string };

  const confirmation = await mailWithSubject(`VetNow: Appointment confirmed - ${visit.appointmentId}`);
  expect(confirmation.to && 'text' in confirmation.to ? confirmation.to.text : '').toBe(owner.email);
  const attached = confirmation.attachments.find((a) => a.filename === 'vetnow-appointment.ics');
  expect(attached?.contentType).toBe('text/calendar');
  const fromMail = vevent(attached!.content.toString('utf8'));
  const download = ok(await call('GET', `/appointments/${visit._id}/calendar.ics`, owner), 200, 'calendar.ics');
  const downloaded = vevent(download.text);
  for (const key of ['UID', 'DTSTART', 'DTEND', 'SEQUENCE', 'STATUS', 'LOCATION', 'SUMMARY'] as const) {
    expect({ key, mail: fromMail[key] }).toEqual({ key, mail: downloaded[key] });
  }
  expect(fromMail.UID).toBe(`${visit._id}@vetnow.lk`);

  // The doctor completes the visit with findings: the owner's e-mail and bell carry them.
  ok(
    await call('PUT', `/appointments/${visit._id}/complete`, doctor, {
      diagnosis: 'Mild ear infection',
      recommendations: 'Ear drops twice a day\nKeep the ears dry',
    }),
    200,
    'complete',
  );
  const completed = await mailWithSubject(`VetNow: Visit completed - ${visit.appointmentId}`);
  expect(completed.text).toContain('Diagnosis: Mild ear infection');
  expect(completed.text).toContain('Recommendations:\n- Ear drops twice a day\n- Keep the ears dry');
  expect(completed.attachments).toEqual([]);
  const bell = ok(await call('GET', '/notifications', owner), 200, 'GET /notifications').json as { notifications: { kind: string; appointmentId: string }[] };
  expect(bell.notifications.filter((n) => n.appointmentId === visit._id).map((n) => n.kind).sort()).toEqual(['booking-confirmed', 'visit-completed']);

  // The owner cancels another visit: the e-mail says the owner did.
  const other = ok(await call('POST', '/appointments/book', owner, bookBody(cancelSlot!, 'Bella')), 201, 'second booking').json.appointment as { _id: string; appointmentId: string };
  ok(await call('PUT', `/appointments/${other._id}/cancel`, owner), 200, 'cancel');
  const cancelled = await mailWithSubject(`VetNow: Appointment cancelled - ${other.appointmentId}`);
  expect(cancelled.text).toContain(`You cancelled your appointment ${other.appointmentId}`);
}, 240_000);
