import { Controller, Delete, Get, Headers, HttpCode, HttpStatus, Patch, Post, Put } from '@nestjs/common';
import {
  adminDoctorCreateSchema,
  adminDoctorUpdateSchema,
  doctorStatusRequestSchema,
  type AdminDoctorCreateData,
  type AdminDoctorUpdateData,
  type Doctor,
  type DoctorStatusRequest,
} from '@vetnow/contracts/doctor';
import { Roles } from '@vetnow/service-kit/auth';
import { ValidBody, ValidParam } from '@vetnow/service-kit/errors';
import { doctorIdSchema } from '../common/doctor-id.js';
import { AdminDoctorsService } from './admin-doctors.service.js';

/** /admin/doctors — admin only. Every answer is the doctor (create: 201). */
@Controller('admin/doctors')
@Roles('admin')
export class AdminDoctorsController {
  constructor(private readonly doctors: AdminDoctorsService) {}

  /** Every doctor, inactive ones too, by name. */
  @Get()
  list(): Promise<Doctor[]> {
    return this.doctors.list();
  }

  @Post()
  @HttpCode(HttpStatus.CREATED)
  create(
    @ValidBody(adminDoctorCreateSchema) body: AdminDoctorCreateData,
    @Headers('authorization') authorization: string | undefined,
  ): Promise<Doctor> {
    return this.doctors.create(body, authorization);
  }

  @Put(':id')
  update(@ValidParam('id', doctorIdSchema) id: string, @ValidBody(adminDoctorUpdateSchema) body: AdminDoctorUpdateData): Promise<Doctor> {
    return this.doctors.update(id, body);
  }

  @Patch(':id/status')
  setStatus(@ValidParam('id', doctorIdSchema) id: string, @ValidBody(doctorStatusRequestSchema) body: DoctorStatusRequest): Promise<Doctor> {
    return this.doctors.setStatus(id, body.isActive);
  }

  @Delete(':id')
  remove(@ValidParam('id', doctorIdSchema) id: string): Promise<Doctor> {
    return this.doctors.remove(id);
  }
}
