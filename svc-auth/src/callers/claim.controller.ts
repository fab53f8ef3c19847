import { randomUUID } from 'node:crypto';
import { Body, Controller, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { API, type RouteBodyData } from '@vetnow/contracts/api';
import type { ClaimLookupResponse } from '@vetnow/contracts/callers';
import type { LoginResponse } from '@vetnow/contracts/user';
import { RateLimit } from '@vetnow/service-kit/rate-limit';
import { Implements } from '@vetnow/service-kit/routing';
import { refreshCookie } from '../sessions/refresh-cookie.js';
import { SessionService } from '../sessions/session.service.js';
import { ClaimService, type ClaimData } from './claim.service.js';

/**
 * POST /auth/claim/lookup and POST /auth/claim (public): the owner opens the claim link from the SMS. The token (256
 * random bits, only its SHA-256 stored) is the credential; the claim, which sets a password and starts a session, is
 * counted per client address like a registration (`@RateLimit('register')`).
 */
@Controller()
export class ClaimController {
  constructor(
    private readonly claims: ClaimService,
    private readonly sessions: SessionService,
  ) {}

  @Implements(API.auth.claimLookup)
  lookup(@Body() body: RouteBodyData<typeof API.auth.claimLookup>): Promise<ClaimLookupResponse> {
    return this.claims.lookup(body.token);
  }

  /** Signed in as POST /auth/login signs in: the same answer (access token of a new session) and refresh cookie. */
  @Implements(API.auth.claim)
  @RateLimit('register')
  async claim(@Body() body: ClaimData, @Res({ passthrough: true }) reply: FastifyReply): Promise<LoginResponse> {
    const account = await this.claims.claim(body);
    const sessionId = randomUUID();
    const refresh = await this.sessions.start(account.id, sessionId);
    reply.header('Set-Cookie', refreshCookie(refresh.token, refresh.maxAgeSeconds));
    reply.header('Cache-Control', 'no-store');
    return this.sessions.accessFor(account, sessionId);
  }
}
