import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { stackMailDir, test } from './test';

/** The raw e-mails the run's SMTP sink (support/smtp-sink.ts) accepted for `to`, quoted-printable soft breaks joined. */
export function mailsTo(to: string): Promise<string[]> {
  return mails((file) => file.includes(to));
}

/** Every e-mail the run's SMTP sink accepted (or those whose file name passes `which`), decoded as mailsTo does. */
export async function mails(which: (file: string) => boolean = () => true): Promise<string[]> {
  // This worker's stack's sink (one stack per worker: support/global-setup.ts).
  const dir = stackMailDir(test.info().parallelIndex)!;
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml') && which(f));
  return Promise.all(files.map(async (f) => (await readFile(join(dir, f), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=')));
}
