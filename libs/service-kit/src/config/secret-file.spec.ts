import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readOrCreateSecretFile } from './secret-file.js';

describe('readOrCreateSecretFile: a secret made once in DATA_DIR', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'vetnow-secret-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('makes the file once (0600, its folder 0700) and reads it back after', async () => {
    const path = join(dir, 'notify', 'vapid.json');
    let made = 0;
    const make = () => `secret-${++made}\n`;
    expect(await readOrCreateSecretFile(path, make)).toEqual({ text: 'secret-1\n', created: true });
    expect(await readOrCreateSecretFile(path, make)).toEqual({ text: 'secret-1\n', created: false });
    expect(made).toBe(1);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'notify')).mode & 0o777).toBe(0o700);
  });

  it('copies starting at once agree on one secret: exactly one creates it, no temp file is left', async () => {
    const path = join(dir, 'payments', 'card-token.key');
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => readOrCreateSecretFile(path, () => `key-${i}\n`)));
    expect(new Set(results.map((r) => r.text)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(readdirSync(join(dir, 'payments'))).toEqual(['card-token.key']);
  });
});
