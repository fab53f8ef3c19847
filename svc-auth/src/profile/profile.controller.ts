import { Controller, Get, Put, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import {
  changePasswordRequestSchema,
  updateProfileRequestSchema,
  type ChangePasswordData,
  type LoginResponse,
  type PublicUser,
  type UpdateProfileData,
} from '@vetnow/contracts/user';
import { CurrentUser, Roles } from '@vetnow/service-kit/auth';
import { ValidBody } from '@vetnow/service-kit/errors';
import { refreshCookie } from '../sessions/refresh-cookie.js';
import { ProfileService } from './profile.service.js';

/** GET, PUT /users/profile and PUT /users/profile/password: the signed-in owner's own account. */
@Controller('users/profile')
@Roles('user')
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @Get()
  get(@CurrentUser() user: TokenClaims): Promise<PublicUser> {
    return this.profiles.get(user.sub);
  }

  @Put()
  update(
    @CurrentUser() user: TokenClaims,
    @ValidBody(updateProfileRequestSchema) body: UpdateProfileData,
  ): Promise<PublicUser> {
    return this.profiles.update(user.sub, body);
  }

  /** Every session of the account ends; the answer (and the cookie) is a new session for this device. */
  @Put('password')
  async changePassword(
    @CurrentUser() user: TokenClaims,
    @ValidBody(changePasswordRequestSchema) body: ChangePasswordData,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginResponse> {
    const { refresh, ...session } = await this.profiles.changePassword(user.sub, body);
    reply.header('Cache-Control', 'no-store');
    reply.header('Set-Cookie', refreshCookie(refresh.token, refresh.maxAgeSeconds));
    return session;
  }
}
