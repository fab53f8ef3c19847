import { type DynamicModule, Global, Module, type ModuleMetadata } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import type { ServiceName } from '@vetnow/contracts/services';
import { AuthModule } from './auth/auth.module.js';
import { REVOCATION_DDL } from './auth/revoked-accounts.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { HttpErrorFilter } from './errors/http-error.filter.js';
import { HealthModule } from './health/health.module.js';
import { MESSAGING_DDL } from './messaging/messaging.ddl.js';
import { MessagingModule } from './messaging/messaging.module.js';
import { KitMetrics } from './metrics/kit-metrics.js';
import { MetricsController } from './metrics/metrics.controller.js';
import type { MessagingModuleOptions } from './messaging/messaging.options.js';
import { RATE_LIMIT_DDL } from './rate-limit/rate-limit.ddl.js';
import { RateLimitModule } from './rate-limit/rate-limit.module.js';

/** Every kit table, created (idempotently) before the service's own migrations. */
export const KIT_DDL: readonly string[] = [...MESSAGING_DDL, ...REVOCATION_DDL, ...RATE_LIMIT_DDL];

export interface KitModuleOptions {
  service: ServiceName;
  /** The service's drizzle migrations folder, absolute (e.g. `fileURLToPath(new URL('../drizzle', import.meta.url))`). */
  migrationsFolder?: string;
  /** More modules to import into the kit (made available to the whole app). */
  imports?: ModuleMetadata['imports'];
  /** Environment to read instead of `process.env` (tests). Read when the app is created. */
  env?: Record<string, string | undefined>;
  /** Relay / consumer tuning passed to `MessagingModule.forRoot` (tests). */
  messaging?: Omit<MessagingModuleOptions, 'service'>;
}

/**
 * The one module a service imports: config (SERVICE_CONFIG), database (DB), messaging (OutboxService,
 * UnitOfWork, @OnEvent), the global auth guard with revocation, shared rate limits (`@RateLimit`, RateLimitStore),
 * the global error filter, GET /health (terminus, HealthModule) and GET /metrics (KitMetrics, Prometheus).
 */
@Global()
@Module({})
export class KitModule {
  static forRoot(options: KitModuleOptions): DynamicModule {
    const { service } = options;
    return {
      module: KitModule,
      global: true,
      imports: [
        ConfigModule.forRoot(service, options.env),
        DatabaseModule.forRoot({ kitDdl: KIT_DDL, ...(options.migrationsFolder ? { migrationsFolder: options.migrationsFolder } : {}) }),
        MessagingModule.forRoot({ ...options.messaging, service }),
        AuthModule.forRoot(),
        RateLimitModule.forRoot(options.env),
        HealthModule,
        ...(options.imports ?? []),
      ],
      controllers: [MetricsController],
      providers: [{ provide: APP_FILTER, useClass: HttpErrorFilter }, KitMetrics],
      exports: [ConfigModule, DatabaseModule, MessagingModule, AuthModule, RateLimitModule, KitMetrics],
    };
  }
}
