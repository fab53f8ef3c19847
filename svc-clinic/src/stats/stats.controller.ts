import { Controller, Get } from '@nestjs/common';
import { Roles } from '@vetnow/service-kit/auth';
import { DoctorStore } from '../doctors/doctor-store.js';

export interface ClinicStats {
  totalDoctors: number;
  activeDoctors: number;
}

/** GET /internal/stats (admin): the doctor half of the admin dashboard stats, composed by the gateway. */
@Controller('internal/stats')
@Roles('admin')
export class StatsController {
  constructor(private readonly store: DoctorStore) {}

  @Get()
  stats(): Promise<ClinicStats> {
    return this.store.counts();
  }
}
