import { Body, Controller, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { API } from '@vetnow/contracts/api';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import type {
  ChangePasswordData,
  LoginResponse,
  PublicUser,
  SetLanguageRequest,
  SetLanguageResponse,
  UpdateProfileData,
} from '@vetnow/contracts/user';
import { CurrentUser } from '@vetnow/service-kit/auth';
import { Implements } from '@vetnow/service-kit/routing';
import { refreshCookie } from '../sessions/refresh-cookie.js';
import { ProfileService } from './profile.service.js';

/**
 * GET, PUT /users/profile and PUT /users/profile/password: the signed-in owner's own account; PUT /auth/language:
 * any signed-in account's language.
 */
@Controller()
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @Implements(API.auth.getProfile)
  get(@CurrentUser() user: TokenClaims): Promise<PublicUser> {
    return this.profiles.get(user.sub);
  }

  @Implements(API.auth.updateProfile)
  update(
    @CurrentUser() user: TokenClaims,
    @Body() body: UpdateProfileData,
  ): Promise<PublicUser> {
    return this.profiles.update(user.sub, body);
  }

  @Implements(API.auth.setLanguage)
  setLanguage(@CurrentUser() user: TokenClaims, @Body() body: SetLanguageRequest): Promise<SetLanguageResponse> {
    return this.profiles.setLanguage(user.sub, body.language);
  }

  /** Every session of the account ends; the answer (and the cookie) is a new session for this device. */
  @Implements(API.auth.changePassword)
  async changePassword(
    @CurrentUser() user: TokenClaims,
    @Body() body: ChangePasswordData,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginResponse> {
    const { refresh, ...session } = await this.profiles.changePassword(user.sub, body);
    reply.header('Cache-Control', 'no-store');
    reply.header('Set-Cookie', refreshCookie(refresh.token, refresh.maxAgeSeconds));
    return session;
  }
}
