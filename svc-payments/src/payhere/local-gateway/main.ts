// The local PayHere-compatible gateway as a process of its own: `npm start` (scripts/lib/stack.mjs) runs it as the
// child `payhere` when PAYHERE_MERCHANT_ID is unset, with the credentials it keeps under DATA_DIR/payhere.
//   node svc-payments/dist/payhere/local-gateway/main.js
// Environment: PAYHERE_MERCHANT_ID, PAYHERE_MERCHANT_SECRET, PAYHERE_APP_ID, PAYHERE_APP_SECRET (required: the one
// merchant it accepts), PAYHERE_LOCAL_PORT (default 0: any free port), PAYHERE_LOCAL_HOST (default 127.0.0.1),
// PAYHERE_SLOW_CARD_MS (how long the "slow" test card takes; default the gateway's), PAYHERE_LOCAL_STATE_FILE (where
// payments, refunds and customer tokens outlive a restart; default none: memory only). Prints one line,
// `local PayHere gateway listening on <origin>`; SIGTERM/SIGINT close it (held requests released, notifies in flight
// settled), then it exits 0. The secrets are never printed.
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { startLocalGateway } from './index.js';
import type { LocalGateway, LocalGatewayOptions } from './types.js';

/** The merchant's credentials, by the variable each is read from. */
export const CREDENTIAL_ENV = {
  merchantId: 'PAYHERE_MERCHANT_ID',
  merchantSecret: 'PAYHERE_MERCHANT_SECRET',
  appId: 'PAYHERE_APP_ID',
  appSecret: 'PAYHERE_APP_SECRET',
} as const;

/** An environment variable is missing or invalid; the message names it (never its value when it is a secret). */
export class LocalGatewayEnvError extends Error {
  override readonly name = 'LocalGatewayEnvError';
}

type Env = Readonly<Record<string, string | undefined>>;

const value = (env: Env, name: string): string | undefined => {
  const v = env[name]?.trim();
  return v ? v : undefined;
};

function integer(env: Env, name: string, min: number, max: number): number | undefined {
  const raw = value(env, name);
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new LocalGatewayEnvError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return n;
}

/** The gateway's options from the environment; throws {@link LocalGatewayEnvError} naming every missing variable. */
export function localGatewayOptions(env: Env): LocalGatewayOptions {
  const entries = Object.entries(CREDENTIAL_ENV).map(([key, name]) => [key, name, value(env, name)] as const);
  const missing = entries.filter(([, , v]) => v === undefined).map(([, name]) => name);
  if (missing.length) {
    throw new LocalGatewayEnvError(
      `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set: the local PayHere gateway needs the merchant's ` +
        `credentials (${Object.values(CREDENTIAL_ENV).join(', ')})`,
    );
  }
  const credentials = Object.fromEntries(entries.map(([key, , v]) => [key, v!])) as Pick<
    LocalGatewayOptions,
    keyof typeof CREDENTIAL_ENV
  >;
  const slowCardMs = integer(env, 'PAYHERE_SLOW_CARD_MS', 0, 600_000);
  const stateFile = value(env, 'PAYHERE_LOCAL_STATE_FILE');
  return {
    ...credentials,
    port: integer(env, 'PAYHERE_LOCAL_PORT', 0, 65535) ?? 0,
    host: value(env, 'PAYHERE_LOCAL_HOST') ?? '127.0.0.1',
    ...(slowCardMs !== undefined ? { slowCardMs } : {}),
    ...(stateFile !== undefined ? { stateFile } : {}),
  };
}

/**
 * Starts the gateway from `env` and says where it listens through `log`. The caller closes it. Throws
 * {@link LocalGatewayEnvError} on a missing or invalid variable, and the listen error (a port in use) as it is.
 */
export async function runLocalGateway(
  env: Env = process.env,
  log: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Promise<LocalGateway> {
  const gateway = await startLocalGateway(localGatewayOptions(env));
  log(`local PayHere gateway listening on ${gateway.origin}`);
  return gateway;
}

function isEntryPoint(): boolean {
  const entry = process.argv[1];
  if (entry === undefined) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(entry)).href;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  let gateway: LocalGateway;
  try {
    gateway = await runLocalGateway(process.env);
  } catch (err) {
    process.stderr.write(`local PayHere gateway could not start: ${(err as Error).message}\n`);
    process.exit(1);
  }
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      process.stderr.write(`local PayHere gateway: ${signal} again, exiting without waiting\n`);
      process.exit(1);
    }
    closing = true;
    gateway.close().then(
      () => process.exit(0),
      (err: unknown) => {
        process.stderr.write(`local PayHere gateway: closing failed: ${(err as Error).message}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

// Not a top-level await: the tests load this module as CommonJS (ADR 0076); main() handles its own failures.
if (isEntryPoint()) void main();
