import { startHttpSink } from './http-sink';

/**
 * The e2e run's SMS gateway: a real HTTP server on a free loopback port that svc-notify's HTTP transport posts to
 * (SMS_HTTP_URL with a JSON body `{to, text, id}`), keeping each message as `<dir>/<n>-<to>.json`, so the specs read
 * the SMS that really left svc-notify — the claim link of an account the front desk made, a waitlist offer.
 */
export async function startSmsSink(dir: string): Promise<{ env: Record<string, string>; close: () => Promise<void> }> {
  const sink = await startHttpSink(dir, ({ body, res, keep }) => {
    try {
      const sms = JSON.parse(body.toString('utf8')) as { to: string; text: string; id: string };
      keep(sms, `-${sms.to.replace(/[^0-9+]/g, '_')}`);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"queued"}');
    } catch {
      res.writeHead(400).end();
    }
  });
  return {
    env: {
      SMS_HTTP_URL: `${sink.origin}/sms`,
      SMS_HTTP_CONTENT_TYPE: 'application/json',
      SMS_HTTP_BODY: '{"to":"{{to}}","text":"{{text}}","id":"{{id}}"}',
    },
    close: sink.close,
  };
}
