import { type DynamicModule, Global, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { currentServiceEnv } from '../config/service-env.js';
import { RATE_LIMIT_CONFIG, loadRateLimitConfig } from './rate-limit.config.js';
import { RateLimitGuard } from './rate-limit.guard.js';
import { RateLimitStore } from './rate-limit.store.js';

/** The store alone, so ThrottlerModule's options factory can inject it. */
@Module({ providers: [RateLimitStore], exports: [RateLimitStore] })
class RateLimitStoreModule {}

/**
 * Shared rate limits (docs/decisions/0011-shared-rate-limits.md): {@link RateLimitStore} over `kit_rate_limit`,
 * `@nestjs/throttler` with that store, and {@link RateLimitGuard} behind `@RateLimit(policy)`.
 */
@Global()
@Module({})
export class RateLimitModule {
  static forRoot(env?: Record<string, string | undefined>): DynamicModule {
    return {
      module: RateLimitModule,
      global: true,
      imports: [
        RateLimitStoreModule,
        ThrottlerModule.forRootAsync({
          imports: [RateLimitStoreModule],
          useFactory: (store: RateLimitStore) => ({
            storage: store,
            setHeaders: false,
            // Limits and windows come per route from RATE_LIMIT_CONFIG (RateLimitGuard); these are placeholders.
            throttlers: [
              { name: 'user', limit: 1, ttl: 1, getTracker: (req) => String((req as FastifyRequest).user?.sub ?? '') },
              { name: 'ip', limit: 1, ttl: 1, getTracker: (req) => String((req as FastifyRequest).ip) },
            ],
          }),
          inject: [RateLimitStore],
        }),
      ],
      providers: [
        { provide: RATE_LIMIT_CONFIG, useFactory: () => loadRateLimitConfig(env ?? currentServiceEnv()) },
        RateLimitGuard,
      ],
      exports: [RateLimitStoreModule, RATE_LIMIT_CONFIG, RateLimitGuard, ThrottlerModule],
    };
  }
}
