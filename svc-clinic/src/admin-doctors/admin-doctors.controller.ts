import { Body, Controller, Headers, Param } from '@nestjs/common';
import { API } from '@vetnow/contracts/api';
import type { AdminDoctorCreateData, AdminDoctorUpdateData, Doctor, DoctorStatusRequest } from '@vetnow/contracts/doctor';
import { Implements } from '@vetnow/service-kit/routing';
import { z } from 'zod';
import { doctorIdSchema } from '../common/doctor-id.js';
import { AdminDoctorsService } from './admin-doctors.service.js';

/** A doctor id is a uuid here: anything else is 400 'Invalid doctor ID' before any query. */
const doctorIdParams = z.object({ id: doctorIdSchema });

/** /admin/doctors — admin only. Every answer is the doctor (create: 201). */
@Controller()
export class AdminDoctorsController {
  constructor(private readonly doctors: AdminDoctorsService) {}

  /** Every doctor, inactive ones too, by name. */
  @Implements(API.clinic.adminListDoctors)
  list(): Promise<Doctor[]> {
    return this.doctors.list();
  }

  @Implements(API.clinic.adminCreateDoctor)
  create(@Body() body: AdminDoctorCreateData, @Headers('authorization') authorization: string | undefined): Promise<Doctor> {
    return this.doctors.create(body, authorization);
  }

  @Implements(API.clinic.adminUpdateDoctor, { params: doctorIdParams })
  update(@Param('id') id: string, @Body() body: AdminDoctorUpdateData): Promise<Doctor> {
    return this.doctors.update(id, body);
  }

  @Implements(API.clinic.adminSetDoctorStatus, { params: doctorIdParams })
  setStatus(@Param('id') id: string, @Body() body: DoctorStatusRequest): Promise<Doctor> {
    return this.doctors.setStatus(id, body.isActive);
  }

  @Implements(API.clinic.adminDeleteDoctor, { params: doctorIdParams })
  remove(@Param('id') id: string): Promise<Doctor> {
    return this.doctors.remove(id);
  }
}
