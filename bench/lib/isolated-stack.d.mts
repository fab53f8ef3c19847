// Types of isolated-stack.mjs for TypeScript callers (the fault suite).
import type { Stack } from '../../scripts/lib/stack.mjs';

export type ServiceName = 'auth' | 'clinic' | 'booking' | 'payments';
export const SERVICE_NAMES: readonly ServiceName[];
export const POSTGRES_SERVER: string;

export interface IsolatedStack {
  readonly stack: Stack;
  readonly gatewayUrl: string;
  readonly serviceUrls: Record<ServiceName, string>;
  readonly natsUrl: string;
  readonly dataDir: string;
  readonly logFile: string;
  readonly streamName: string;
  readonly databaseKind: 'postgres' | 'pglite';
  readonly databaseUrls: Partial<Record<ServiceName, string>>;
  cleanUp(): Promise<void>;
}

export function startIsolatedStack(options: {
  label: string;
  database?: 'postgres' | 'pglite';
  /** The PostgreSQL server to make the databases on (default POSTGRES_SERVER). */
  postgresServer?: string;
  privateNats?: boolean;
  build?: 'stale' | 'missing' | false;
  /** Copies of a service beside the first (PostgreSQL only): `{ booking: 2 }` runs `booking` and `booking-2`. */
  copies?: Partial<Record<'clinic' | 'booking' | 'payments', number>>;
  /** A private NATS cluster of this many nodes (`nats`, `nats-2`, …), the stream replicated on each. */
  natsNodes?: number;
  env?: Record<string, string | undefined>;
  log?: (line: string) => void;
}): Promise<IsolatedStack>;
