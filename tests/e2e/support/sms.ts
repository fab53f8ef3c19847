import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { stackSmsDir, test } from './test';

export interface SentSms {
  to: string;
  text: string;
  id: string;
}

/** The SMS this worker's stack sent to `to`, oldest first, as the SMS sink (support/sms-sink.ts) kept them. */
export async function smsTo(to: string): Promise<SentSms[]> {
  const dir = stackSmsDir(test.info().parallelIndex);
  if (!dir) throw new Error('this run has no SMS sink (support/global-setup.ts sets E2E_SMS_DIR_<i>)');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort();
  const all = await Promise.all(files.map(async (f) => JSON.parse(await readFile(join(dir, f), 'utf8')) as SentSms));
  // The last nine digits: a Sri Lankan number however it is written (+94 7X…, 07X…).
  const last9 = (n: string) => n.replace(/[^0-9]/g, '').slice(-9);
  return all.filter((s) => last9(s.to) === last9(to));
}
