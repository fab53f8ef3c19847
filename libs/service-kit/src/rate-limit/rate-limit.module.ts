import { type DynamicModule, Global, Module } from '@nestjs/common';
import { currentServiceEnv } from '../config/service-env.js';
import { RATE_LIMIT_CONFIG, loadRateLimitConfig } from './rate-limit.config.js';
import { RateLimitGuard } from './rate-limit.guard.js';
import { RateLimitStore } from './rate-limit.store.js';

/**
 * Shared rate limits (docs/decisions/0011-shared-rate-limits.md): {@link RateLimitStore} over `kit_rate_limit`
 * and {@link RateLimitGuard} behind `@RateLimit(policy)`, limits from RATE_LIMIT_* (read when the app is created).
 */
@Global()
@Module({})
export class RateLimitModule {
  static forRoot(env?: Record<string, string | undefined>): DynamicModule {
    return {
      module: RateLimitModule,
      global: true,
      providers: [
        RateLimitStore,
        { provide: RATE_LIMIT_CONFIG, useFactory: () => loadRateLimitConfig(env ?? currentServiceEnv()) },
        RateLimitGuard,
      ],
      exports: [RateLimitStore, RATE_LIMIT_CONFIG, RateLimitGuard],
    };
  }
}
