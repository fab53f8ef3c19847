import { Controller, Get, Put } from '@nestjs/common';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import type { Doctor } from '@vetnow/contracts/doctor';
import { CurrentUser, Roles } from '@vetnow/service-kit/auth';
import { ValidBody } from '@vetnow/service-kit/errors';
import { doctorProfileUpdateSchema, type DoctorProfileUpdate } from './doctor-profile.schema.js';
import { DoctorProfileService } from './doctor-profile.service.js';

/** GET, PUT /doctors/dashboard/profile — the signed-in doctor's own profile. */
@Controller('doctors/dashboard/profile')
@Roles('doctor')
export class DoctorProfileController {
  constructor(private readonly profiles: DoctorProfileService) {}

  @Get()
  get(@CurrentUser() user: TokenClaims): Promise<Doctor> {
    return this.profiles.get(user.sub);
  }

  @Put()
  update(@CurrentUser() user: TokenClaims, @ValidBody(doctorProfileUpdateSchema) body: DoctorProfileUpdate): Promise<Doctor> {
    return this.profiles.update(user.sub, body);
  }
}
