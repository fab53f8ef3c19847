import { Module } from '@nestjs/common';
import { SignInDelaysController } from './sign-in-delays.controller.js';
import { SignInDelaysService } from './sign-in-delays.service.js';

/** The admin's routes over the per-account sign-in cap (ADR 0046). */
@Module({ controllers: [SignInDelaysController], providers: [SignInDelaysService] })
export class SignInDelaysModule {}
