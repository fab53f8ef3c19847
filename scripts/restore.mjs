#!/usr/bin/env node
// npm run restore <archive> — puts back an archive of `npm run backup` (issue 41, ADR 0048): the databases, the event
// stream, svc-auth's signing keys and the bus credentials. VetNow must be stopped; the embedded PostgreSQL and the
// private nats-server are started on DATA_DIR for the restore and stopped after (with DATABASE_URL / NATS_URL, those
// servers are used). An archive made by another version of the migrations is refused, before anything changes.
import { resolve } from 'node:path';
import { restoreBackup } from './lib/backup/restore-backup.mjs';

const USAGE = 'usage: npm run restore -- <archive.tar.gz>';
const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
if (args.length !== 1 || args[0].startsWith('-')) {
  console.error(USAGE);
  process.exit(2);
}
try {
  const result = await restoreBackup({ archive: resolve(args[0]) });
  const rows = Object.values(result.rows).reduce((a, b) => a + b, 0);
  const republished = Object.values(result.republished).reduce((a, b) => a + b, 0);
  console.log(
    `✓ restored the backup of ${result.manifest.createdAt}: ${rows} rows, ${result.stream.published} events` +
      `${result.stream.skipped ? ` (${result.stream.skipped} past the stream's retention left out)` : ''}` +
      `${republished ? `, ${republished} outbox event(s) to publish again` : ''} in ${(result.ms / 1000).toFixed(1)} s. Start VetNow.`,
  );
  process.exit(0);
} catch (err) {
  console.error(`✗ restore failed: ${err?.message ?? err}`);
  process.exit(1);
}
