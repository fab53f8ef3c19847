// The local gateway's process entry (main.ts): its environment, the line it prints and GET /health.
import { LocalGatewayEnvError, localGatewayOptions, runLocalGateway } from './main.js';

const ENV = {
  PAYHERE_MERCHANT_ID: '1234567',
  PAYHERE_MERCHANT_SECRET: 'merchant-secret-that-must-not-be-printed',
  PAYHERE_APP_ID: 'app-id-1',
  PAYHERE_APP_SECRET: 'app-secret-that-must-not-be-printed',
};

describe('runLocalGateway', () => {
  it('refuses to start without a credential, naming each missing variable', async () => {
    for (const name of Object.keys(ENV)) {
      const env = { ...ENV, [name]: undefined };
      await expect(runLocalGateway(env, () => undefined)).rejects.toThrow(LocalGatewayEnvError);
      await expect(runLocalGateway({ ...env, [name]: '  ' }, () => undefined)).rejects.toThrow(name);
    }
    const error = await runLocalGateway({ PAYHERE_APP_ID: 'x' }, () => undefined).catch((err: Error) => err);
    expect((error as Error).message).toMatch(/^PAYHERE_MERCHANT_ID, PAYHERE_MERCHANT_SECRET, PAYHERE_APP_SECRET are not set/);
  });

  it('refuses an invalid port or slow-card time, and never puts a secret in a message', () => {
    expect(() => localGatewayOptions({ ...ENV, PAYHERE_LOCAL_PORT: '70000' })).toThrow(/PAYHERE_LOCAL_PORT/);
    expect(() => localGatewayOptions({ ...ENV, PAYHERE_LOCAL_PORT: 'any' })).toThrow(/PAYHERE_LOCAL_PORT/);
    expect(() => localGatewayOptions({ ...ENV, PAYHERE_SLOW_CARD_MS: '-1' })).toThrow(/PAYHERE_SLOW_CARD_MS/);
    const { PAYHERE_MERCHANT_ID: _id, ...withoutId } = ENV;
    const message = (() => {
      try {
        localGatewayOptions(withoutId);
        return '';
      } catch (err) {
        return (err as Error).message;
      }
    })();
    expect(message).toContain('PAYHERE_MERCHANT_ID');
    expect(message).not.toContain(ENV.PAYHERE_MERCHANT_SECRET);
    expect(message).not.toContain(ENV.PAYHERE_APP_SECRET);
  });

  it('reads the defaults and the optional settings', () => {
    expect(localGatewayOptions(ENV)).toEqual({
      merchantId: '1234567',
      merchantSecret: ENV.PAYHERE_MERCHANT_SECRET,
      appId: 'app-id-1',
      appSecret: ENV.PAYHERE_APP_SECRET,
      port: 0,
      host: '127.0.0.1',
    });
    expect(localGatewayOptions({ ...ENV, PAYHERE_LOCAL_PORT: '4010', PAYHERE_LOCAL_HOST: 'localhost', PAYHERE_SLOW_CARD_MS: '50', PAYHERE_LOCAL_STATE_FILE: '/var/lib/vetnow/payhere/ledger.jsonl' })).toMatchObject({
      port: 4010,
      host: 'localhost',
      slowCardMs: 50,
      stateFile: '/var/lib/vetnow/payhere/ledger.jsonl',
    });
  });

  it('listens, says where in one line without the secrets, answers GET /health, and closes', async () => {
    const lines: string[] = [];
    const gateway = await runLocalGateway(ENV, (line) => lines.push(line));
    try {
      expect(gateway.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(lines).toEqual([`local PayHere gateway listening on ${gateway.origin}`]);
      expect(lines.join('\n')).not.toContain('secret');
      expect(gateway.merchants.credentials.merchantId).toBe('1234567');
      const res = await fetch(`${gateway.origin}/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok' });
    } finally {
      await gateway.close();
    }
    await expect(fetch(`${gateway.origin}/health`)).rejects.toThrow();
  });
});
