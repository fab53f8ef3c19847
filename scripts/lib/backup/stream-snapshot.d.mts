// Types of stream-snapshot.mjs for TypeScript callers (its spec).
import type { JetStreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';

export interface ArchivedMessage {
  seq: number;
  subject: string;
  time?: string;
  headers: Record<string, string[]>;
  data: string;
}
export function snapshotStream(
  nc: NatsConnection,
  stream: string,
  file: string,
  options?: { timeoutMs?: number },
): Promise<{ messages: number; firstSeq: number; lastSeq: number; config: object; eventIds: string[] }>;
export function readSnapshot(file: string): AsyncGenerator<ArchivedMessage>;
export function restoreStream(options: {
  ops: NatsConnection;
  ensureEventStream: (jsm: JetStreamManager, settings: { stream: string; subjectPrefix: string; retentionDays?: number; replicas?: number }) => Promise<string>;
  settings: { stream: string; subjectPrefix: string; retentionDays?: number; replicas?: number };
  file: string;
  publisherOf: (message: { subject: string; data: Buffer }) => Promise<NatsConnection>;
  notBefore?: Date;
}): Promise<{ published: number; skipped: number; eventIds: Set<string> }>;
