import { Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { Roles } from '@vetnow/service-kit/auth';
import { ValidBody } from '@vetnow/service-kit/errors';
import { DoctorAccountsService, type DoctorCredentialsResult } from './doctor-accounts.service.js';
import {
  doctorCredentialsRequestSchema,
  type DoctorCredentialsRequest,
} from './doctor-credentials.schema.js';

/** POST /auth/doctor/register: admin only (svc-clinic forwards the admin's bearer token). */
@Controller('auth/doctor')
@Roles('admin')
export class DoctorAccountsController {
  constructor(private readonly doctors: DoctorAccountsService) {}

  @Post('register')
  @HttpCode(HttpStatus.CREATED)
  register(
    @ValidBody(doctorCredentialsRequestSchema) body: DoctorCredentialsRequest,
  ): Promise<DoctorCredentialsResult> {
    return this.doctors.setCredentials(body);
  }
}
