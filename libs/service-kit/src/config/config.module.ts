import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { ServiceName } from '@vetnow/contracts/services';
import { loadServiceConfig } from './service-config.js';
import { SERVICE_CONFIG } from './service-config.tokens.js';

/**
 * Provides {@link SERVICE_CONFIG} globally. The environment (default `process.env`, read when the app is
 * created, not when the module file is imported) is parsed by {@link loadServiceConfig}.
 */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(service: ServiceName, env?: Record<string, string | undefined>): DynamicModule {
    return {
      module: ConfigModule,
      global: true,
      providers: [{ provide: SERVICE_CONFIG, useFactory: () => loadServiceConfig(service, env ?? process.env) }],
      exports: [SERVICE_CONFIG],
    };
  }
}
