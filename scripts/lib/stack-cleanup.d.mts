// Types of stack-cleanup.mjs for TypeScript callers (e2e global setup, proof suite).
export function withDatabaseName(url: string, name: string): string;
export function databaseNameOf(url: string): string;
export function dropDatabases(urls: readonly string[]): Promise<void>;
export function deleteStream(natsUrl: string, name: string): Promise<void>;
export function removeStackLeftovers(what: {
  natsUrl?: string | undefined;
  streamName?: string | undefined;
  databaseUrls?: readonly string[];
  dataDir?: string | undefined;
}): Promise<string[]>;
