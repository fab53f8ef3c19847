import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { CreateStaffService } from './create-staff.service.js';
import { StaffAccountsController } from './staff-accounts.controller.js';
import { StaffStatusService } from './staff-status.service.js';

/** Front-desk staff accounts (issue 39): the admin creates, lists, deactivates and activates them. */
@Module({
  imports: [AccountsModule, SessionsModule],
  controllers: [StaffAccountsController],
  providers: [CreateStaffService, StaffStatusService],
  exports: [CreateStaffService],
})
export class StaffAccountsModule {}
