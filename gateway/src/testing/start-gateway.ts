import { Writable } from 'node:stream';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createLogger } from '@vetnow/service-kit/logging';
import { SERVICE_NAMES, SERVICES, type ServiceName } from '@vetnow/contracts/services';
import { loadGatewayConfig, type GatewayConfig } from '../config/gateway-config.js';
import { createGateway, listenGateway } from '../create-gateway.js';
import { deadUrl, startFakeUpstream, type FakeUpstream } from './fake-upstream.js';

export interface TestGateway {
  readonly app: NestFastifyApplication;
  readonly url: string;
  /** The HTTP → HTTPS redirect listener, when the env sets TLS and HTTP_PORT. */
  readonly redirectUrl?: string;
  /** The internal metrics listener, when the env sets GATEWAY_METRICS_PORT. */
  readonly metricsUrl?: string;
  readonly config: GatewayConfig;
  /** Every JSON log line the gateway wrote. */
  readonly logs: string[];
  close(): Promise<void>;
}

/** The real gateway on a random port, configured from `env` (as main.ts does), logs captured in memory. */
export async function startGateway(env: Record<string, string | undefined>): Promise<TestGateway> {
  const config = loadGatewayConfig({ LOG_LEVEL: 'info', ...env, PORT: '0' });
  const logs: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _enc, cb) {
      logs.push(chunk.toString('utf8'));
      cb();
    },
  });
  const app = await createGateway({
    config,
    logger: createLogger('gateway', { level: config.logLevel, destination }),
  });
  const { url, redirectUrl, metricsUrl } = await listenGateway(app, config, { port: 0, host: '127.0.0.1' });
  return { app, url, ...(redirectUrl ? { redirectUrl } : {}), ...(metricsUrl ? { metricsUrl } : {}), config, logs, close: () => app.close() };
}

/** The fake upstreams standing for the services, and the env pointing a gateway at them. */
export interface FakeServices {
  fakes: Record<ServiceName, FakeUpstream>;
  env: Record<string, string>;
  closeAll(): Promise<void>;
}

/** One fake upstream per service, and the env pointing the gateway at them. */
export async function startFakeServices(): Promise<FakeServices> {
  const list = await Promise.all(SERVICE_NAMES.map(() => startFakeUpstream()));
  const fakes = Object.fromEntries(SERVICE_NAMES.map((n, i) => [n, list[i]!])) as Record<ServiceName, FakeUpstream>;
  const env = Object.fromEntries(SERVICE_NAMES.map((n) => [SERVICES[n].urlEnv, fakes[n].url]));
  return { fakes, env, closeAll: async () => void (await Promise.all(list.map((f) => f.close()))) };
}

export interface GatewayOverFakes {
  /** Set once the describe block's beforeAll has run. */
  readonly gw: TestGateway;
  readonly services: FakeServices;
}

/**
 * For a describe block: fake services and the real gateway pointed at them, started before its tests and closed
 * after them. `env` is read in that beforeAll, so it may use what an earlier beforeAll made (keys, a web root).
 */
export function useGatewayOverFakes(env: () => Record<string, string | undefined> = () => ({})): GatewayOverFakes {
  const fixture = {} as { gw: TestGateway; services: FakeServices };
  beforeAll(async () => {
    fixture.services = await startFakeServices();
    fixture.gw = await startGateway({ ...fixture.services.env, ...env() });
  });
  afterAll(async () => {
    await fixture.gw?.close();
    await fixture.services?.closeAll();
  });
  return fixture;
}

export { deadUrl };
