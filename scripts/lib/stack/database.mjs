// The stack's database without DATABASE_URL: one embedded PostgreSQL under DATA_DIR/postgres (ADR 0044), which
// every service copy's database lives in.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../embedded-postgres.mjs';
import { SERVICES } from '../workspaces.mjs';
import { rel } from './log-lines.mjs';

/**
 * Starts the embedded cluster on a free port (step 4 of startStack); the orphan guard watches it like a child.
 * @param {object} options
 * @param {string} options.dataDir
 * @param {number} options.copyCount how many service copies will connect to it
 * @param {() => Promise<number>} options.takeFreePort
 * @param {{ watch: (pid: number) => void }} options.processes
 * @param {(line: string) => void} options.log
 * @returns {Promise<import('../embedded-postgres.mjs').EmbeddedPostgres>}
 */
export async function startStackPostgres({ dataDir, copyCount, takeFreePort, processes, log }) {
  warnAboutPgliteData(dataDir, log);
  const dir = join(dataDir, 'postgres');
  // Each service copy's pool holds up to 10 connections; headroom for create-admin and a psql.
  const postgres = await startEmbeddedPostgres({ dir, port: await takeFreePort(), maxConnections: Math.max(100, copyCount * 10 + 20), log: (line) => log(`  ${line}`) });
  processes.watch(postgres.pid());
  log(`✓ started PostgreSQL 18 (embedded) on 127.0.0.1:${postgres.port} (data ${rel(join(dir, 'data'))}, log ${rel(join(dir, 'postgres.log'))})`);
  return postgres;
}

/** Earlier versions kept each service's data in an embedded PGlite directory, DATA_DIR/<service>: say so, touch nothing. */
function warnAboutPgliteData(dataDir, log) {
  const old = SERVICES.map((s) => join(dataDir, s.service)).filter((dir) => existsSync(join(dir, 'PG_VERSION')));
  if (!old.length) return;
  log(
    `! ${old.map(rel).join(', ')} ${old.length === 1 ? 'holds' : 'hold'} data of an earlier VetNow (embedded PGlite), which this version no longer reads.\n` +
      `  VetNow now keeps its data in one PostgreSQL under ${rel(join(dataDir, 'postgres'))}, seeded with the demo accounts.\n` +
      '  Nothing was changed. Delete those directories once you no longer need them, or start with another DATA_DIR.',
  );
}
