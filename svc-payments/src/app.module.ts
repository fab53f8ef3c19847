import { fileURLToPath } from 'node:url';
import { Module } from '@nestjs/common';
import { KitModule } from '@vetnow/service-kit';
import { CardPaymentsModule } from './card-payments/card-payments.module.js';
import { SavedCardsModule } from './saved-cards/saved-cards.module.js';

/** svc-payments' drizzle migrations (svc-payments/migrations, from src/ and from dist/ alike). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

@Module({
  imports: [
    KitModule.forRoot({ service: 'payments', migrationsFolder: MIGRATIONS_FOLDER }),
    SavedCardsModule,
    CardPaymentsModule,
  ],
})
export class AppModule {}
