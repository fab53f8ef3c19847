// Types of smtp-sink.mjs for TypeScript callers (tests/e2e, svc-notify's test kit).
import type { Buffer } from 'node:buffer';
import type { Server } from 'node:net';
import type { SMTPServerSession } from 'smtp-server';

/** A message as the sink accepted it. */
export interface SinkMessage {
  /** The whole message as it crossed SMTP (headers and body, still encoded). */
  readonly raw: Buffer;
  /** The envelope's sender ('' when none) and recipients. */
  readonly from: string;
  readonly to: string[];
  readonly session: SMTPServerSession;
}

export interface SmtpSinkOptions {
  /** Default 127.0.0.1; the port is a free one. */
  host?: string;
  /** Called at the end of each message's DATA; the message is accepted once it returns (or its promise resolves). */
  onMessage: (message: SinkMessage) => void | Promise<void>;
  onConnect?: (session: SMTPServerSession) => void;
  onClose?: (session: SMTPServerSession) => void;
  /** A client's broken session; without it, smtp-server's own default applies. */
  onError?: (error: Error) => void;
  /** close(): sessions still open after this long are ended (smtp-server's default otherwise). */
  closeTimeoutMs?: number;
}

export interface SmtpSinkServer {
  readonly port: number;
  /** `smtp://host:port`, for SMTP_URL. */
  readonly url: string;
  /** The listening socket (to watch its connections). */
  readonly netServer: Server;
  /** Stops listening; resolves once the server is closed. */
  close(): Promise<void>;
}

export declare function startSmtpServer(options: SmtpSinkOptions): Promise<SmtpSinkServer>;
