import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { CliUsageError, embeddedDatabaseUrl } from './create-admin.js';

/** create-admin without DATABASE_URL finds the embedded PostgreSQL that `npm start` runs under DATA_DIR (ADR 0044). */
describe('embeddedDatabaseUrl', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
  const dataDir = () => {
    const d = mkdtempSync(join(tmpdir(), 'create-admin-'));
    dirs.push(d);
    return d;
  };

  it("reads the running cluster's port from postmaster.pid and the password file", () => {
    const d = dataDir();
    mkdirSync(join(d, 'postgres', 'data'), { recursive: true });
    writeFileSync(join(d, 'postgres', 'data', 'postmaster.pid'), '4242\n/x/data\n1764000000\n41234\n\n127.0.0.1\n');
    writeFileSync(join(d, 'postgres', 'password'), 'p@ss/word\n');
    expect(embeddedDatabaseUrl(d)).toBe('postgres://postgres:p%40ss%2Fword@127.0.0.1:41234/vetnow_auth');
  });

  it('says to start VetNow when no cluster runs there', () => {
    expect(() => embeddedDatabaseUrl(dataDir())).toThrow(CliUsageError);
    expect(() => embeddedDatabaseUrl(dataDir())).toThrow(/start VetNow \(npm start\) first, or set DATABASE_URL/);
  });
});
