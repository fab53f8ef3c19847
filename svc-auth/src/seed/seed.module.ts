import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { DoctorAccountsModule } from '../doctor-accounts/doctor-accounts.module.js';
import { SeedService } from './seed.service.js';

/** Boot-time accounts: first admin (ADMIN_EMAIL/ADMIN_PASSWORD) and, with SEED_DEMO=true, the demo accounts. */
@Module({ imports: [AccountsModule, DoctorAccountsModule], providers: [SeedService] })
export class SeedModule {}
