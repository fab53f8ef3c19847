import { Module } from '@nestjs/common';
import { DoctorsModule } from '../doctors/doctors.module.js';
import { PublicDoctorsController } from './public-doctors.controller.js';
import { PublicDoctorsService } from './public-doctors.service.js';

@Module({ imports: [DoctorsModule], controllers: [PublicDoctorsController], providers: [PublicDoctorsService] })
export class PublicDoctorsModule {}
