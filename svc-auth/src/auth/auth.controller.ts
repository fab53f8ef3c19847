import { Controller, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  loginRequestSchema,
  registerRequestSchema,
  type LoginResponse,
  type RegisterData,
  type RegisterResponse,
} from '@vetnow/contracts/user';
import { Public } from '@vetnow/service-kit/auth/auth.decorators';
import { ValidBody } from '@vetnow/service-kit/errors/zod-validation.pipe';
import { RateLimit } from '@vetnow/service-kit/rate-limit/rate-limit.guard';
import type { z } from 'zod';
import { LoginService, TooManySignInAttemptsException } from './login.service.js';
import { RegistrationService } from './registration.service.js';

/** POST /auth/register, POST /auth/login (public). */
@Controller('auth')
export class AuthController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly loginService: LoginService,
  ) {}

  @Public()
  @Post('register')
  @HttpCode(HttpStatus.CREATED)
  @RateLimit('register')
  register(@ValidBody(registerRequestSchema) body: RegisterData): Promise<RegisterResponse> {
    return this.registration.register(body);
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
      return await this.loginService.login(body, request.ip);
    } catch (err) {
      if (err instanceof TooManySignInAttemptsException)
        reply.header('Retry-After', String(err.retryAfterSeconds));
      throw err;
    }
  }
}
