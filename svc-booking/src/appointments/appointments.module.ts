import { Module } from '@nestjs/common';
import { ClosedTimeModule } from '../closed-time/closed-time.module.js';
import { DirectoryModule } from '../directory/directory.module.js';
import { AppointmentStore } from './appointment-store.js';
import { AppointmentsController } from './appointments.controller.js';
import { BookingMetrics } from './booking-metrics.js';
import { BookAppointmentService } from './book-appointment.service.js';
import { CancelAppointmentService } from './cancel-appointment.service.js';
import { CashPaymentService } from './cash-payment.service.js';
import { CompleteAppointmentService } from './complete-appointment.service.js';
import { PaymentStatusHandler } from './payment-status.handler.js';

@Module({
  imports: [DirectoryModule, ClosedTimeModule],
  controllers: [AppointmentsController],
  providers: [AppointmentStore, BookingMetrics, BookAppointmentService, CancelAppointmentService, CashPaymentService, CompleteAppointmentService, PaymentStatusHandler],
  exports: [AppointmentStore, BookAppointmentService],
})
export class AppointmentsModule {}
