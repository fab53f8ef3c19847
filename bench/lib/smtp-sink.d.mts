// Types of smtp-sink.mjs for TypeScript callers.
export interface SinkMail {
  /** When its DATA ended (the message accepted), on the {@link sinkClockMs} clock. */
  readonly receivedAtMs: number;
  readonly from: string;
  readonly to: string[];
  /** Unfolded, RFC 2047 encoded words decoded. */
  readonly subject: string;
  readonly messageId: string;
  readonly bytes: number;
  /** From the TCP connection accepted to the server's greeting (smtp-server waits 100 ms for early talkers). */
  readonly greetingPauseMs: number;
}
export interface SmtpSink {
  readonly port: number;
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  readonly url: string;
  /** Every message received so far, in order of arrival. */
  readonly messages: readonly SinkMail[];
  /** The first message `match` accepts, received already or before `deadlineMs` ({@link sinkClockMs} clock); else undefined. */
  waitFor(match: (mail: SinkMail) => boolean, deadlineMs: number): Promise<SinkMail | undefined>;
  /** Resolves true once no message has come for `idleMs`; false if not so within `timeoutMs`. */
  untilIdle(idleMs: number, timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}
/** Milliseconds on the monotonic clock (process.hrtime) the sink stamps with, shared by the threads. */
export function sinkClockMs(): number;
export function startSmtpSink(options?: { host?: string }): Promise<SmtpSink>;
export function subjectOf(raw: string): string;
