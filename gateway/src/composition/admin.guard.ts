import { HttpException, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import { SERVER_MESSAGES } from '@vetnow/contracts/messages';
import { ACCESS_TOKEN_VERIFIER } from '../gateway.tokens.js';

/** Verifies an access token (signature, issuer, audience, expiry) and returns its claims; rejects otherwise. */
export type AccessTokenVerifier = (token: string) => Promise<TokenClaims>;

/** Admin-only gateway routes: a valid bearer token (401 otherwise) of role admin (403 otherwise). */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(@Inject(ACCESS_TOKEN_VERIFIER) private readonly verify: AccessTokenVerifier) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const header = request.headers.authorization;
    const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!token) throw new HttpException({ statusCode: 401, message: SERVER_MESSAGES.unauthorized }, 401);
    let claims: TokenClaims;
    try {
      claims = await this.verify(token);
    } catch {
      throw new HttpException({ statusCode: 401, message: SERVER_MESSAGES.unauthorized }, 401);
    }
    if (claims.role !== 'admin') throw new HttpException({ statusCode: 403, message: SERVER_MESSAGES.forbidden }, 403);
    return true;
  }
}
