import { type CanActivate, type ExecutionContext, Inject, Injectable, Optional } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '@vetnow/contracts/auth-claims';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../errors/domain-error.js';
import { AccessTokenError, type AccessTokenKeySource, bearerToken, VerifiedTokens } from './access-token.js';
import { IS_PUBLIC_KEY, ROLES_KEY } from './auth.decorators.js';
import { RevokedAccounts } from './revoked-accounts.js';

/** Injection token of the {@link AccessTokenKeySource} the guard verifies with. */
export const ACCESS_TOKEN_KEY_SOURCE = Symbol('vetnow.access-token-key-source');

/**
 * The global guard: every HTTP route needs a valid access token unless it is @Public; @Roles narrows it.
 * Sets `request.user` to the verified claims.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  private readonly tokens: VerifiedTokens;

  constructor(
    private readonly reflector: Reflector,
    @Inject(ACCESS_TOKEN_KEY_SOURCE) keySource: AccessTokenKeySource,
    @Optional() private readonly revoked?: RevokedAccounts,
  ) {
    this.tokens = new VerifiedTokens(keySource);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC_KEY, targets) === true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const token = bearerToken(request.headers.authorization);

    if (isPublic) {
      // A public route still learns who is calling when a valid token comes along; a bad one is ignored.
      if (token) {
        const verified = await this.tokens.verify(token).catch(() => undefined);
        if (verified && !this.revoked?.isRevoked(verified.claims.sub, verified.issuedAt, verified.claims.sid)) request.user = verified.claims;
      }
      return true;
    }

    let claims;
    let issuedAt;
    try {
      ({ claims, issuedAt } = await this.tokens.verify(token));
    } catch (err) {
      const reason = err instanceof AccessTokenError ? err.reason : 'invalid';
      if (reason === 'unavailable') {
        request.log?.warn({ err }, 'cannot verify access tokens: signing key unavailable');
        throw new DomainError('SERVICE_UNAVAILABLE');
      }
      throw new DomainError(reason === 'expired' ? 'SESSION_EXPIRED' : 'UNAUTHENTICATED');
    }
    if (this.revoked?.isRevoked(claims.sub, issuedAt, claims.sid)) throw new DomainError('UNAUTHENTICATED');

    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
    if (roles?.length && !roles.includes(claims.role)) throw new DomainError('FORBIDDEN');
    request.user = claims;
    return true;
  }
}
