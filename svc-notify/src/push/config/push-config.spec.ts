import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';
import { loadNotifyConfig, NotifyConfigError } from '../../config/notify-config.js';
import { loadVapidKeys, VAPID_KEY_FILE } from '../transport/vapid-keys.js';
import { DEFAULT_PUSH_ENDPOINT_HOSTS, endpointAllowed } from './push-config.js';

describe('push settings (issue 40)', () => {
  it('defaults: no VAPID pair (made in DATA_DIR), mailto: of MAIL_FROM, the browsers’ push services, no test origin', () => {
    expect(loadNotifyConfig({ MAIL_FROM: 'VetNow <hello@vetnow.lk>' }).push).toEqual({
      subject: 'mailto:hello@vetnow.lk',
      pollMs: 60_000,
      ttlSeconds: 86_400,
      timeoutMs: 10_000,
      endpointHosts: DEFAULT_PUSH_ENDPOINT_HOSTS,
      testOrigins: [],
    });
  });

  it('a VAPID pair is given whole; bad values stop the boot naming the variable, never the value', () => {
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    expect(loadNotifyConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }).push.vapid).toEqual({ publicKey, privateKey });
    expect(() => loadNotifyConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
    const bad = () => loadNotifyConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: `${privateKey}xyz` });
    expect(bad).toThrow(NotifyConfigError);
    expect(bad).toThrow('VAPID_PRIVATE_KEY');
    expect(bad).not.toThrow(privateKey);
    expect(() => loadNotifyConfig({ VAPID_SUBJECT: 'ops@vetnow.lk' })).toThrow('VAPID_SUBJECT');
    expect(() => loadNotifyConfig({ PUSH_TEST_ORIGINS: 'http://127.0.0.1:9/path' })).toThrow('PUSH_TEST_ORIGINS');
    expect(loadNotifyConfig({ PUSH_TEST_ORIGINS: 'http://127.0.0.1:9, http://localhost:8' }).push.testOrigins).toEqual(['http://127.0.0.1:9', 'http://localhost:8']);
    expect(loadNotifyConfig({ PUSH_ENDPOINT_HOSTS: 'push.example.lk, .Push.Example.com' }).push.endpointHosts).toEqual(['push.example.lk', '.push.example.com']);
  });

  it('endpoints: https on a listed push service (its subdomains for a leading dot), or a test origin', () => {
    const config = { endpointHosts: DEFAULT_PUSH_ENDPOINT_HOSTS, testOrigins: ['http://127.0.0.1:4999'] };
    expect(endpointAllowed('https://fcm.googleapis.com/fcm/send/x', config)).toBe(true);
    expect(endpointAllowed('https://updates.push.services.mozilla.com/wpush/v2/x', config)).toBe(true);
    expect(endpointAllowed('https://web.push.apple.com/x', config)).toBe(true);
    expect(endpointAllowed('https://db5p.notify.windows.com/w/?token=x', config)).toBe(true);
    expect(endpointAllowed('http://127.0.0.1:4999/wpush/x', config)).toBe(true);
    for (const refused of [
      'https://notify.windows.com/x',
      'https://evilnotify.windows.com.example/x',
      'https://fcm.googleapis.com:444/x',
      'http://fcm.googleapis.com/x',
      'https://127.0.0.1/x',
      'http://127.0.0.1:5000/x',
      'https://a:b@web.push.apple.com/x',
      'not a url',
    ]) {
      expect({ refused, allowed: endpointAllowed(refused, config) }).toEqual({ refused, allowed: false });
    }
  });
});

describe('VAPID keys without VAPID_* (DATA_DIR/notify/vapid.json)', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'vapid-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('made once (0600) and read back on every start; concurrent first starts agree on one pair', async () => {
    const starts = await Promise.all([1, 2, 3, 4].map(() => loadVapidKeys({ dataDir })));
    expect(new Set(starts.map((s) => s.keys.publicKey)).size).toBe(1);
    expect(starts.filter((s) => s.source === 'generated')).toHaveLength(1);
    const file = join(dataDir, VAPID_KEY_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(starts[0]!.keys);
    const again = await loadVapidKeys({ dataDir });
    expect(again).toEqual({ keys: starts[0]!.keys, source: 'file' });
    const configured = webpush.generateVAPIDKeys();
    expect(await loadVapidKeys({ configured, dataDir })).toEqual({ keys: configured, source: 'env' });
  });
});
