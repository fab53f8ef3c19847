import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { ServiceName } from '@vetnow/contracts/services';
import { loadServiceConfig } from './service-config.js';
import { currentServiceEnv } from './service-env.js';
import { SERVICE_CONFIG } from './service-config.tokens.js';

/**
 * Provides {@link SERVICE_CONFIG} globally, parsed by {@link loadServiceConfig} when the app is created (not
 * when the module file is imported) from: `env` if given, else the `env` given to `createServiceApp`, else
 * `process.env`.
 */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(service: ServiceName, env?: Record<string, string | undefined>): DynamicModule {
    return {
      module: ConfigModule,
      global: true,
      providers: [{ provide: SERVICE_CONFIG, useFactory: () => loadServiceConfig(service, env ?? currentServiceEnv()) }],
      exports: [SERVICE_CONFIG],
    };
  }
}
