import { Module } from '@nestjs/common';
import { AppointmentsModule } from '../appointments/appointments.module.js';
import { ClosedTimeModule } from '../closed-time/closed-time.module.js';
import { DirectoryModule } from '../directory/directory.module.js';
import { RescheduleAppointmentService } from './reschedule-appointment.service.js';
import { RescheduleController } from './reschedule.controller.js';

@Module({
  imports: [AppointmentsModule, DirectoryModule, ClosedTimeModule],
  controllers: [RescheduleController],
  providers: [RescheduleAppointmentService],
})
export class RescheduleModule {}
