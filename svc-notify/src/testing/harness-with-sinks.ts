import { SmsGatewaySink } from '../sms/testing/sms-gateway-sink.js';
import { NotifyHarness, SmtpSink } from './notify-test-kit.js';

/** The SMS gateway request body the specs read back (SMS_HTTP_BODY): the number, the text and the SMS's id. */
export const SINK_SMS_BODY = '{"to":"{{to}}","message":"{{text}}","ref":"{{id}}"}';

/** A notify harness whose e-mail goes to a real SMTP server and whose SMS go to a real HTTP gateway (loopback). */
export interface HarnessWithSinks {
  h: NotifyHarness;
  smtp: SmtpSink;
  sink: SmsGatewaySink;
}

/** Starts the SMTP server, the SMS gateway and svc-notify pointed at both (and at `env`). */
export async function startWithSinks(env: Record<string, string | undefined> = {}): Promise<HarnessWithSinks> {
  const smtp = await SmtpSink.start();
  const sink = await SmsGatewaySink.start();
  const h = await NotifyHarness.start({ SMTP_URL: smtp.url, SMS_HTTP_URL: sink.url(), SMS_HTTP_BODY: SINK_SMS_BODY, ...env });
  return { h, smtp, sink };
}

/** Closes what {@link startWithSinks} started (any part of it that did start): svc-notify first, then the sinks. */
export async function closeWithSinks(started: Partial<HarnessWithSinks>): Promise<void> {
  await started.h?.close();
  await started.sink?.close();
  await started.smtp?.close();
}

/** A notify harness whose e-mail goes to a real SMTP server on a loopback port. */
export type HarnessWithSmtp = Pick<HarnessWithSinks, 'h' | 'smtp'>;

/** Starts the SMTP server and svc-notify pointed at it (and at `env`). */
export async function startWithSmtp(env: Record<string, string | undefined> = {}): Promise<HarnessWithSmtp> {
  const smtp = await SmtpSink.start();
  return { h: await NotifyHarness.start({ SMTP_URL: smtp.url, ...env }), smtp };
}
