// Types of mail-latency.mjs for TypeScript callers.
import type { SmtpSink } from './smtp-sink.mjs';
import type { ApiClient, Owner, Slot } from '../../scripts/lib/vetnow-api.mjs';

export function measureConfirmationMail(options: {
  api: ApiClient;
  owners: readonly Owner[];
  slots: readonly Slot[];
  sink: SmtpSink;
  /** svc-notify's MAIL_POLL_MS: each booking waits a random pause up to this long first. */
  pollMs: number;
  /** How long after its 201 each e-mail is waited for (default 15 000); a missing one ends the measure. */
  waitMs?: number;
}): Promise<{
  expected: number;
  /** 201 → DATA ended at the sink, one per e-mail received. */
  latenciesMs: number[];
  /** The sink's pause before greeting each of those e-mails' connections (part of its latency), same order. */
  greetingPausesMs: number[];
  /** The reference whose e-mail had not come in time (the measure stopped there), if any. */
  missing: string[];
}>;
