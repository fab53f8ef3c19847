import { Controller, Get, Put } from '@nestjs/common';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import { updateProfileRequestSchema, type PublicUser, type UpdateProfileData } from '@vetnow/contracts/user';
import { CurrentUser, Roles } from '@vetnow/service-kit/auth/auth.decorators';
import { ValidBody } from '@vetnow/service-kit/errors/zod-validation.pipe';
import { ProfileService } from './profile.service.js';

/** GET, PUT /users/profile: the signed-in owner's own account. */
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
}
