#!/usr/bin/env node
// npm start — builds what is missing or out of date, starts NATS (unless NATS_URL), the five services and the gateway,
// waits until everything is healthy and prints where to sign in. Ctrl-C stops it all.
//
// Environment: NATS_URL (unset → a private nats-server on a free port, store and per-service credentials under
// DATA_DIR/nats; set → that server, with NATS_<SERVICE>_PASSWORD / NATS_<SERVICE>_CREDS or NATS_USER/NATS_PASSWORD,
// see README "Event bus credentials"), EVENT_RETENTION_DAYS (30), DATABASE_URL (unset → one embedded PostgreSQL
// under DATA_DIR/postgres on a free loopback port; either way one database per service, <name>_auth, <name>_clinic, …), DATA_DIR (default ./data), GATEWAY_PORT (8080),
// AUTH_PORT / CLINIC_PORT / BOOKING_PORT / PAYMENTS_PORT / NOTIFY_PORT (4001..4005), LOG_LEVEL, SEED_DEMO (default true),
// ADMIN_EMAIL / ADMIN_PASSWORD (the seeded admin), STARTUP_TIMEOUT (seconds to become healthy, default 90),
// SMTP_URL / MAIL_FROM (svc-notify's e-mail; without SMTP_URL each e-mail is an .eml file under DATA_DIR/mail),
// PAYHERE_MERCHANT_ID (unset → a local PayHere-compatible checkout on a free loopback port, its merchant kept in
// DATA_DIR/payhere/credentials.json; set → that PayHere merchant, with PAYHERE_MERCHANT_SECRET, PAYHERE_APP_ID,
// PAYHERE_APP_SECRET and PAYHERE_MODE), PAYHERE_SLOW_CARD_MS (the local checkout's slow test card).
// Flags: --no-build (start what is built, as it is).
import { redactUrl, serviceDatabaseUrl, startStack } from './lib/stack.mjs';
import { ROOT } from './lib/workspaces.mjs';

const controller = new AbortController();
let stack;
let stopping = false;
let firstSignalAt = 0;

const onSignal = (sig) => {
  if (stopping) {
    // `npm start` forwards the terminal's Ctrl-C, so one key press can arrive twice: only a later one forces.
    if (Date.now() - firstSignalAt < 1500) return;
    console.log(`\n${sig} again — killing everything now.`);
    process.exit(130); // the stack's exit hook SIGKILLs the children
  }
  stopping = true;
  firstSignalAt = Date.now();
  console.log(`\n${sig} received — stopping VetNow…`);
  if (stack) void stack.stop();
  else controller.abort();
};
process.on('SIGINT', () => onSignal('SIGINT'));
process.on('SIGTERM', () => onSignal('SIGTERM'));

try {
  const build = process.argv.includes('--no-build') ? false : 'stale';
  stack = await startStack({ build, signal: controller.signal });
} catch (err) {
  if (err?.name === 'AbortError') {
    console.log('Stopped.');
    process.exit(130);
  }
  console.error(`\n✗ ${err?.message ?? err}`);
  process.exit(1);
}

if (!stopping) await printWelcome(stack);
const { code, reason } = await stack.done;
console.log(code === 0 ? 'VetNow stopped.' : `VetNow stopped because ${reason}.`);
process.exit(code);

async function printWelcome({ url, natsUrl, databaseUrl, embeddedPostgres, startedNats, payhere }) {
  let accounts;
  try {
    const { demoAccounts } = await import('@vetnow/domain/demo');
    accounts = demoAccounts(process.env);
  } catch {
    accounts = undefined; // domain not built with demo.js: nothing to list
  }
  const seeded = (process.env.SEED_DEMO ?? 'true') === 'true';
  const databases = ['auth', 'clinic', 'booking', 'payments', 'notify']
    .map((s) => decodeURIComponent(new URL(serviceDatabaseUrl(databaseUrl, s)).pathname.slice(1)))
    .join(', ');
  const data = embeddedPostgres
    ? `PostgreSQL 18 (embedded) in ${shortPath(embeddedPostgres.dir)}, 127.0.0.1:${embeddedPostgres.port} → databases ${databases}`
    : `PostgreSQL ${redactUrl(databaseUrl)} → databases ${databases}`;
  const row = (role, id, password) => `    ${role.padEnd(13)} ${id.padEnd(44)} ${password}`;
  const lines = ['', '━'.repeat(64), `  VetNow is running at ${url}`, ''];
  if (accounts && seeded) {
    const adminPassword = process.env.ADMIN_PASSWORD ? '(your ADMIN_PASSWORD)' : accounts.admin.password;
    lines.push(
      '  Demo accounts (choose the role on the login page):',
      row('Pet owner', `${accounts.owner.email} (or username ${accounts.owner.username})`, accounts.owner.password),
      row('Veterinarian', accounts.doctor.email, accounts.doctor.password),
      row('Admin', accounts.admin.email, adminPassword),
      // The front desk (issue 39): staff sign in choosing "Front Desk". A contracts build without it lists none.
      ...(accounts.staff ? [row('Front Desk', accounts.staff.email, accounts.staff.password)] : []),
      '',
    );
  }
  const events = `  Events: NATS JetStream at ${redactUrl(natsUrl)}${startedNats ? ' (private, started by npm start; one user per service)' : ''}`;
  const mode = process.env.PAYHERE_MODE ? ` (${process.env.PAYHERE_MODE})` : '';
  const payments = payhere
    ? `  Card payments: local PayHere-compatible checkout on ${payhere.origin} (test cards: README, "Card payments")`
    : `  Card payments: PayHere merchant ${process.env.PAYHERE_MERCHANT_ID}${mode}`;
  lines.push(`  Data: ${data}`, events, payments, '  Press Ctrl-C to stop.', '━'.repeat(64), '');
  console.log(lines.join('\n'));
}

function shortPath(path) {
  return path.startsWith(`${ROOT}/`) ? `./${path.slice(ROOT.length + 1)}` : path;
}
