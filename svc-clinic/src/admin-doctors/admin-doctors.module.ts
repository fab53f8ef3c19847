import { Module } from '@nestjs/common';
import { DoctorsModule } from '../doctors/doctors.module.js';
import { LeaveModule } from '../leave/leave.module.js';
import { AdminDoctorsController } from './admin-doctors.controller.js';
import { AdminDoctorsService } from './admin-doctors.service.js';
import { AuthCredentialsClient } from './auth-credentials.client.js';

@Module({
  imports: [DoctorsModule, LeaveModule],
  controllers: [AdminDoctorsController],
  providers: [AdminDoctorsService, AuthCredentialsClient],
  exports: [AdminDoctorsService],
})
export class AdminDoctorsModule {}
