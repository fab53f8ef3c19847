import { Global, Module } from '@nestjs/common';
import { PAYMENTS_CONFIG, PaymentsConfigModule, type PaymentsConfig } from './payments-config.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.js';
import { PayHereProvider } from './payhere-provider.js';

/** The configured provider (PAYMENT_PROVIDER), or null when no merchant is set: card checkout is then unavailable. */
@Global()
@Module({
  imports: [PaymentsConfigModule.forRoot()],
  providers: [
    {
      provide: PAYMENT_PROVIDER,
      inject: [PAYMENTS_CONFIG],
      useFactory: (config: PaymentsConfig): PaymentProvider | null => (config.payhere ? new PayHereProvider(config.payhere) : null),
    },
  ],
  exports: [PAYMENT_PROVIDER, PaymentsConfigModule],
})
export class ProviderModule {}
