import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { GATEWAY_PORT, SERVICES, SERVICE_NAMES, type ServiceName } from '@vetnow/contracts/services';
import { HTTP_TIMEOUT_MS } from '@vetnow/contracts/constants';
import { isProxyAddress, LOG_LEVELS, splitList, type LogLevel } from '@vetnow/service-kit/config';
import { BODY_LIMIT_BYTES } from '@vetnow/service-kit';

/** The microfrontends the shell loads at run time, and where the gateway serves their builds from. */
export const REMOTES = {
  owner: { dist: 'mf-owner/dist', urlEnv: 'REMOTE_OWNER_URL' },
  doctor: { dist: 'mf-doctor/dist', urlEnv: 'REMOTE_DOCTOR_URL' },
  admin: { dist: 'mf-admin/dist', urlEnv: 'REMOTE_ADMIN_URL' },
} as const;
export type RemoteName = keyof typeof REMOTES;
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

export const SHELL_DIST = 'shell/dist';
export const MANIFEST_FILE = 'mf-manifest.json';

/** Everything the gateway reads from its environment, parsed once at boot. */
export interface GatewayConfig {
  readonly port: number;
  readonly host: string;
  /**
   * Base URLs of each service's copies (no trailing slash): `BOOKING_URL=http://a:4003,http://b:4003` runs two
   * copies behind the gateway, which balances across them (ADR 0025).
   */
  readonly upstreams: Readonly<Record<ServiceName, readonly string[]>>;
  /** Time an upstream has to send its answer's headers (spec: 10 s). */
  readonly upstreamTimeoutMs: number;
  /** Time each service has to answer `GET /health`. */
  readonly healthTimeoutMs: number;
  /** How often each copy of a service with more than one is asked `GET /health` (UPSTREAM_HEALTH_INTERVAL_MS). */
  readonly healthIntervalMs: number;
  /** Largest request body the gateway accepts (413 beyond). */
  readonly bodyLimitBytes: number;
  /** Folder holding `shell/dist` and `mf-<name>/dist` (absolute). */
  readonly webRoot: string;
  /** URL of each remote's `mf-manifest.json`, absolute or relative to the site. */
  readonly remoteManifests: Readonly<Record<RemoteName, string>>;
  /** Origins allowed by CORS (the site's own origins). */
  readonly publicOrigins: readonly string[];
  /**
   * Origins the owner's browser submits a payment form to (CSP `form-action`): PayHere's checkout. PAYHERE_BASE_URL's
   * origin when set, else by PAYHERE_MODE (`live` → https://www.payhere.lk, `sandbox` → https://sandbox.payhere.lk;
   * with PAYHERE_MERCHANT_ID and no mode, `sandbox`, as svc-payments reads it); none without any PAYHERE_*.
   */
  readonly paymentFormOrigins: readonly string[];
  /**
   * Proxies in front of the gateway whose X-Forwarded-* are believed (GATEWAY_TRUSTED_PROXIES: addresses or CIDR
   * ranges; default none: the gateway is the edge and the client is its socket peer).
   */
  readonly trustedProxies: readonly string[];
  /** Serve HTTPS with this certificate chain and key (TLS_CERT_FILE, TLS_KEY_FILE, PEM files); unset: plain HTTP. */
  readonly tls?: { readonly certFile: string; readonly keyFile: string };
  /** With TLS: a plain-HTTP listener on this port that only redirects to HTTPS (HTTP_PORT). */
  readonly httpPort?: number;
  /**
   * `GET /metrics` (Prometheus) on its own listener, for the scraper inside the deployment (GATEWAY_METRICS_PORT;
   * unset: no metrics listener) on GATEWAY_METRICS_HOST (127.0.0.1). Never on the public port.
   */
  readonly metrics?: { readonly port: number; readonly host: string };
  readonly logLevel: LogLevel;
  /** PEM (SPKI) of the token signer's public key; when unset, {@link jwksUrl} is used. */
  readonly jwtPublicKey?: string;
  readonly jwksUrl: string;
}

/** Thrown at boot when an environment variable is invalid; the message names the variable. */
export class GatewayConfigError extends Error {
  override readonly name = 'GatewayConfigError';
}

type Env = Readonly<Record<string, string | undefined>>;

const value = (env: Env, name: string): string | undefined => {
  const v = env[name]?.trim();
  return v ? v : undefined;
};

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new GatewayConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return n;
}

function httpUrl(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new GatewayConfigError(`${name} must be an http:// or https:// URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new GatewayConfigError(`${name} must be an http:// or https:// URL, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

/** PayHere's checkout origin in each of its modes; `local` (`npm start`'s own gateway) is named by PAYHERE_BASE_URL. */
export const PAYHERE_ORIGINS = { live: 'https://www.payhere.lk', sandbox: 'https://sandbox.payhere.lk' } as const;
const PAYHERE_MODES = [...Object.keys(PAYHERE_ORIGINS), 'local'];

/** Where the owner's browser posts PayHere's checkout form (see {@link GatewayConfig.paymentFormOrigins}). */
function paymentFormOrigins(env: Env): string[] {
  const mode = value(env, 'PAYHERE_MODE');
  if (mode !== undefined && !PAYHERE_MODES.includes(mode)) {
    throw new GatewayConfigError(`PAYHERE_MODE must be one of ${PAYHERE_MODES.join(', ')}, got "${mode}"`);
  }
  const baseUrl = value(env, 'PAYHERE_BASE_URL');
  if (baseUrl !== undefined) return [new URL(httpUrl('PAYHERE_BASE_URL', baseUrl)).origin];
  if (mode === 'local') {
    throw new GatewayConfigError('PAYHERE_MODE=local needs PAYHERE_BASE_URL (the local PayHere gateway\'s origin)');
  }
  // svc-payments' default mode for a merchant without one (provider/payments-config.ts).
  const effective = mode ?? (value(env, 'PAYHERE_MERCHANT_ID') !== undefined ? 'sandbox' : undefined);
  return effective === undefined ? [] : [PAYHERE_ORIGINS[effective as keyof typeof PAYHERE_ORIGINS]];
}

/**
 * The repository root, found from this file's place (`<root>/gateway/{src,dist}/config/`), so the default web
 * root does not depend on the directory the gateway is started from (`npm start -w gateway` runs in gateway/).
 */
export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * A remote's manifest URL from its env var: a URL ending in `.json` is used as is; any other value is the
 * remote's base URL and gets `/mf-manifest.json` appended. Unset → served by this gateway.
 */
function remoteManifest(env: Env, name: RemoteName): string {
  const raw = value(env, REMOTES[name].urlEnv);
  if (raw === undefined) return `/remotes/${name}/${MANIFEST_FILE}`;
  if (!raw.startsWith('/')) httpUrl(REMOTES[name].urlEnv, raw);
  return raw.endsWith('.json') ? raw : `${raw.replace(/\/+$/, '')}/${MANIFEST_FILE}`;
}

export function loadGatewayConfig(env: Env = process.env): GatewayConfig {
  const upstreams = Object.fromEntries(
    SERVICE_NAMES.map((name) => {
      const { port, urlEnv } = SERVICES[name];
      const urls = splitList(value(env, urlEnv) ?? '').map((raw) => httpUrl(urlEnv, raw));
      if (new Set(urls).size !== urls.length) throw new GatewayConfigError(`${urlEnv} lists the same URL twice`);
      return [name, urls.length === 0 ? [`http://127.0.0.1:${port}`] : urls];
    }),
  ) as Record<ServiceName, string[]>;

  const publicOrigins = (value(env, 'PUBLIC_ORIGINS') ?? `http://localhost:${GATEWAY_PORT},http://127.0.0.1:${GATEWAY_PORT}`)
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => new URL(httpUrl('PUBLIC_ORIGINS', o)).origin);

  const rawLevel = value(env, 'LOG_LEVEL')?.toLowerCase() ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(rawLevel)) {
    throw new GatewayConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${rawLevel}"`);
  }

  if (value(env, 'TRUST_PROXY') !== undefined) {
    throw new GatewayConfigError(
      'TRUST_PROXY is no longer read: list the proxies in front of the gateway in GATEWAY_TRUSTED_PROXIES (addresses or CIDR ranges)',
    );
  }
  const trustedProxies = splitList(value(env, 'GATEWAY_TRUSTED_PROXIES') ?? '');
  const badProxy = trustedProxies.find((p) => !isProxyAddress(p));
  if (badProxy !== undefined) {
    throw new GatewayConfigError(
      `GATEWAY_TRUSTED_PROXIES must be a comma-separated list of IP addresses or CIDR ranges, got "${badProxy}"`,
    );
  }
  const certFile = value(env, 'TLS_CERT_FILE');
  const keyFile = value(env, 'TLS_KEY_FILE');
  if ((certFile === undefined) !== (keyFile === undefined)) {
    throw new GatewayConfigError('TLS_CERT_FILE and TLS_KEY_FILE must be set together (PEM certificate chain and key)');
  }
  const httpPort = value(env, 'HTTP_PORT') === undefined ? undefined : integer(env, 'HTTP_PORT', 0, 0, 65535);
  if (httpPort !== undefined && certFile === undefined) {
    throw new GatewayConfigError('HTTP_PORT (the HTTP → HTTPS redirect) needs TLS_CERT_FILE and TLS_KEY_FILE');
  }
  const metricsPort = value(env, 'GATEWAY_METRICS_PORT') === undefined ? undefined : integer(env, 'GATEWAY_METRICS_PORT', 0, 0, 65535);
  const jwtPublicKey = value(env, 'JWT_PUBLIC_KEY')?.replace(/\\n/g, '\n');
  if (jwtPublicKey !== undefined && !jwtPublicKey.includes('-----BEGIN PUBLIC KEY-----')) {
    throw new GatewayConfigError('JWT_PUBLIC_KEY must be a PEM public key (-----BEGIN PUBLIC KEY-----)');
  }

  return {
    port: integer(env, 'PORT', GATEWAY_PORT, 0, 65535),
    host: value(env, 'HOST') ?? '0.0.0.0',
    upstreams,
    upstreamTimeoutMs: integer(env, 'UPSTREAM_TIMEOUT_MS', HTTP_TIMEOUT_MS, 1, 600_000),
    healthTimeoutMs: integer(env, 'HEALTH_TIMEOUT_MS', 2000, 1, 60_000),
    healthIntervalMs: integer(env, 'UPSTREAM_HEALTH_INTERVAL_MS', 5000, 50, 600_000),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', BODY_LIMIT_BYTES, 1, 50 * 1024 * 1024),
    webRoot: resolve(value(env, 'WEB_ROOT') ?? DEFAULT_WEB_ROOT),
    remoteManifests: Object.fromEntries(REMOTE_NAMES.map((n) => [n, remoteManifest(env, n)])) as Record<
      RemoteName,
      string
    >,
    publicOrigins,
    paymentFormOrigins: paymentFormOrigins(env),
    trustedProxies,
    ...(certFile && keyFile ? { tls: { certFile: resolve(certFile), keyFile: resolve(keyFile) } } : {}),
    ...(httpPort !== undefined ? { httpPort } : {}),
    ...(metricsPort !== undefined ? { metrics: { port: metricsPort, host: value(env, 'GATEWAY_METRICS_HOST') ?? '127.0.0.1' } } : {}),
    logLevel: rawLevel as LogLevel,
    jwtPublicKey,
    jwksUrl: value(env, 'JWKS_URL') ? httpUrl('JWKS_URL', value(env, 'JWKS_URL')!) : `${upstreams.auth[0]}/.well-known/jwks.json`,
  };
}

/** Origins other than the site's own that the page loads remotes from (for CSP). */
export function remoteOrigins(config: GatewayConfig): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(config.remoteManifests)) {
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}
