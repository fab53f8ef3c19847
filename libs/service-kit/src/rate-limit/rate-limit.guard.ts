import { createHash } from 'node:crypto';
import {
  applyDecorators,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  type ThrottlerLimitDetail,
  type ThrottlerModuleOptions,
  type ThrottlerRequest,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import { SERVER_MESSAGES } from '@vetnow/contracts/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RATE_LIMIT_CONFIG, type RateLimitConfig, type RateLimitPolicy, type RateLimitTracker } from './rate-limit.config.js';

const RATE_LIMIT_POLICY = 'vetnow:rate-limit-policy';

/** 429 `{statusCode, message}`; the guard has already set `Retry-After`. */
export class TooManyRequestsException extends HttpException {
  constructor(message: string = SERVER_MESSAGES.tooManyRequests) {
    super({ statusCode: HttpStatus.TOO_MANY_REQUESTS, message }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * `@nestjs/throttler`'s guard over the shared store, limits from RATE_LIMIT_* (one policy per route), one
 * counter per policy and account and one per policy and client address, and one `Retry-After` header (the
 * library would name it `Retry-After-<throttler>`). Runs after the kit's global auth guard, so
 * `request.user` is known; `request.ip` is the kit's client address (the gateway's forwarded one).
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    @Inject(RATE_LIMIT_CONFIG) private readonly config: RateLimitConfig,
  ) {
    super(options, storage, reflector);
  }

  protected override async handleRequest(props: ThrottlerRequest): Promise<boolean> {
    const policy = this.reflector.get<RateLimitPolicy | undefined>(RATE_LIMIT_POLICY, props.context.getHandler());
    const tracker = props.throttler.name as RateLimitTracker;
    const rule = policy ? this.config[policy][tracker] : undefined;
    if (!policy || !rule) return true;
    const request = props.context.switchToHttp().getRequest<FastifyRequest>();
    if (tracker === 'user' && !request.user?.sub) return true;
    return super.handleRequest({
      ...props,
      limit: rule.limit,
      ttl: rule.windowMs,
      blockDuration: rule.windowMs,
      generateKey: (_ctx: ExecutionContext, trackerValue: string) =>
        `rl:${policy}:${tracker}:${createHash('sha256').update(trackerValue).digest('base64url')}`,
    });
  }

  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    void reply.header('Retry-After', String(Math.max(1, detail.timeToBlockExpire)));
    throw new TooManyRequestsException();
  }
}

/** Rate limits the route by `policy` (per account and per client address, see RATE_LIMIT_*). */
export function RateLimit(policy: RateLimitPolicy): MethodDecorator {
  return applyDecorators(SetMetadata(RATE_LIMIT_POLICY, policy), UseGuards(RateLimitGuard));
}
