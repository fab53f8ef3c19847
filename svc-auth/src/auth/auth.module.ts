import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { AuthController } from './auth.controller.js';
import { LoginService } from './login.service.js';
import { RegistrationService } from './registration.service.js';

/** Owner registration and sign-in for every role. */
@Module({
  imports: [AccountsModule, SessionsModule],
  controllers: [AuthController],
  providers: [RegistrationService, LoginService],
})
export class AuthModule {}
