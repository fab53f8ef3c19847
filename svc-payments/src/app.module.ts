import { fileURLToPath } from 'node:url';
import { Module } from '@nestjs/common';
import { KitModule } from '@vetnow/service-kit';
import { AdminPaymentsModule } from './admin-payments/admin-payments.module.js';
import { CardPaymentsModule } from './card-payments/card-payments.module.js';
import { ChargesModule } from './charges/charges.module.js';
import { CheckoutModule } from './checkout/checkout.module.js';
import { ProviderModule } from './provider/provider.module.js';
import { ReconciliationModule } from './reconciliation/reconciliation.module.js';
import { RefundsModule } from './refunds/refunds.module.js';
import { SavedCardsModule } from './saved-cards/saved-cards.module.js';

/** svc-payments' drizzle migrations (svc-payments/migrations, from src/ and from dist/ alike). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

@Module({
  imports: [
    KitModule.forRoot({ service: 'payments', migrationsFolder: MIGRATIONS_FOLDER }),
    ProviderModule,
    SavedCardsModule,
    CardPaymentsModule,
    ChargesModule,
    CheckoutModule,
    ReconciliationModule,
    RefundsModule,
    AdminPaymentsModule,
  ],
})
export class AppModule {}
