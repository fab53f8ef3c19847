import { envInt, envProblems, optionalEnv, splitList } from '@vetnow/service-kit/config';
import { z } from 'zod';

/**
 * The push services a subscription's endpoint may name (issue 40, ADR 0066): the browsers' own — Chrome, Edge on
 * Android, Opera and Samsung Internet (FCM), Firefox (Mozilla autopush), Safari (Apple), Edge on Windows (WNS). An
 * endpoint is a URL the browser hands us and svc-notify then POSTs to: without this list, any signed-in account could
 * make svc-notify send requests to any host (an internal one too). `.` in front: that host's subdomains.
 */
export const DEFAULT_PUSH_ENDPOINT_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '.notify.windows.com',
] as const;

export interface VapidKeys {
  /** base64url of the uncompressed P-256 public key (65 bytes): the browsers' applicationServerKey. */
  readonly publicKey: string;
  /** base64url of the 32-byte private key. Never logged. */
  readonly privateKey: string;
}

/** Web Push's settings (issue 40): the VAPID identity, the sender's poll and which endpoints may be subscribed. */
export interface PushConfig {
  /** VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY (set together); unset: a pair made once in DATA_DIR/notify/vapid.json. */
  readonly vapid?: VapidKeys;
  /** VAPID_SUBJECT (default `mailto:` + MAIL_FROM's address): who the push services may contact, mailto: or https:. */
  readonly subject: string;
  /** PUSH_POLL_MS (default 60000): as SMS_POLL_MS, for the push sender; 0 = never by itself (tests). */
  readonly pollMs: number;
  /** PUSH_TTL_SECONDS (default 86400): how long a push service keeps a message for a phone that is off. */
  readonly ttlSeconds: number;
  /** PUSH_TIMEOUT_MS (default 10000): a push service slower than this is a failure (retried). */
  readonly timeoutMs: number;
  /** PUSH_ENDPOINT_HOSTS (comma-separated; `.host` for its subdomains): replaces DEFAULT_PUSH_ENDPOINT_HOSTS. */
  readonly endpointHosts: readonly string[];
  /**
   * PUSH_TEST_ORIGINS (comma-separated origins, http allowed): a push service double for tests and the e2e stack.
   * Never set in production.
   */
  readonly testOrigins: readonly string[];
}

const base64url = z.string().regex(/^[A-Za-z0-9_-]+$/, 'must be base64url without padding');

const envSchema = z.object({
  VAPID_PUBLIC_KEY: optionalEnv(base64url.length(87, 'must be base64url of 65 bytes (web-push generate-vapid-keys)')),
  VAPID_PRIVATE_KEY: optionalEnv(base64url.length(43, 'must be base64url of 32 bytes (web-push generate-vapid-keys)')),
  VAPID_SUBJECT: optionalEnv(z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: URL')),
  PUSH_POLL_MS: envInt(60_000, { min: 0, max: 3_600_000 }),
  PUSH_TTL_SECONDS: envInt(86_400, { min: 0, max: 2_419_200 }),
  PUSH_TIMEOUT_MS: envInt(10_000, { min: 100, max: 120_000 }),
  PUSH_ENDPOINT_HOSTS: optionalEnv(z.string().regex(/^[a-z0-9.,\s-]+$/i, 'must be host names, comma-separated')),
  PUSH_TEST_ORIGINS: optionalEnv(z.string()),
});

/** The address in MAIL_FROM (`VetNow <no-reply@vetnow.lk>` → `no-reply@vetnow.lk`). */
function addressOf(mailFrom: string): string {
  return /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
}

/** Reads the push settings; answers the problems (naming the variable, never a value) beside the config. */
export function parsePushConfig(env: Record<string, string | undefined>, mailFrom: string): { config?: PushConfig; problems: string[] } {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) return { problems: envProblems(parsed.error) };
  const d = parsed.data;
  const problems: string[] = [];
  if (!d.VAPID_PUBLIC_KEY !== !d.VAPID_PRIVATE_KEY) problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  const testOrigins: string[] = [];
  for (const origin of splitList(d.PUSH_TEST_ORIGINS ?? '')) {
    const url = URL.canParse(origin) ? new URL(origin) : undefined;
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== origin.replace(/\/+$/, '')) problems.push('PUSH_TEST_ORIGINS must be origins (http(s)://host:port)');
    else testOrigins.push(url.origin);
  }
  if (problems.length) return { problems };
  return {
    problems,
    config: {
      ...(d.VAPID_PUBLIC_KEY && d.VAPID_PRIVATE_KEY ? { vapid: { publicKey: d.VAPID_PUBLIC_KEY, privateKey: d.VAPID_PRIVATE_KEY } } : {}),
      subject: d.VAPID_SUBJECT ?? `mailto:${addressOf(mailFrom)}`,
      pollMs: d.PUSH_POLL_MS,
      ttlSeconds: d.PUSH_TTL_SECONDS,
      timeoutMs: d.PUSH_TIMEOUT_MS,
      endpointHosts: d.PUSH_ENDPOINT_HOSTS ? splitList(d.PUSH_ENDPOINT_HOSTS.toLowerCase()) : DEFAULT_PUSH_ENDPOINT_HOSTS,
      testOrigins,
    },
  };
}

/**
 * Whether svc-notify may send to this endpoint: https on a push service of `endpointHosts` (default port), or any
 * URL under one of `testOrigins`. Anything else — another host, an IP address, credentials in the URL — is refused.
 */
export function endpointAllowed(endpoint: string, config: Pick<PushConfig, 'endpointHosts' | 'testOrigins'>): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  if (config.testOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return config.endpointHosts.some((allowed) => (allowed.startsWith('.') ? host.endsWith(allowed) && host.length > allowed.length : host === allowed));
}
