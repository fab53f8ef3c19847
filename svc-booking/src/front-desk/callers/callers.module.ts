import { Module } from '@nestjs/common';
import { AppointmentsModule } from '../../appointments/appointments.module.js';
import { DirectoryModule } from '../../directory/directory.module.js';
import { BookForCallerService } from './book-for-caller.service.js';
import { CallersController } from './callers.controller.js';
import { OwnerPetsService } from './owner-pets.service.js';

/** Booking for a caller (issue 39 phase B): the owner's pets and the booking, through the owner's booking path. */
@Module({
  imports: [DirectoryModule, AppointmentsModule],
  controllers: [CallersController],
  providers: [OwnerPetsService, BookForCallerService],
})
export class CallersModule {}
