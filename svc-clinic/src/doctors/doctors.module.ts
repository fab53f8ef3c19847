import { Module } from '@nestjs/common';
import { DoctorEvents } from './doctor-events.js';
import { DoctorStore } from './doctor-store.js';

/** The doctors table (and the occupancy it is searched against) and the doctor.* events. */
@Module({
  providers: [DoctorStore, DoctorEvents],
  exports: [DoctorStore, DoctorEvents],
})
export class DoctorsModule {}
