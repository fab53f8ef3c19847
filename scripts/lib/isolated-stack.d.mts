// Types of isolated-stack.mjs for TypeScript callers (tests/faults, tests/integration).
import type { Stack } from './stack.mjs';

export type ServiceName = 'auth' | 'clinic' | 'booking' | 'payments';
export const SERVICE_NAMES: readonly ServiceName[];
/** The demo seeded, LOG_LEVEL warn, and the shell's NODE_ENV, admin account and signing keys unset. */
export const TEST_STACK_ENV: Readonly<Record<'LOG_LEVEL' | 'SEED_DEMO', string> & Record<'NODE_ENV' | 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'JWT_PRIVATE_KEY' | 'JWT_PUBLIC_KEY', undefined>>;
/** BENCH_POSTGRES_URL, else TEST_DATABASE_URL, else undefined (the stack starts an embedded PostgreSQL of its own). */
export function defaultPostgresServer(): string | undefined;

export interface IsolatedStack {
  readonly stack: Stack;
  readonly gatewayUrl: string;
  readonly serviceUrls: Record<ServiceName, string>;
  readonly natsUrl: string;
  readonly dataDir: string;
  readonly logFile: string;
  readonly streamName: string;
  /** The PostgreSQL server's `postgres` database: the given server's, or the embedded cluster's (while it runs). */
  readonly postgresServer: string;
  /** The embedded PostgreSQL the stack started (no server given), under dataDir; undefined on a given server. */
  readonly embeddedPostgres: { readonly dir: string; readonly port: number } | undefined;
  /** Each service's database. */
  readonly databaseUrls: Record<ServiceName, string>;
  cleanUp(): Promise<void>;
}

export function startIsolatedStack(options: {
  label: string;
  /** PostgreSQL, the only database (callers that name it need not change). */
  database?: 'postgres';
  /**
   * The PostgreSQL server to make the databases on (default defaultPostgresServer()); none: an embedded PostgreSQL of
   * the stack's own under its data dir, as `npm start` runs it.
   */
  postgresServer?: string;
  privateNats?: boolean;
  build?: 'stale' | 'missing' | false;
  /** Copies of a service beside the first: `{ booking: 2 }` runs `booking` and `booking-2`. */
  copies?: Partial<Record<'clinic' | 'booking' | 'payments', number>>;
  /** A private NATS cluster of this many nodes (`nats`, `nats-2`, …), the stream replicated on each. */
  natsNodes?: number;
  env?: Record<string, string | undefined>;
  log?: (line: string) => void;
}): Promise<IsolatedStack>;
