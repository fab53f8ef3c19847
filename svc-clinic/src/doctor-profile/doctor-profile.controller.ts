import { Body, Controller } from '@nestjs/common';
import { API } from '@vetnow/contracts/api';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import type { Doctor, DoctorProfileUpdate } from '@vetnow/contracts/doctor';
import { CurrentUser } from '@vetnow/service-kit/auth';
import { Implements } from '@vetnow/service-kit/routing';
import { DoctorProfileService } from './doctor-profile.service.js';

/** GET, PUT /doctors/dashboard/profile — the signed-in doctor's own profile. */
@Controller()
export class DoctorProfileController {
  constructor(private readonly profiles: DoctorProfileService) {}

  @Implements(API.clinic.getOwnProfile)
  get(@CurrentUser() user: TokenClaims): Promise<Doctor> {
    return this.profiles.get(user.sub);
  }

  @Implements(API.clinic.updateOwnProfile)
  update(@CurrentUser() user: TokenClaims, @Body() body: DoctorProfileUpdate): Promise<Doctor> {
    return this.profiles.update(user.sub, body);
  }
}
