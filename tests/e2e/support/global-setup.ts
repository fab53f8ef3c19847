import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import {
  findFreePort,
  probeTcp,
  serviceDatabaseUrl,
  startStack,
  type StackPorts,
} from '../../../scripts/lib/stack.mjs';
import { databaseNameOf, removeStackLeftovers, withDatabaseName } from '../../../scripts/lib/stack-cleanup.mjs';
import { CHROMIUM_PATH } from './browser';
import { startPushSink } from './push-sink';
import { startSmsSink } from './sms-sink';
import { startSmtpSink } from './smtp-sink';

const SERVICES = ['auth', 'clinic', 'booking', 'payments', 'notify'] as const;
/** Every child's port (stack.mjs starts each service of SERVICES; its .d.mts does not list svc-notify yet). */
type E2ePorts = StackPorts & Record<(typeof SERVICES)[number], number>;

/**
 * Starts one whole stack per Playwright worker (building first what is missing or out of date) and returns the
 * teardown. Each stack is private to its worker slot (support/test.ts gives the tests its address):
 * - Ports: gateway 18080 and services 14001–14005 (E2E_GATEWAY_PORT / E2E_SERVICE_PORT_BASE) for the first, 10 more
 *   for each next one, or free random ones when any of those is taken (another run, another helper).
 * - A fresh temporary DATA_DIR (svc-auth's keys, the NATS store, the SMTP sink's mail), removed afterwards.
 * - A private nats-server with per-service users, store in DATA_DIR (or NATS_URL's server, with a stream deleted
 *   afterwards), with a stream and subject prefix of its own.
 * - PostgreSQL: databases vetnow_e2e_<id>_<service> on the run's server, TEST_DATABASE_URL (`npm test` sets it to
 *   the run's embedded PostgreSQL), dropped afterwards; E2E_DATABASE_URL=postgres://…/name names another server
 *   (databases name_e2e_<id>_<service>). Neither set: the stack starts an embedded PostgreSQL of its own under
 *   DATA_DIR/postgres, as `npm start` does, which goes with DATA_DIR.
 * - E2E_BUILD=stale (default: rebuild what is out of date) | missing (only what has no dist) | none.
 * - A real SMTP server on a free port (support/smtp-sink.ts) receives svc-notify's e-mails; E2E_MAIL_DIR_<i> holds them.
 * - A push service on a free port (support/push-sink.ts, the stack's PUSH_TEST_ORIGINS) receives its Web Push
 *   messages; E2E_PUSH_DIR_<i> holds them, E2E_PUSH_ORIGIN_<i> its origin (the specs' subscriptions' endpoints).
 * - E2E_BASE_URL set: nothing is started; the tests run against that site, on one worker.
 * The services' logs go to tests/e2e/e2e-stack.log (the first stack), e2e-stack-2.log, …
 */
export default async function globalSetup(config: FullConfig): Promise<(() => Promise<void>) | void> {
  if (process.env.E2E_BASE_URL) return;
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  }
  // One stack per worker (issue 37): worker slot i (testInfo.parallelIndex) tests stack i (support/test.ts), so the
  // workers never see each other's bookings, closures or e-mails. They start side by side.
  const count = Math.max(1, config.workers);
  const started = Date.now();
  const settled = await Promise.allSettled(Array.from({ length: count }, (_, i) => startE2eStack(i)));
  const stacks = settled.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    await Promise.all(stacks.map((s) => s.stop()));
    throw failed.reason;
  }
  stacks.forEach((stack, i) => {
    process.env[`E2E_BASE_URL_${i}`] = stack.baseUrl;
    // Where the SMTP sink keeps what svc-notify sent: the notification specs read them and open their links.
    process.env[`E2E_MAIL_DIR_${i}`] = stack.mailDir;
    process.env[`E2E_SMS_DIR_${i}`] = stack.smsDir;
    process.env[`E2E_PUSH_DIR_${i}`] = stack.pushDir;
    process.env[`E2E_PUSH_ORIGIN_${i}`] = stack.pushOrigin;
    // svc-booking's database: the front-desk spec moves a booked visit to today (owners book from tomorrow on).
    process.env[`E2E_BOOKING_DB_${i}`] = stack.bookingDatabaseUrl;
  });
  process.env.E2E_BASE_URL = stacks[0]!.baseUrl;
  process.env.E2E_MAIL_DIR = stacks[0]!.mailDir;
  process.stderr.write(`[e2e] ${count} stack${count > 1 ? 's' : ''} ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  return async () => {
    await Promise.all(stacks.map((s) => s.stop()));
  };
}

interface E2eStack {
  baseUrl: string;
  mailDir: string;
  smsDir: string;
  pushDir: string;
  pushOrigin: string;
  bookingDatabaseUrl: string;
  stop(): Promise<void>;
}

/** Stack `index` of the run: its own ports, data directory, databases, NATS stream, SMTP sink and log file. */
async function startE2eStack(index: number): Promise<E2eStack> {
  const id = randomBytes(4).toString('hex');
  const dataDir = mkdtempSync(join(tmpdir(), 'vetnow-e2e-'));
  const ports = await choosePorts(index);
  const stream = `E2E_${id.toUpperCase()}`;
  const baseDb = process.env.E2E_DATABASE_URL
    ? e2eDatabaseUrl(process.env.E2E_DATABASE_URL, id)
    : process.env.TEST_DATABASE_URL
      ? withDatabaseName(process.env.TEST_DATABASE_URL, `vetnow_e2e_${id}`)
      : undefined;
  const logFile = logFileOf(index);
  const log = (line: string) => process.stderr.write(`[e2e stack ${index}] ${line}\n`);

  // svc-notify sends its e-mails over SMTP to the stack's sink, which keeps them as .eml files for the specs.
  const mailDir = join(dataDir, 'smtp-sink');
  const smtp = await startSmtpSink(mailDir);
  // …and its SMS over HTTP to the stack's SMS gateway sink (support/sms-sink.ts): the claim links, the waitlist offers.
  const smsDir = join(dataDir, 'sms-sink');
  const sms = await startSmsSink(smsDir);
  // …and its Web Push messages to the stack's push service (support/push-sink.ts), whose origin it accepts endpoints on.
  const pushDir = join(dataDir, 'push-sink');
  const push = await startPushSink(pushDir);
  log(`starting VetNow on http://127.0.0.1:${ports.gateway} (services ${SERVICES.map((s) => ports[s]).join(', ')}; logs in tests/e2e/${basename(logFile)})`);
  rmSync(logFile, { force: true });
  const started = Date.now();
  let stack;
  try {
    stack = await startStack({
      ports,
      dataDir,
      quiet: true,
      logFile,
      // The build takes a lock (scripts/lib/build.mjs): the second stack waits for the first's build and finds it done.
      build: buildMode(process.env.E2E_BUILD),
      log,
      env: {
        DATABASE_URL: baseDb,
        NATS_STREAM: stream,
        EVENT_SUBJECT_PREFIX: `e2e-${id}.vetnow`,
        LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
        SEED_DEMO: 'true',
        ADMIN_EMAIL: undefined,
        ADMIN_PASSWORD: undefined,
        // Every browser of the run is one address and the demo owner books in many tests: raise the request
        // rates and the per-owner cap of issue 10 (the services' suites prove them).
        RATE_LIMIT_SCALE: '1000',
        MAX_ACTIVE_APPOINTMENTS: '10000',
        // Owners book from tomorrow on, so "cancelled less than 24 hours ahead" cannot be set up at every hour of the
        // day: a 10-day refund cut-off (the cancel dialog reads it from svc-payments) lets the refund spec cancel one
        // paid visit inside it (a few days ahead) and one outside it (16 days or more ahead) whenever it runs.
        REFUND_CUTOFF_HOURS: '240',
        // The pet care reminders (issue 38) go out on the job's next round: every 2 s instead of 30 s.
        REMINDER_POLL_MS: '2000',
        SMTP_URL: smtp.url,
        ...sms.env,
        ...push.env,
        // The address the browsers use: e-mail links, and where the card checkout sends the owner back (the session
        // lives in that origin's storage).
        PUBLIC_URL: `http://127.0.0.1:${ports.gateway}`,
      },
    });
  } catch (err) {
    await smtp.close();
    await sms.close();
    await push.close();
    await cleanUp(undefined);
    throw err;
  }
  log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const running = stack;
  return {
    baseUrl: `http://127.0.0.1:${ports.gateway}`,
    mailDir,
    smsDir,
    pushDir,
    pushOrigin: push.origin,
    bookingDatabaseUrl: serviceDatabaseUrl(running.databaseUrl, 'booking'),
    async stop() {
      await running.stop();
      await smtp.close();
      await sms.close();
      await push.close();
      // A private nats-server's stream went with it (its store is in dataDir).
      await cleanUp(running.startedNats ? undefined : running.natsUrl);
    },
  };

  async function cleanUp(natsUrl: string | undefined) {
    const databaseUrls = baseDb ? SERVICES.map((s) => serviceDatabaseUrl(baseDb, s)) : [];
    const problems = await removeStackLeftovers({ natsUrl, streamName: stream, databaseUrls, dataDir });
    if (problems.length) log(`cleanup incomplete: ${problems.join('; ')}`);
  }
}

/** tests/e2e/e2e-stack.log for the first stack, e2e-stack-2.log, … for the others. */
function logFileOf(index: number): string {
  return fileURLToPath(new URL(`../e2e-stack${index ? `-${index + 1}` : ''}.log`, import.meta.url));
}

function buildMode(value: string | undefined): 'stale' | 'missing' | false {
  if (value === undefined || value === '' || value === 'stale') return 'stale';
  if (value === 'missing') return 'missing';
  if (value === 'none') return false;
  throw new Error(`E2E_BUILD must be stale, missing or none, got "${value}"`);
}

async function choosePorts(index: number): Promise<E2ePorts> {
  const gateway = Number(process.env.E2E_GATEWAY_PORT ?? 18080) + index * 10;
  const base = Number(process.env.E2E_SERVICE_PORT_BASE ?? 14000) + index * 10;
  const preferred: E2ePorts = { gateway, auth: base + 1, clinic: base + 2, booking: base + 3, payments: base + 4, notify: base + 5 };
  const taken = await Promise.all(Object.values(preferred).map((p) => probeTcp('127.0.0.1', p, 500)));
  if (!taken.some(Boolean)) return preferred;
  const free = new Set<number>();
  while (free.size < 6) free.add(await findFreePort());
  const [g, a, c, b, p, n] = [...free] as [number, number, number, number, number, number];
  return { gateway: g, auth: a, clinic: c, booking: b, payments: p, notify: n };
}

/** postgres://h/vetnow → postgres://h/vetnow_e2e_<id> (services then add _auth, _clinic, …). */
function e2eDatabaseUrl(url: string, id: string): string {
  return withDatabaseName(url, `${databaseNameOf(url) || 'vetnow'}_e2e_${id}`);
}
