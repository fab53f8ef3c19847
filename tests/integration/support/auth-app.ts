// svc-auth as the flows start it beside another service: its real app module on a test database, sharing the
// flow's own stream and subject prefix so the other service hears its events.
import { startServiceTestApp, type ServiceTestApp, type ServiceTestAppOptions } from '@vetnow/service-kit/testing';
import { createAuthApp } from '../../../svc-auth/src/app.module.js';

/** svc-auth's module is built from the env (createAuthApp reads its settings there and completes the env). */
export function startAuthTestApp(env: ServiceTestAppOptions['env']): Promise<ServiceTestApp> {
  return startServiceTestApp({
    service: 'auth',
    module: async (appEnv) => {
      const built = await createAuthApp({ env: appEnv });
      return { module: built.AppModule, env: built.env };
    },
    env,
  });
}
