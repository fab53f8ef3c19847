/**
 * The generic HTTP SMS transport's settings (ADR 0031), read from the environment: any Sri Lankan SMS gateway that
 * takes one HTTP request per message (Dialog, Mobitel, Notify.lk, Text.lk…) is described by a URL, a method, a body
 * template and headers — no code per gateway.
 *
 * Placeholders, in SMS_HTTP_URL (always URL-encoded) and SMS_HTTP_BODY (escaped for SMS_HTTP_CONTENT_TYPE: JSON
 * string escapes for a JSON type, URL-encoding for a form, XML escapes for an XML type, as it is otherwise):
 * `{{to}}` the number in E.164 (`+94771234567`), `{{msisdn}}` the same without `+` (`94771234567`), `{{text}}` the
 * message, `{{id}}` the SMS's id (the same on a retry: a gateway that de-duplicates by a client reference can use it).
 */

export const SMS_HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH'] as const;
export type SmsHttpMethod = (typeof SMS_HTTP_METHODS)[number];
export const SMS_PLACEHOLDERS = ['to', 'msisdn', 'text', 'id'] as const;
export type SmsPlaceholder = (typeof SMS_PLACEHOLDERS)[number];
export type SmsValues = Record<SmsPlaceholder, string>;

export interface HttpSmsConfig {
  /** SMS_HTTP_URL: http(s), may hold placeholders (query-string gateways). */
  readonly url: string;
  /** SMS_HTTP_METHOD (default POST). */
  readonly method: SmsHttpMethod;
  /** SMS_HTTP_BODY: the body template (none for GET); a JSON or form default from the content type when unset. */
  readonly body?: string;
  /** SMS_HTTP_CONTENT_TYPE (default `application/json`). */
  readonly contentType: string;
  /** SMS_HTTP_HEADERS: a JSON object of header → value (an Authorization header, an API key…). */
  readonly headers: Readonly<Record<string, string>>;
  /** SMS_HTTP_TIMEOUT_MS (default 10000): a gateway slower than this is a failure (retried). */
  readonly timeoutMs: number;
}

export type BodyEncoding = 'json' | 'form' | 'xml' | 'raw';

/** How placeholders are escaped in a body of this content type. */
export function bodyEncodingOf(contentType: string): BodyEncoding {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json' || type.endsWith('+json')) return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  if (type === 'application/xml' || type === 'text/xml' || type.endsWith('+xml')) return 'xml';
  return 'raw';
}

const PLACEHOLDER = /\{\{\s*([A-Za-z_]+)\s*\}\}/g;

function escapeFor(encoding: BodyEncoding | 'url', value: string): string {
  switch (encoding) {
    case 'json':
      return JSON.stringify(value).slice(1, -1);
    case 'form':
    case 'url':
      return encodeURIComponent(value);
    case 'xml':
      return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
    case 'raw':
      return value;
  }
}

/** The template with each placeholder replaced by its value, escaped for where it goes. */
export function renderSmsTemplate(template: string, values: SmsValues, encoding: BodyEncoding | 'url'): string {
  return template.replace(PLACEHOLDER, (_m, name: string) => escapeFor(encoding, values[name as SmsPlaceholder]));
}

const DEFAULT_BODIES: Partial<Record<BodyEncoding, string>> = {
  json: '{"to":"{{to}}","text":"{{text}}","id":"{{id}}"}',
  form: 'to={{to}}&text={{text}}&id={{id}}',
};

const SAMPLE: SmsValues = { to: '+94771234567', msisdn: '94771234567', text: 'VetNow: "test" & <check>', id: '00000000-0000-4000-8000-000000000000' };
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * The HTTP transport's settings, or undefined when SMS_HTTP_URL is unset (the log transport then). Throws an
 * Error listing every problem by variable name — never a value, which may hold a key.
 */
export function parseHttpSmsConfig(env: Record<string, string | undefined>): HttpSmsConfig | undefined {
  const get = (name: string) => {
    const v = env[name];
    return v === undefined || v.trim() === '' ? undefined : v.trim();
  };
  const url = get('SMS_HTTP_URL');
  const others = ['SMS_HTTP_METHOD', 'SMS_HTTP_BODY', 'SMS_HTTP_HEADERS', 'SMS_HTTP_CONTENT_TYPE', 'SMS_HTTP_TIMEOUT_MS'].filter((n) => get(n) !== undefined);
  if (!url) {
    if (others.length) throw new Error(`${others.join(', ')} set without SMS_HTTP_URL`);
    return undefined;
  }
  const problems: string[] = [];
  const unknownIn = (name: string, template: string) => {
    const unknown = [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!).filter((p) => !(SMS_PLACEHOLDERS as readonly string[]).includes(p));
    if (unknown.length) problems.push(`${name} has unknown placeholders ${unknown.map((p) => `{{${p}}}`).join(', ')} (known: ${SMS_PLACEHOLDERS.map((p) => `{{${p}}}`).join(', ')})`);
  };

  unknownIn('SMS_HTTP_URL', url);
  try {
    const parsed = new URL(renderSmsTemplate(url, SAMPLE, 'url'));
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') problems.push('SMS_HTTP_URL must be an http:// or https:// URL');
  } catch {
    problems.push('SMS_HTTP_URL is not a URL');
  }

  const methodText = (get('SMS_HTTP_METHOD') ?? 'POST').toUpperCase();
  const method = (SMS_HTTP_METHODS as readonly string[]).includes(methodText) ? (methodText as SmsHttpMethod) : undefined;
  if (!method) problems.push(`SMS_HTTP_METHOD must be one of ${SMS_HTTP_METHODS.join(', ')}`);

  const contentType = get('SMS_HTTP_CONTENT_TYPE') ?? 'application/json';
  if (!/^[\w.+-]+\/[\w.+-]+(\s*;.*)?$/.test(contentType)) problems.push('SMS_HTTP_CONTENT_TYPE is not a media type (e.g. application/json)');
  const encoding = bodyEncodingOf(contentType);

  let body = get('SMS_HTTP_BODY') === undefined ? undefined : env['SMS_HTTP_BODY'];
  if (method === 'GET') {
    if (body !== undefined) problems.push('SMS_HTTP_BODY cannot be used with SMS_HTTP_METHOD=GET (put the placeholders in SMS_HTTP_URL)');
  } else if (method) {
    body ??= DEFAULT_BODIES[encoding];
    if (body === undefined) problems.push(`SMS_HTTP_BODY is required for SMS_HTTP_CONTENT_TYPE ${contentType}`);
    else {
      unknownIn('SMS_HTTP_BODY', body);
      if (!/\{\{\s*text\s*\}\}/.test(body) && !/\{\{\s*text\s*\}\}/.test(url)) problems.push('SMS_HTTP_BODY or SMS_HTTP_URL must hold {{text}}');
      if (encoding === 'json') {
        try {
          JSON.parse(renderSmsTemplate(body, SAMPLE, 'json'));
        } catch {
          problems.push('SMS_HTTP_BODY is not JSON once its placeholders are filled in (quote them: "{{text}}")');
        }
      }
    }
  }
  if (method === 'GET' && !/\{\{\s*text\s*\}\}/.test(url)) problems.push('SMS_HTTP_URL must hold {{text}} with SMS_HTTP_METHOD=GET');

  const headers: Record<string, string> = {};
  const headersText = get('SMS_HTTP_HEADERS');
  if (headersText !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(headersText);
    } catch {
      parsed = undefined;
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      problems.push('SMS_HTTP_HEADERS must be a JSON object of header names to string values, e.g. {"Authorization":"Bearer …"}');
    } else {
      for (const [name, value] of Object.entries(parsed)) {
        if (!HEADER_NAME.test(name)) problems.push(`SMS_HTTP_HEADERS has an invalid header name ${JSON.stringify(name)}`);
        else if (typeof value !== 'string' || /[\r\n]/.test(value)) problems.push(`SMS_HTTP_HEADERS value of ${name} must be a one-line string`);
        else headers[name] = value;
      }
    }
  }

  const timeoutText = get('SMS_HTTP_TIMEOUT_MS') ?? '10000';
  const timeoutMs = Number(timeoutText);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 120_000) problems.push('SMS_HTTP_TIMEOUT_MS must be a whole number of milliseconds from 100 to 120000');

  if (problems.length || !method) throw new Error(problems.join('; '));
  return { url, method, ...(body !== undefined ? { body } : {}), contentType, headers, timeoutMs };
}
