#!/usr/bin/env node
// npm run backup [-- --keep N] [-- --daily HH:MM] — one archive of VetNow's data (issue 41, ADR 0048): each service's
// database, the event stream, svc-auth's signing keys and the bus credentials, as
// BACKUP_DIR/vetnow-backup-<UTC time>.tar.gz (mode 0600; BACKUP_DIR defaults to DATA_DIR/backups). Works while VetNow
// runs. `--keep N` then deletes all but the newest N. `--daily HH:MM` keeps running and backs up every day at that UTC
// time (compose's backup service: 02:30, keeping 14); a failed run is reported and the next day's still happens.
// Environment: DATA_DIR, BACKUP_DIR, DATABASE_URL (else the embedded PostgreSQL under DATA_DIR/postgres), NATS_URL with
// NATS_OPS_USER / NATS_OPS_PASSWORD (else the private nats-server on DATA_DIR/nats), NATS_STREAM,
// EVENT_SUBJECT_PREFIX; with NATS_URL, NATS_<SERVICE>_PASSWORD are archived as the bus credentials.
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { createBackup } from './lib/backup/create-backup.mjs';
import { nextRunAfter, parseTimeOfDay } from './lib/backup/schedule.mjs';

const USAGE = 'usage: npm run backup [-- --keep N] [--daily HH:MM]   (BACKUP_DIR, default DATA_DIR/backups)';
let values;
let keep;
let daily;
try {
  ({ values } = parseArgs({ options: { keep: { type: 'string' }, daily: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }));
  keep = values.keep === undefined ? undefined : Number(values.keep);
  if (keep !== undefined && (!Number.isInteger(keep) || keep < 1)) throw new Error(`--keep must be a whole number of at least 1, got "${values.keep}"`);
  daily = values.daily === undefined ? undefined : parseTimeOfDay(values.daily);
} catch (err) {
  console.error(`${err.message}\n${USAGE}`);
  process.exit(2);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

async function once() {
  try {
    const { file, bytes, ms, manifest, pruned } = await createBackup({ keep });
    const rows = Object.values(manifest.services).reduce((n, s) => n + Object.values(s.rows).reduce((a, b) => a + b, 0), 0);
    console.log(`✓ ${file} (${(bytes / 1024).toFixed(1)} KiB, ${rows} rows, ${manifest.stream.messages} events) in ${(ms / 1000).toFixed(1)} s`);
    if (pruned.length) console.log(`  deleted ${pruned.length} older archive(s): ${pruned.join(', ')}`);
    return true;
  } catch (err) {
    console.error(`✗ backup failed: ${err?.message ?? err}`);
    return false;
  }
}

if (!daily) process.exit((await once()) ? 0 : 1);

const stop = new AbortController();
for (const sig of ['SIGTERM', 'SIGINT']) process.on(sig, () => stop.abort());
for (;;) {
  const next = nextRunAfter(new Date(), daily);
  console.log(`next backup at ${next.toISOString()}${keep ? `, keeping the newest ${keep}` : ''}`);
  try {
    await sleep(next.getTime() - Date.now(), undefined, { signal: stop.signal });
  } catch {
    process.exit(0);
  }
  await once();
}
