import {
  type ServiceTestApp,
  startServiceTestApp,
  type TestDbKind,
} from '@vetnow/service-kit/testing/service-test-app';
import { AppModule } from '../app.module.js';

describe.each<TestDbKind>(['postgres'])('svc-payments boots on %s', (kind) => {
  let t: ServiceTestApp;
  beforeAll(async () => {
    t = await startServiceTestApp({ service: 'payments', module: AppModule, db: kind });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers GET /health with database and NATS up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      service: 'payments',
      checks: { database: 'up', nats: 'up' },
    });
  });
});
