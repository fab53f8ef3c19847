// The children's environment: what every child shares, what only one service gets (its NATS user, its database,
// the PayHere merchant's secrets for svc-payments alone), and the values read from the environment on the way.
import { ROOT, SERVICES } from '../workspaces.mjs';

/** The PayHere merchant's secrets: only svc-payments gets them (not the gateway, not the other services). */
const PAYHERE_SECRET_ENV = ['PAYHERE_MERCHANT_SECRET', 'PAYHERE_APP_SECRET', 'CARD_TOKEN_KEY'];
/** NATS credentials in the environment: one service's must not reach the others (nor the gateway). */
const NATS_SECRET_ENV = /^NATS_(USER|PASSWORD|CREDS|[A-Z]+_(USER|PASSWORD|CREDS))$/;

/**
 * The environment of each service copy and of the gateway (step 5 of startStack).
 * @param {object} stack
 * @param {(name: string) => string | undefined} stack.fromEnv
 * @param {Record<string, string | undefined>} stack.envOverrides
 * @param {string} stack.dataDir
 * @param {string} stack.url the site
 * @param {{ ports: Record<string, number>, copies: { service: { service: string, urlEnv: string }, name: string, port: number }[],
 *   natsUrl: string, payhere?: { origin: string, credentials: Record<string, string> } }} stack.layout
 * @param {Record<string, { user: string, password: string }> | undefined} stack.natsUsers
 * @param {string} stack.baseDatabaseUrl
 * @returns {{ shared: Record<string, string>, copyEnv: (copy: { service: { service: string }, port: number }) => Record<string, string>,
 *   gatewayEnv: Record<string, string> }}
 */
export function childEnvironments({ fromEnv, envOverrides, dataDir, url, layout, natsUsers, baseDatabaseUrl }) {
  const { ports, copies, natsUrl, payhere } = layout;
  const serviceUrl = (s) => `http://127.0.0.1:${ports[s]}`;
  const allCopiesUrl = (s) => copies.filter((c) => c.service.service === s).map((c) => `http://127.0.0.1:${c.port}`).join(',');
  const shared = cleanEnv({
    ...process.env,
    DATA_DIR: dataDir,
    SEED_DEMO: process.env.SEED_DEMO ?? 'true',
    ...Object.fromEntries(SERVICES.map((s) => [s.urlEnv, allCopiesUrl(s.service)])),
    JWKS_URL: `${serviceUrl('auth')}/.well-known/jwks.json`,
    // The site's address in e-mails (svc-notify's links), unless the environment names the public one.
    PUBLIC_URL: fromEnv('PUBLIC_URL') ?? url,
    ...envOverrides,
    // After the overrides: `NATS_URL: undefined` there means "the private server", never the kit's default.
    NATS_URL: natsUrl,
    // The local checkout this stack started; without it, the operator's PAYHERE_* as they are.
    ...(payhere && {
      PAYHERE_MODE: 'local',
      PAYHERE_BASE_URL: payhere.origin,
      PAYHERE_MERCHANT_ID: payhere.credentials.merchantId,
      PAYHERE_MERCHANT_SECRET: payhere.credentials.merchantSecret,
      PAYHERE_APP_ID: payhere.credentials.appId,
      PAYHERE_APP_SECRET: payhere.credentials.appSecret,
    }),
  });
  delete shared.PORT;
  const natsCredentials = Object.fromEntries(SERVICES.map((s) => [s.service, childNatsEnv(s.service, shared, natsUsers)]));
  for (const key of Object.keys(shared)) if (NATS_SECRET_ENV.test(key)) delete shared[key];
  const copyEnv = ({ service: s, port }) => {
    const env = { ...shared, ...natsCredentials[s.service], PORT: String(port) };
    env.DATABASE_URL = serviceDatabaseUrl(baseDatabaseUrl, s.service);
    // Only svc-payments signs checkouts and calls the merchant APIs.
    if (s.service !== 'payments') for (const key of PAYHERE_SECRET_ENV) delete env[key];
    return env;
  };
  const origins = `http://localhost:${ports.gateway},http://127.0.0.1:${ports.gateway}`;
  const gatewayEnv = { WEB_ROOT: ROOT, PUBLIC_ORIGINS: origins, ...shared, PORT: String(ports.gateway) };
  delete gatewayEnv.DATABASE_URL;
  for (const key of PAYHERE_SECRET_ENV) delete gatewayEnv[key];
  return { shared, copyEnv, gatewayEnv };
}

/**
 * A service's NATS_USER/NATS_PASSWORD (or NATS_CREDS): its private-server user; else, with NATS_URL, the
 * environment's NATS_<SERVICE>_PASSWORD (user NATS_<SERVICE>_USER, default svc-<service>) or NATS_<SERVICE>_CREDS,
 * else the shared NATS_USER/NATS_PASSWORD/NATS_CREDS.
 */
function childNatsEnv(service, env, natsUsers) {
  if (natsUsers) {
    const { user, password } = natsUsers[`svc-${service}`];
    return { NATS_USER: user, NATS_PASSWORD: password };
  }
  const key = service.toUpperCase();
  if (env[`NATS_${key}_PASSWORD`]) {
    return { NATS_USER: env[`NATS_${key}_USER`] ?? `svc-${service}`, NATS_PASSWORD: env[`NATS_${key}_PASSWORD`] };
  }
  if (env[`NATS_${key}_CREDS`]) return { NATS_CREDS: env[`NATS_${key}_CREDS`] };
  return Object.fromEntries(['NATS_USER', 'NATS_PASSWORD', 'NATS_CREDS'].filter((k) => env[k]).map((k) => [k, env[k]]));
}

/** `postgres://u@h/vetnow?x` + `auth` → `postgres://u@h/vetnow_auth?x` (database `vetnow` when the URL names none). */
export function serviceDatabaseUrl(base, service) {
  const u = new URL(base);
  if (u.protocol !== 'postgres:' && u.protocol !== 'postgresql:') throw new Error(`DATABASE_URL must be a postgres:// URL, got ${u.protocol}//…`);
  const db = decodeURIComponent(u.pathname.replace(/^\//, '')) || 'vetnow';
  u.pathname = `/${encodeURIComponent(`${db}_${service}`)}`;
  return u.toString();
}

/** postgres://…/postgres + `vetnow` → postgres://…/vetnow. */
export function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A URL safe to print: the password replaced by ***. */
export function redactUrl(value) {
  try {
    const u = new URL(value);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return value;
  }
}

export function intEnv(value, fallback, name = 'port') {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 65535) throw new Error(`${name} must be a whole number from 1 to 65535, got "${value}"`);
  return n;
}

/** Only the variables with a value, as strings (`undefined` in the overrides removes one). */
export function cleanEnv(env) {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => [k, String(v)]));
}
