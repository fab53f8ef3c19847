import { nanos } from '@nats-io/transport-node';
import {
  DiscardPolicy,
  JetStreamApiCodes,
  JetStreamApiError,
  RetentionPolicy,
  StorageType,
  type JetStreamManager,
} from '@nats-io/jetstream';
import { DEFAULT_EVENT_STREAM, DEFAULT_EVENT_SUBJECT_PREFIX, privateSubjectPrefix } from '@vetnow/contracts/event-envelope';

/** Publisher dedup window: covers every relay retry of one outbox row that may already have been stored. */
export const DUPLICATE_WINDOW_MS = 2 * 60_000;
/** How long the stream keeps events unless EVENT_RETENTION_DAYS says otherwise. */
export const DEFAULT_EVENT_RETENTION_DAYS = 30;

export interface EventStreamSettings {
  /** NATS_STREAM, e.g. `VETNOW`. */
  readonly stream: string;
  /** EVENT_SUBJECT_PREFIX, e.g. `vetnow`. */
  readonly subjectPrefix: string;
  /** EVENT_RETENTION_DAYS: the stream's max_age. Default 30. */
  readonly retentionDays?: number;
  /** NATS_STREAM_REPLICAS: copies in a NATS cluster (1, 3 or 5). Default 1; never scaled down. */
  readonly replicas?: number;
}

/** The shared tree and the private one (ADR 0029): only the durables of the private types' readers filter on it. */
export function eventStreamSubjects(subjectPrefix: string): string[] {
  return [`${subjectPrefix}.>`, `${privateSubjectPrefix(subjectPrefix)}.>`];
}

/**
 * Creates the stream, or updates its subjects, dedup window, max age or replicas when they differ (subjects are only
 * ever added, replicas only raised). Needs a user allowed `$JS.API.STREAM.CREATE/UPDATE/INFO.<stream>` (ops).
 * What it did: 'created', 'updated' or 'unchanged'.
 */
export async function ensureEventStream(jsm: JetStreamManager, settings: EventStreamSettings): Promise<'created' | 'updated' | 'unchanged'> {
  const name = settings.stream;
  const subjects = eventStreamSubjects(settings.subjectPrefix);
  const duplicateWindow = nanos(DUPLICATE_WINDOW_MS);
  const maxAge = nanos((settings.retentionDays ?? DEFAULT_EVENT_RETENTION_DAYS) * 24 * 3600_000);
  const replicas = settings.replicas ?? 1;
  try {
    const info = await jsm.streams.info(name);
    const sameSubjects = subjects.every((s) => info.config.subjects?.includes(s));
    const sameReplicas = (info.config.num_replicas || 1) >= replicas;
    if (sameSubjects && info.config.duplicate_window === duplicateWindow && info.config.max_age === maxAge && sameReplicas) {
      return 'unchanged';
    }
    await jsm.streams.update(name, {
      subjects: [...new Set([...(info.config.subjects ?? []), ...subjects])],
      duplicate_window: duplicateWindow,
      max_age: maxAge,
      ...(sameReplicas ? {} : { num_replicas: replicas }),
    });
    return 'updated';
  } catch (err) {
    if (!(err instanceof JetStreamApiError) || err.code !== JetStreamApiCodes.StreamNotFound) throw err;
    await jsm.streams.add({
      name,
      subjects,
      storage: StorageType.File,
      retention: RetentionPolicy.Limits,
      discard: DiscardPolicy.Old,
      duplicate_window: duplicateWindow,
      max_age: maxAge,
      num_replicas: replicas,
    });
    return 'created';
  }
}

/** A variable of the stream's settings that cannot be used. */
export class EventStreamSettingsError extends Error {}

const TOKENS = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;

/**
 * The stream's settings from the environment: NATS_STREAM (VETNOW), EVENT_SUBJECT_PREFIX (vetnow),
 * EVENT_RETENTION_DAYS (30; 1–3650) and NATS_STREAM_REPLICAS (1, 3 or 5). Throws EventStreamSettingsError naming the
 * variable.
 */
export function eventStreamSettingsFromEnv(env: Record<string, string | undefined>): Required<EventStreamSettings> {
  const read = (name: string) => (env[name]?.trim() ? env[name]!.trim() : undefined);
  const stream = read('NATS_STREAM') ?? DEFAULT_EVENT_STREAM;
  if (!/^[A-Za-z0-9_-]+$/.test(stream)) throw new EventStreamSettingsError('NATS_STREAM: letters, digits, _ and - only');
  const subjectPrefix = read('EVENT_SUBJECT_PREFIX') ?? DEFAULT_EVENT_SUBJECT_PREFIX;
  if (!TOKENS.test(subjectPrefix)) {
    throw new EventStreamSettingsError('EVENT_SUBJECT_PREFIX: dot-separated tokens of letters, digits, _ and -');
  }
  const retentionDays = Number(read('EVENT_RETENTION_DAYS') ?? DEFAULT_EVENT_RETENTION_DAYS);
  if (!(retentionDays > 0 && retentionDays <= 3650)) throw new EventStreamSettingsError('EVENT_RETENTION_DAYS: a number of days, 1 to 3650');
  const replicas = Number(read('NATS_STREAM_REPLICAS') ?? 1);
  if (![1, 3, 5].includes(replicas)) throw new EventStreamSettingsError('NATS_STREAM_REPLICAS: 1, 3 or 5');
  return { stream, subjectPrefix, retentionDays, replicas };
}
