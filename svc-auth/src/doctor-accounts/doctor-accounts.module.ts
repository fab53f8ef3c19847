import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { DoctorAccountsController } from './doctor-accounts.controller.js';
import { DoctorAccountsService } from './doctor-accounts.service.js';
import { DoctorEventsHandler } from './doctor-events.handler.js';

/** Doctor credentials (from the admin, via svc-clinic) and doctor state (from svc-clinic's events). */
@Module({
  imports: [AccountsModule, SessionsModule],
  controllers: [DoctorAccountsController],
  providers: [DoctorAccountsService, DoctorEventsHandler],
  exports: [DoctorAccountsService],
})
export class DoctorAccountsModule {}
