// Types of stack.mjs for TypeScript callers (e2e global setup, bench).
export interface StackPorts {
  gateway: number;
  auth: number;
  clinic: number;
  booking: number;
  payments: number;
  notify: number;
}

export interface StackOptions {
  /** Default: env GATEWAY_PORT, AUTH_PORT, CLINIC_PORT, BOOKING_PORT, PAYMENTS_PORT, NOTIFY_PORT, else 8080 and 4001..4005. */
  ports?: Partial<StackPorts>;
  /** PGlite data, svc-auth keys and a started NATS's store; default env DATA_DIR or ./data. */
  dataDir?: string;
  /** Overrides for every child's environment; `undefined` removes a variable. DATABASE_URL is the base URL. */
  env?: Record<string, string | undefined>;
  /** Do not print the children's log lines (the tail of a failing child is still printed). */
  quiet?: boolean;
  /** Append every child's log line to this file. */
  logFile?: string;
  /** Build first: what is out of date (default), only what is missing, or nothing. */
  build?: 'stale' | 'missing' | false;
  /** Without NATS_URL, start a private nats-server with per-service users (default true); false: NATS_URL is required. */
  startNats?: boolean;
  /**
   * Copies of a service (default 1 each; PostgreSQL only). The first keeps the service's port, the others take
   * free ports and are named `booking-2`, …; the gateway's `<SERVICE>_URL` lists them all. svc-auth is one copy.
   */
  copies?: Partial<Record<'clinic' | 'booking' | 'payments', number>>;
  /**
   * Without NATS_URL: a cluster of this many nats-server nodes (default 1), named `nats`, `nats-2`, …, every one
   * with the per-service users; NATS_STREAM_REPLICAS defaults to the node count.
   */
  natsNodes?: number;
  /** Default: env STARTUP_TIMEOUT (seconds), else 90 s. */
  healthTimeoutMs?: number;
  /** Aborting during start stops what was started and rejects with an AbortError. */
  signal?: AbortSignal;
  /** The stack's own messages (default console.log). */
  log?: (line: string) => void;
}

export interface Stack {
  /** The site, e.g. http://localhost:8080. */
  url: string;
  ports: StackPorts;
  dataDir: string;
  natsUrl: string;
  /**
   * The private nats-server's users (`svc-auth` … `svc-payments`, `ops`) and passwords (ADR 0010); undefined when
   * NATS_URL was given.
   */
  natsUsers: Record<string, { user: string; password: string }> | undefined;
  /** The base URL each service's database name is derived from (`<name>_auth`, …): DATABASE_URL or the embedded cluster's. */
  databaseUrl: string;
  /** The embedded PostgreSQL this stack started (no DATABASE_URL): its directory and port. */
  embeddedPostgres: { dir: string; port: number } | undefined;
  startedNats: boolean;
  /**
   * The local PayHere-compatible checkout this stack started as the child `payhere` (the environment had no
   * PAYHERE_MERCHANT_ID): its origin, which the children get as PAYHERE_BASE_URL with PAYHERE_MODE=local and the
   * merchant kept in DATA_DIR/payhere/credentials.json. Undefined when the environment names a merchant.
   */
  payhere: { origin: string } | undefined;
  /**
   * The environment shared by every child (before the per-service PORT and DATABASE_URL; PAYHERE_MERCHANT_SECRET and
   * PAYHERE_APP_SECRET are then removed from every child but svc-payments).
   */
  env: Record<string, string>;
  /** SIGTERM the gateway, the services, the local PayHere gateway (SIGKILL after a grace), then the NATS it started. Idempotent. */
  stop(): Promise<void>;
  /** Settles once stopped: code 0 after stop(), 1 when a child died on its own (the rest is then stopped). */
  done: Promise<{ code: number; reason?: string }>;
  /** Kills one child (default SIGKILL) and waits for its exit; the rest keeps running (fault tests). */
  kill(name: StackChildName, signal?: NodeJS.Signals): Promise<void>;
  /**
   * Starts a killed child again with the same command and environment (a NATS the stack started keeps its port
   * and store) and waits until it answers /health with 200 (`healthy: false`: until its port accepts connections).
   */
  restart(name: StackChildName, options?: { timeoutMs?: number; healthy?: boolean }): Promise<void>;
  /** The process id of a running child. */
  pid(name: StackChildName): number | undefined;
  /** A service's copies by child name: `['booking', 'booking-2']`. */
  copyNames(service: 'auth' | 'clinic' | 'booking' | 'payments' | 'notify'): StackChildName[];
}

/** A child: a service (its first copy), the gateway, the first NATS node, the local PayHere gateway, or a further copy / node. */
export type StackChildName = keyof StackPorts | 'nats' | 'payhere' | `${'clinic' | 'booking' | 'payments' | 'notify' | 'nats'}-${number}`;

export function startStack(options?: StackOptions): Promise<Stack>;

/** The node flags of the services and the gateway (the Dockerfile's CMDs say the same). */
export const NODE_FLAGS: readonly string[];
/** `postgres://u@h/vetnow` + `auth` → `postgres://u@h/vetnow_auth`. */
export function serviceDatabaseUrl(base: string, service: string): string;
export function redactUrl(value: string): string;
export function probeTcp(host: string, port: number, timeoutMs?: number): Promise<boolean>;
export function findFreePort(): Promise<number>;
/** Undefined for the health-probe request lines, which it drops. */
export function formatLogLine(name: string, raw: string, healthRequests?: Set<string>): string | undefined;
