import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { BookedPetsHandler } from './booked-pets.handler.js';
import { ProfileController } from './profile.controller.js';
import { ProfileService } from './profile.service.js';

/** The owner's profile and the pets remembered from bookings. */
@Module({
  imports: [AccountsModule, SessionsModule],
  controllers: [ProfileController],
  providers: [ProfileService, BookedPetsHandler],
})
export class ProfileModule {}
