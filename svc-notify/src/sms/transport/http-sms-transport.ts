import { Logger } from '@nestjs/common';
import { bodyEncodingOf, type HttpSmsConfig, renderSmsTemplate, type SmsValues } from './http-sms-config.js';
import { maskPhone, type SmsTransport } from './sms-transport.js';

/** A gateway's refusal, unreachability or silence; the message names no URL, header or number (they may hold keys). */
export class SmsGatewayError extends Error {
  override readonly name = 'SmsGatewayError';
}

/**
 * The generic HTTP transport (ADR 0031): one request per SMS to SMS_HTTP_URL, with SMS_HTTP_METHOD, the
 * SMS_HTTP_BODY template filled in and SMS_HTTP_HEADERS, through Node's own fetch. A 2xx answer is success; any
 * other answer, a network error or no answer within SMS_HTTP_TIMEOUT_MS is a failure, which the sender retries.
 */
export class HttpSmsTransport implements SmsTransport {
  readonly kind = 'http';
  private readonly logger = new Logger('Sms');

  constructor(private readonly config: HttpSmsConfig) {}

  /** The request for one SMS (exposed for the spec and for operators checking a template). */
  request(to: string, text: string, id: string): { url: string; init: RequestInit } {
    const values: SmsValues = { to, msisdn: to.replace(/^\+/, ''), text, id };
    const { url, method, body, contentType, headers } = this.config;
    const hasContentType = Object.keys(headers).some((h) => h.toLowerCase() === 'content-type');
    return {
      url: renderSmsTemplate(url, values, 'url'),
      init: {
        method,
        headers: { ...(body !== undefined && !hasContentType ? { 'content-type': contentType } : {}), ...headers },
        ...(body !== undefined ? { body: renderSmsTemplate(body, values, bodyEncodingOf(contentType)) } : {}),
        redirect: 'error',
      },
    };
  }

  async send(to: string, text: string, id: string): Promise<void> {
    const { url, init } = this.request(to, text, id);
    let res: Response;
    try {
      res = await fetch(url, { ...init, signal: AbortSignal.timeout(this.config.timeoutMs) });
    } catch (err) {
      const e = err as Error & { cause?: { code?: string } };
      if (e.name === 'TimeoutError') throw new SmsGatewayError(`SMS gateway did not answer within ${this.config.timeoutMs} ms`);
      throw new SmsGatewayError(`SMS gateway unreachable (${e.cause?.code ?? e.name})`);
    }
    // The body is read (and dropped) so the connection is released; it is not logged (it may echo the number).
    await res.arrayBuffer().catch(() => undefined);
    if (res.status < 200 || res.status > 299) throw new SmsGatewayError(`SMS gateway answered ${res.status}`);
    this.logger.log({ msg: 'SMS sent', smsId: id, to: maskPhone(to), status: res.status });
  }
}
