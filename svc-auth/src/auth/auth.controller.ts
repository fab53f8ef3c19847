import { Controller, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  loginRequestSchema,
  registerRequestSchema,
  type LoginResponse,
  type RegisterData,
  type RegisterResponse,
} from '@vetnow/contracts/user';
import { Public } from '@vetnow/service-kit/auth';
import { ValidBody } from '@vetnow/service-kit/errors';
import { RateLimit } from '@vetnow/service-kit/rate-limit';
import type { z } from 'zod';
import { refreshCookie } from '../sessions/refresh-cookie.js';
import { SessionService } from '../sessions/session.service.js';
import { LoginService, TooManySignInAttemptsException } from './login.service.js';
import { RegistrationService } from './registration.service.js';

/**
 * POST /auth/register, POST /auth/login (public). Both answer the access token in the body and start a
 * refresh-token session in the `HttpOnly` cookie (ADR 0012).
 */
@Controller('auth')
export class AuthController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly loginService: LoginService,
    private readonly sessions: SessionService,
  ) {}

  private async startSession(reply: FastifyReply, accountId: string): Promise<void> {
    const refresh = await this.sessions.start(accountId);
    reply.header('Set-Cookie', refreshCookie(refresh.token, refresh.maxAgeSeconds));
    reply.header('Cache-Control', 'no-store');
  }

  @Public()
  @Post('register')
  @HttpCode(HttpStatus.CREATED)
  @RateLimit('register')
  async register(
    @ValidBody(registerRequestSchema) body: RegisterData,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RegisterResponse> {
    const answer = await this.registration.register(body);
    await this.startSession(reply, answer.user._id);
    return answer;
  }

  @Public()
  @Post('login')
  @HttpCode(HttpStatus.OK)
  async login(
    @ValidBody(loginRequestSchema) body: z.output<typeof loginRequestSchema>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginResponse> {
    try {
      // request.ip: the client, taken from X-Forwarded-For's first hop when the kit trusts the proxy.
      const answer = await this.loginService.login(body, request.ip);
      await this.startSession(reply, answer.user._id);
      return answer;
    } catch (err) {
      if (err instanceof TooManySignInAttemptsException)
        reply.header('Retry-After', String(err.retryAfterSeconds));
      throw err;
    }
  }
}
