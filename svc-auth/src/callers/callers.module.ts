import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { CallerStore } from './caller-store.js';
import { ClaimController } from './claim.controller.js';
import { ClaimLinksService } from './claim-links.service.js';
import { ClaimService } from './claim.service.js';
import { DeskCallersService } from './desk-callers.service.js';
import { DeskOwnersController } from './desk-owners.controller.js';

/**
 * Owners the front desk creates for callers, and claiming them (issue 39 phase B): staff find or create an owner; an
 * owner created without a password claims the account through a single-use link sent by SMS.
 */
@Module({
  imports: [AccountsModule, SessionsModule],
  controllers: [DeskOwnersController, ClaimController],
  providers: [CallerStore, ClaimLinksService, ClaimService, DeskCallersService],
})
export class CallersModule {}
