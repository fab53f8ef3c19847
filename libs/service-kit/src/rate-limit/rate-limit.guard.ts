import { createHash } from 'node:crypto';
import { applyDecorators, type CanActivate, type ExecutionContext, Inject, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../errors/domain-error.js';
import { rateLimitAddress } from './client-address.js';
import { RATE_LIMIT_CONFIG, type RateLimitConfig, type RateLimitPolicy, type RateLimitTracker } from './rate-limit.config.js';
import { RateLimitStore } from './rate-limit.store.js';

const RATE_LIMIT_POLICY = 'vetnow:rate-limit-policy';

/** The store key of one policy's counter for one account or address (hashed: no raw address or id is stored). */
export function rateLimitKey(policy: string, tracker: string, value: string): string {
  return `rl:${policy}:${tracker}:${createHash('sha256').update(value).digest('base64url')}`;
}

/**
 * Counts the request against its route's policy (RATE_LIMIT_*): one counter per account (`request.user.sub`,
 * when signed in) and one per client address (`request.ip`, the kit's address: the gateway's forwarded one;
 * IPv6 by /64),
 * both in the shared store, so every replica counts together, and both counted in one statement (a hit the
 * account's counter refuses still counts against the address). Over a limit: 429 + `Retry-After` (seconds) +
 * `{statusCode, code: 'RATE_LIMITED', message}`. Runs after the kit's global auth guard, so unauthenticated calls are not counted
 * against an account.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly store: RateLimitStore,
    @Inject(RATE_LIMIT_CONFIG) private readonly config: RateLimitConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const policy = this.reflector.get<RateLimitPolicy | undefined>(RATE_LIMIT_POLICY, context.getHandler());
    if (!policy) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const trackers: [RateLimitTracker, string | undefined][] = [
      ['user', request.user?.sub],
      ['ip', request.ip ? rateLimitAddress(request.ip) : undefined],
    ];
    const hits = trackers.flatMap(([tracker, value]) => {
      const rule = this.config[policy][tracker];
      return rule && value ? [{ key: rateLimitKey(policy, tracker, value), options: rule }] : [];
    });
    // Both counters in one round trip; the request is refused when either is over its limit.
    const blockedMs = (await this.store.consumeAll(hits)).filter((r) => !r.allowed).map((r) => r.blockedMs);
    if (blockedMs.length > 0) {
      const retryAfterSeconds = Math.max(1, Math.ceil(Math.max(...blockedMs) / 1000));
      throw new DomainError('RATE_LIMITED', { headers: { 'Retry-After': String(retryAfterSeconds) } });
    }
    return true;
  }
}

/** Rate limits the route by `policy` (per account and per client address, see RATE_LIMIT_*). */
export function RateLimit(policy: RateLimitPolicy): MethodDecorator {
  return applyDecorators(SetMetadata(RATE_LIMIT_POLICY, policy), UseGuards(RateLimitGuard));
}
