import { randomUUID } from 'node:crypto';
import { Body, Controller, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API, type RouteBodyData } from '@vetnow/contracts/api';
import type { LoginResponse, RegisterData, RegisterResponse } from '@vetnow/contracts/user';
import { RateLimit } from '@vetnow/service-kit/rate-limit';
import { Implements } from '@vetnow/service-kit/routing';
import { refreshCookie } from '../sessions/refresh-cookie.js';
import { SessionService } from '../sessions/session.service.js';
import { LoginService } from './login.service.js';
import { RegistrationService } from './registration.service.js';

/**
 * POST /auth/register, POST /auth/login (public). Both answer the access token in the body and start a
 * refresh-token session in the `HttpOnly` cookie (ADR 0012).
 */
@Controller()
export class AuthController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly loginService: LoginService,
    private readonly sessions: SessionService,
  ) {}

  /** The session's id is chosen first: the access token carries it (claim `sid`), and it names the refresh family. */
  private async startSession(reply: FastifyReply, accountId: string, sessionId: string): Promise<void> {
    const refresh = await this.sessions.start(accountId, sessionId);
    reply.header('Set-Cookie', refreshCookie(refresh.token, refresh.maxAgeSeconds));
    reply.header('Cache-Control', 'no-store');
  }

  @Implements(API.auth.register)
  @RateLimit('register')
  async register(
    @Body() body: RegisterData,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RegisterResponse> {
    const sessionId = randomUUID();
    const answer = await this.registration.register(body, sessionId);
    await this.startSession(reply, answer.user._id, sessionId);
    return answer;
  }

  @Implements(API.auth.login)
  async login(
    @Body() body: RouteBodyData<typeof API.auth.login>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginResponse> {
    // request.ip: the client, taken from X-Forwarded-For's first hop when the kit trusts the proxy.
    const sessionId = randomUUID();
    const answer = await this.loginService.login(body, request.ip, sessionId);
    await this.startSession(reply, answer.user._id, sessionId);
    return answer;
  }
}
