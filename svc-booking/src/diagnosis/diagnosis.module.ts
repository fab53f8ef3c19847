import { Module } from '@nestjs/common';
import { AppointmentsModule } from '../appointments/appointments.module.js';
import { DiagnosisController } from './diagnosis.controller.js';
import { DiagnosisService } from './diagnosis.service.js';

@Module({ imports: [AppointmentsModule], controllers: [DiagnosisController], providers: [DiagnosisService] })
export class DiagnosisModule {}
