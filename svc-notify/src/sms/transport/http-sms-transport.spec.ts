import { loadNotifyConfig, NotifyConfigError } from '../../config/notify-config.js';
import { SmsGatewaySink } from '../testing/sms-gateway-sink.js';
import { parseHttpSmsConfig } from './http-sms-config.js';
import { HttpSmsTransport, SmsGatewayError } from './http-sms-transport.js';
import { maskPhone } from './sms-transport.js';

// ADR 0031: the generic HTTP transport against a real HTTP server on a loopback port — what a Sri Lankan SMS
// gateway receives for each configuration shape (JSON, form, query string), and what counts as a failure.
describe('the HTTP SMS transport (a real local HTTP server)', () => {
  let sink: SmsGatewaySink;
  beforeAll(async () => {
    sink = await SmsGatewaySink.start();
  });
  afterAll(async () => {
    await sink?.close();
  });
  beforeEach(() => {
    sink.requests.length = 0;
  });

  const transport = (env: Record<string, string>) => new HttpSmsTransport(parseHttpSmsConfig({ SMS_HTTP_URL: sink.url(), ...env })!);
  const text = 'VetNow: "Bella\'s" visit\nwith Dr. Perera & co — <09:00>, සිංහල';
  const id = '3f2b8c1e-1111-4aaa-8bbb-123456789abc';

  it('JSON (the default): the body template filled in with JSON escapes, the configured headers and content type sent', async () => {
    await transport({
      SMS_HTTP_BODY: '{"recipient":"{{msisdn}}","message":"{{text}}","ref":"{{id}}","sender":"VetNow"}',
      SMS_HTTP_HEADERS: '{"Authorization":"Bearer gateway-key-123","X-Source":"vetnow"}',
    }).send('+94771234567', text, id);
    expect(sink.requests).toHaveLength(1);
    const [req] = sink.requests;
    expect(req!.method).toBe('POST');
    expect(req!.url).toBe('/sms');
    expect(req!.headers['content-type']).toBe('application/json');
    expect(req!.headers['authorization']).toBe('Bearer gateway-key-123');
    expect(req!.headers['x-source']).toBe('vetnow');
    expect(JSON.parse(req!.body)).toEqual({ recipient: '94771234567', message: text, ref: id, sender: 'VetNow' });
  });

  it('with no body template, a JSON body of to, text and id', async () => {
    await transport({}).send('+94771234567', text, id);
    expect(JSON.parse(sink.requests[0]!.body)).toEqual({ to: '+94771234567', text, id });
  });

  it('a form: each placeholder URL-encoded, a PUT as configured', async () => {
    await transport({
      SMS_HTTP_METHOD: 'put',
      SMS_HTTP_CONTENT_TYPE: 'application/x-www-form-urlencoded',
      SMS_HTTP_BODY: 'to={{to}}&message={{text}}&sender_id=VetNow',
    }).send('+94771234567', text, id);
    const [req] = sink.requests;
    expect(req!.method).toBe('PUT');
    expect(req!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(req!.body);
    expect(Object.fromEntries(form)).toEqual({ to: '+94771234567', message: text, sender_id: 'VetNow' });
  });

  it('a query-string gateway: GET with the placeholders in the URL, no body', async () => {
    await new HttpSmsTransport(
      parseHttpSmsConfig({ SMS_HTTP_URL: `${sink.url('/api/v1/send')}?user_id=42&api_key=k3y&to={{msisdn}}&message={{text}}`, SMS_HTTP_METHOD: 'GET' })!,
    ).send('+94771234567', text, id);
    const [req] = sink.requests;
    expect(req!.method).toBe('GET');
    expect(req!.body).toBe('');
    const url = new URL(req!.url, 'http://x');
    expect(url.pathname).toBe('/api/v1/send');
    expect(Object.fromEntries(url.searchParams)).toEqual({ user_id: '42', api_key: 'k3y', to: '94771234567', message: text });
  });

  it('XML: placeholders XML-escaped', async () => {
    await transport({ SMS_HTTP_CONTENT_TYPE: 'text/xml', SMS_HTTP_BODY: '<sms><to>{{to}}</to><text>{{text}}</text></sms>' }).send('+94771234567', 'a < b & "c"', id);
    expect(sink.requests[0]!.body).toBe('<sms><to>+94771234567</to><text>a &lt; b &amp; &quot;c&quot;</text></sms>');
  });

  it('a non-2xx answer is a failure naming the status only (no URL, key or number)', async () => {
    sink.answerNext(503);
    const t = transport({ SMS_HTTP_HEADERS: '{"Authorization":"Bearer gateway-key-123"}' });
    const err = await t.send('+94771234567', text, id).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SmsGatewayError);
    expect((err as Error).message).toBe('SMS gateway answered 503');
    sink.answerNext(400);
    await expect(t.send('+94771234567', text, id)).rejects.toThrow('SMS gateway answered 400');
    // A redirect is not followed (it could carry the body elsewhere): a failure too.
    sink.answerNext(302);
    await expect(t.send('+94771234567', text, id)).rejects.toThrow(SmsGatewayError);
    await expect(t.send('+94771234567', text, id)).resolves.toBeUndefined();
  });

  it('a gateway that does not answer within SMS_HTTP_TIMEOUT_MS, or cannot be reached, is a failure', async () => {
    sink.answerNext('hang');
    const started = Date.now();
    await expect(transport({ SMS_HTTP_TIMEOUT_MS: '300' }).send('+94771234567', text, id)).rejects.toThrow('SMS gateway did not answer within 300 ms');
    expect(Date.now() - started).toBeLessThan(5_000);
    const closed = await SmsGatewaySink.start();
    const url = closed.url();
    await closed.close();
    await expect(new HttpSmsTransport(parseHttpSmsConfig({ SMS_HTTP_URL: url })!).send('+94771234567', text, id)).rejects.toThrow(
      /^SMS gateway unreachable \(ECONNREFUSED\)$/,
    );
  });

  it('masks numbers for logs', () => {
    expect(maskPhone('+94771234567')).toBe('+9477*****67');
    expect(maskPhone('+123')).toBe('****');
  });
});

describe('SMS settings (SMS_POLL_MS, SMS_HTTP_*)', () => {
  it('no SMS_HTTP_URL: the log transport; the defaults of the HTTP one', () => {
    expect(loadNotifyConfig({}).sms).toEqual({ pollMs: 60_000 });
    expect(loadNotifyConfig({ SMS_HTTP_URL: 'https://sms.example.lk/send', SMS_POLL_MS: '0' }).sms).toEqual({
      pollMs: 0,
      http: {
        url: 'https://sms.example.lk/send',
        method: 'POST',
        body: '{"to":"{{to}}","text":"{{text}}","id":"{{id}}"}',
        contentType: 'application/json',
        headers: {},
        timeoutMs: 10_000,
      },
    });
  });

  it.each([
    [{ SMS_HTTP_BODY: '{"to":"{{to}}"}' }, /SMS_HTTP_BODY set without SMS_HTTP_URL/],
    [{ SMS_HTTP_URL: 'ftp://sms.example.lk' }, /SMS_HTTP_URL must be an http/],
    [{ SMS_HTTP_URL: 'not a url' }, /SMS_HTTP_URL is not a URL/],
    [{ SMS_HTTP_URL: 'https://sms.example.lk', SMS_HTTP_METHOD: 'DELETE' }, /SMS_HTTP_METHOD must be one of GET, POST, PUT, PATCH/],
    [{ SMS_HTTP_URL: 'https://sms.example.lk', SMS_HTTP_BODY: '{"to":"{{phone}}","text":"{{text}}"}' }, /SMS_HTTP_BODY has unknown placeholders \{\{phone\}\}/],
    [{ SMS_HTTP_URL: 'https://sms.example.lk', SMS_HTTP_BODY: '{"to":{{to}},"text":"{{text}}"}' }, /SMS_HTTP_BODY is not JSON once its placeholders are filled in/],
    [{ SMS_HTTP_URL: 'https://sms.example.lk', SMS_HTTP_BODY: '{"to":"{{to}}"}' }, /must hold \{\{text\}\}/],
    [{ SMS_HTTP_URL: 'https://sms.example.lk?m={{text}}', SMS_HTTP_METHOD: 'GET', SMS_HTTP_BODY: 'x' }, /SMS_HTTP_BODY cannot be used with SMS_HTTP_METHOD=GET/],
    [{ SMS_HTTP_URL: 'https://sms.example.lk', SMS_HTTP_CONTENT_TYPE: 'text/plain' }, /SMS_HTTP_BODY is required for SMS_HTTP_CONTENT_TYPE text\/plain/],
    [{ SMS_HTTP_URL: 'https://sms.example.lk', SMS_HTTP_HEADERS: 'Authorization: Bearer s3cret' }, /SMS_HTTP_HEADERS must be a JSON object/],
    [{ SMS_HTTP_URL: 'https://sms.example.lk', SMS_HTTP_HEADERS: '{"Authorization":42}' }, /SMS_HTTP_HEADERS value of Authorization must be a one-line string/],
    [{ SMS_HTTP_URL: 'https://sms.example.lk', SMS_HTTP_TIMEOUT_MS: 'soon' }, /SMS_HTTP_TIMEOUT_MS must be a whole number/],
    [{ SMS_POLL_MS: '-1' }, /SMS_POLL_MS/],
  ])('refuses %j by name', (env, problem) => {
    expect(() => loadNotifyConfig(env)).toThrow(NotifyConfigError);
    expect(() => loadNotifyConfig(env)).toThrow(problem);
  });

  it('never echoes a header value or a URL (they may hold a gateway key)', () => {
    const error = (() => {
      try {
        loadNotifyConfig({ SMS_HTTP_URL: 'https://sms.example.lk/send?api_key=s3cret-key&bad={{nope}}', SMS_HTTP_HEADERS: '{"X-Key":"s3cret\\nvalue"}' });
      } catch (err) {
        return err as Error;
      }
      throw new Error('accepted');
    })();
    expect(error.message).toMatch(/SMS_HTTP_URL has unknown placeholders \{\{nope\}\}.*SMS_HTTP_HEADERS value of X-Key/);
    expect(error.message).not.toContain('s3cret');
  });
});
