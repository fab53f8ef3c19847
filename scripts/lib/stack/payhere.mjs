// Card payments without PAYHERE_MERCHANT_ID: the local PayHere-compatible gateway (ADR 0049) as the child `payhere`,
// on a free loopback port with a merchant of its own kept under DATA_DIR/payhere.
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes, randomInt } from 'node:crypto';
import { join } from 'node:path';
import { abs } from '../workspaces.mjs';
import { cleanEnv } from './environment.mjs';
import { rel } from './log-lines.mjs';
import { httpStatus } from './net.mjs';
import { NODE_FLAGS } from './processes.mjs';
import { childAnswers } from './readiness.mjs';

/** The local PayHere-compatible gateway's process entry (svc-payments, ADR 0049), run as the child `payhere`. */
export const PAYHERE_ENTRY = 'svc-payments/dist/payhere/local-gateway/main.js';
/** What the local PayHere gateway's process takes from the environment besides its merchant and port. */
const PAYHERE_CHILD_ENV = /^(PATH|HOME|TMPDIR|LANG|LC_[A-Z]+|TZ|NODE_ENV|NODE_OPTIONS|PAYHERE_SLOW_CARD_MS)$/;

/**
 * Starts the local PayHere gateway (step 3b of startStack, while the database starts): svc-payments then runs its
 * PayHere code path against it. `ready()` resolves once it answers /health, and says so.
 * @param {object} options
 * @param {string} options.dataDir
 * @param {Record<string, string | undefined>} options.env the environment its own is taken from
 * @param {() => Promise<number>} options.takeFreePort
 * @param {ReturnType<typeof import('./processes.mjs').createProcesses>} options.processes
 * @param {AbortSignal} [options.signal]
 * @param {(line: string) => void} options.log
 */
export async function startLocalPayhere({ dataDir, env: base, takeFreePort, processes, signal, log }) {
  const { file, credentials, created } = localPayhereCredentials(join(dataDir, 'payhere'));
  const port = await takeFreePort();
  const origin = `http://127.0.0.1:${port}`;
  // Only what a Node process needs, its merchant and its port: none of the database's, the bus's or anyone's secrets.
  const env = cleanEnv({
    ...Object.fromEntries(Object.entries(base).filter(([k]) => PAYHERE_CHILD_ENV.test(k))),
    PAYHERE_MERCHANT_ID: credentials.merchantId,
    PAYHERE_MERCHANT_SECRET: credentials.merchantSecret,
    PAYHERE_APP_ID: credentials.appId,
    PAYHERE_APP_SECRET: credentials.appSecret,
    PAYHERE_LOCAL_PORT: String(port),
    PAYHERE_LOCAL_HOST: '127.0.0.1',
    // What it took (payments, refunds, customer tokens) outlives a restart, as at PayHere: refunds and day totals
    // of earlier payments keep working.
    PAYHERE_LOCAL_STATE_FILE: join(dataDir, 'payhere', 'ledger.jsonl'),
  });
  const child = processes.start('payhere', process.execPath, [...NODE_FLAGS, abs(PAYHERE_ENTRY)], env);
  const ready = async () => {
    const healthy = async () => (await httpStatus(`${origin}/health`)).status === 200;
    if (!(await childAnswers(child, 'the local PayHere gateway healthy', healthy, { timeoutMs: 15_000, signal }))) {
      const tail = child.tail.slice(-10).join('\n');
      throw new Error(`The local PayHere gateway did not start on port ${port}${tail ? `:\n${tail}` : ''}`);
    }
    log(`✓ started the local PayHere-compatible checkout on ${origin} (merchant ${credentials.merchantId}, credentials ${created ? 'created in' : 'from'} ${rel(file)})`);
  };
  return { payhere: { port, origin, credentials }, ready };
}

/**
 * The local PayHere gateway's merchant (ADR 0049): created once in `dir/credentials.json` (0600, `dir` 0700) and
 * reused by the next start with the same DATA_DIR; an unreadable or incomplete file is replaced (the gateway keeps
 * nothing between runs). Merchant id `1` + 6 digits, like PayHere's; app id and secrets random base64url.
 * @param {string} dir e.g. DATA_DIR/payhere
 * @returns {{ file: string, created: boolean, credentials: { merchantId: string, merchantSecret: string, appId: string, appSecret: string } }}
 */
function localPayhereCredentials(dir) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  const file = join(dir, 'credentials.json');
  let saved;
  try {
    saved = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    saved = undefined;
  }
  const secret = (v) => typeof v === 'string' && /^[A-Za-z0-9_-]{32,}$/.test(v);
  if (saved && /^1\d{6}$/.test(saved.merchantId) && typeof saved.appId === 'string' && /^[A-Za-z0-9_-]{8,}$/.test(saved.appId) && secret(saved.merchantSecret) && secret(saved.appSecret)) {
    chmodSync(file, 0o600);
    const { merchantId, merchantSecret, appId, appSecret } = saved;
    return { file, created: false, credentials: { merchantId, merchantSecret, appId, appSecret } };
  }
  const credentials = {
    merchantId: `1${String(randomInt(0, 1_000_000)).padStart(6, '0')}`,
    merchantSecret: randomBytes(32).toString('base64url'),
    appId: randomBytes(18).toString('base64url'),
    appSecret: randomBytes(32).toString('base64url'),
  };
  writeFileSync(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600); // an existing file keeps its mode on write
  return { file, created: true, credentials };
}
