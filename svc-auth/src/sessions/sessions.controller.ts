import { Controller, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API } from '@vetnow/contracts/api';
import type { LoginResponse } from '@vetnow/contracts/user';
import { Implements } from '@vetnow/service-kit/routing';
import { clearedRefreshCookie, readRefreshCookie, refreshCookie } from './refresh-cookie.js';
import { SessionService } from './session.service.js';

/**
 * POST /auth/refresh and POST /auth/logout (public: the refresh cookie is the credential; ADR 0012).
 * Both answer `Cache-Control: no-store`.
 */
@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionService) {}

  /** A new access token and account for the cookie's session; the cookie rotates. 401 clears it. */
  @Implements(API.auth.refresh)
  async refresh(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginResponse> {
    reply.header('Cache-Control', 'no-store');
    try {
      const { refresh, ...session } = await this.sessions.refresh(readRefreshCookie(request.headers.cookie));
      reply.header('Set-Cookie', refreshCookie(refresh.token, refresh.maxAgeSeconds));
      return session;
    } catch (err) {
      reply.header('Set-Cookie', clearedRefreshCookie());
      throw err;
    }
  }

  /** Sign-out: the cookie's family is revoked server-side and the cookie deleted. Always 204. */
  @Implements(API.auth.logout)
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    reply.header('Cache-Control', 'no-store');
    reply.header('Set-Cookie', clearedRefreshCookie());
    await this.sessions.end(readRefreshCookie(request.headers.cookie));
  }
}
