import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { SessionService } from './session.service.js';
import { SessionsController } from './sessions.controller.js';

/** Refresh-token sessions (ADR 0012): refresh, sign-out, and ending every session of an account. */
@Module({
  imports: [AccountsModule],
  controllers: [SessionsController],
  providers: [SessionService],
  exports: [SessionService],
})
export class SessionsModule {}
