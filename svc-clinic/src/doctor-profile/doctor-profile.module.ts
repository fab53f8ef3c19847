import { Module } from '@nestjs/common';
import { DoctorsModule } from '../doctors/doctors.module.js';
import { DoctorProfileController } from './doctor-profile.controller.js';
import { DoctorProfileService } from './doctor-profile.service.js';

@Module({ imports: [DoctorsModule], controllers: [DoctorProfileController], providers: [DoctorProfileService] })
export class DoctorProfileModule {}
