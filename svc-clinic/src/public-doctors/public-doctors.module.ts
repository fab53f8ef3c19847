import { Module } from '@nestjs/common';
import { CalendarCoreModule } from '../calendar/calendar-core.module.js';
import { DoctorsModule } from '../doctors/doctors.module.js';
import { PublicDoctorsController } from './public-doctors.controller.js';
import { PublicDoctorsService } from './public-doctors.service.js';

@Module({ imports: [DoctorsModule, CalendarCoreModule], controllers: [PublicDoctorsController], providers: [PublicDoctorsService] })
export class PublicDoctorsModule {}
