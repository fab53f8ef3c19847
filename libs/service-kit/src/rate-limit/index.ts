/** `@vetnow/service-kit/rate-limit` — shared request-rate limits. */
export { RateLimit } from './rate-limit.guard.js';
export { RateLimitStore, type ConsumeOptions, type ConsumeResult } from './rate-limit.store.js';
export { rateLimitAddress } from './client-address.js';
export type { RateLimitPolicy } from './rate-limit.config.js';
