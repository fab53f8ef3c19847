import { randomUUID } from 'node:crypto';
import { chmod, link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * A secret a service makes once in DATA_DIR when no environment variable gives it (svc-auth's signing key,
 * svc-payments' card token key, svc-notify's VAPID pair): the file's text when it exists; else `make()`'s text is
 * written to a private temp file (0600) beside it and hard-linked into place. The link fails when another copy of the
 * service got there first, and that copy's file is read back, so copies starting at once agree on one secret.
 * `created`: this call made the file. Its folder is made 0700.
 */
export async function readOrCreateSecretFile(path: string, make: () => string): Promise<{ text: string; created: boolean }> {
  try {
    return { text: await readFile(path, 'utf8'), created: false };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const dir = dirname(path);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const tmp = join(dir, `.${basename(path)}.${process.pid}.${randomUUID()}.tmp`);
  await writeFile(tmp, make(), { mode: 0o600, flag: 'wx' });
  let created = true;
  try {
    await link(tmp, path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    created = false;
  } finally {
    await unlink(tmp).catch(() => undefined);
  }
  await chmod(path, 0o600).catch(() => undefined);
  return { text: await readFile(path, 'utf8'), created };
}
