import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.mjs';
import { findFreePort } from './stack.mjs';

/** The embedded PostgreSQL of `npm start` (ADR 0044): its password, its recovery after a killed starter, its refusals. */
const dirs: string[] = [];
const clusters: EmbeddedPostgres[] = [];
afterEach(() => {
  for (const c of clusters.splice(0)) c.kill();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function clusterDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vetnow-embedded-pg-spec-'));
  dirs.push(dir);
  return join(dir, 'postgres');
}

async function start(dir: string): Promise<EmbeddedPostgres> {
  const cluster = await startEmbeddedPostgres({ dir, port: await findFreePort() });
  clusters.push(cluster);
  return cluster;
}

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('startEmbeddedPostgres', () => {
  it('keeps a random password in a 0600 file and refuses a connection without it; data survives a restart', async () => {
    const dir = clusterDir();
    const first = await start(dir);
    const password = readFileSync(join(dir, 'password'), 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(24);
    expect(statSync(join(dir, 'password')).mode & 0o777).toBe(0o600);
    expect(decodeURIComponent(new URL(first.url).password)).toBe(password);
    await query(first.url, 'CREATE TABLE kept (n int); INSERT INTO kept VALUES (42)');
    const noPassword = new URL(first.url);
    noPassword.password = '';
    await expect(query(noPassword.toString(), 'SELECT 1')).rejects.toThrow(/password/i);

    first.stop();
    expect(first.running()).toBe(false);
    const again = await start(dir);
    expect(again.port).not.toBe(0);
    expect(await query(again.url, 'SELECT n FROM kept')).toEqual([{ n: 42 }]);
  });

  it('takes over a cluster whose starter was killed, and refuses one whose starter still runs', async () => {
    const dir = clusterDir();
    const orphan = await start(dir);
    const postmaster = orphan.pid();
    expect(postmaster).toBeDefined();

    // A starter that is still alive (another VetNow on the same DATA_DIR): its cluster is never stopped.
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      writeFileSync(join(dir, 'owner.pid'), String(other.pid));
      await expect(startEmbeddedPostgres({ dir, port: await findFreePort() })).rejects.toThrow(/in use by process/);
      expect(orphan.pid()).toBe(postmaster);
    } finally {
      other.kill('SIGKILL');
      await new Promise((r) => other.once('exit', r));
    }

    // That starter is gone now (as after `kill -9` of npm start and its guard): the next start stops it and starts anew.
    const next = await start(dir);
    expect(next.pid()).toBeDefined();
    expect(next.pid()).not.toBe(postmaster);
    expect(await query(next.url, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
  });

  it('starts again after the postmaster itself was killed (crash recovery)', async () => {
    const dir = clusterDir();
    const cluster = await start(dir);
    await query(cluster.url, 'CREATE TABLE t (n int); INSERT INTO t VALUES (1)');
    cluster.kill();
    expect(cluster.running()).toBe(false);
    const again = await start(dir);
    expect(await query(again.url, 'SELECT n FROM t')).toEqual([{ n: 1 }]);
  });

  it('refuses a data directory of another PostgreSQL major, saying what to do', async () => {
    const dir = clusterDir();
    mkdirSync(join(dir, 'data'), { recursive: true });
    writeFileSync(join(dir, 'data', 'PG_VERSION'), '15\n');
    await expect(startEmbeddedPostgres({ dir, port: await findFreePort() })).rejects.toThrow(
      /holds a PostgreSQL 15 cluster; this VetNow ships PostgreSQL 18[\s\S]*DATABASE_URL/,
    );
  });
});
