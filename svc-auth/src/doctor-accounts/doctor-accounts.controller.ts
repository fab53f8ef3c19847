import { Body, Controller } from '@nestjs/common';
import { API } from '@vetnow/contracts/api';
import type { DoctorCredentialsData } from '@vetnow/contracts/user';
import { Implements } from '@vetnow/service-kit/routing';
import { DoctorAccountsService, type DoctorCredentialsResult } from './doctor-accounts.service.js';

/** POST /auth/doctor/register: admin only (svc-clinic forwards the admin's bearer token). */
@Controller()
export class DoctorAccountsController {
  constructor(private readonly doctors: DoctorAccountsService) {}

  @Implements(API.auth.registerDoctor)
  register(@Body() body: DoctorCredentialsData): Promise<DoctorCredentialsResult> {
    return this.doctors.setCredentials(body);
  }
}
