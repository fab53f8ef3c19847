import { Module } from '@nestjs/common';
import { CheckoutModule } from '../checkout/checkout.module.js';
import { ReconcilePaymentService } from './reconcile-payment.service.js';
import { ReconciliationJob } from './reconciliation.job.js';
import { RefreshCheckoutController } from './refresh-checkout.controller.js';

@Module({
  imports: [CheckoutModule],
  controllers: [RefreshCheckoutController],
  providers: [ReconcilePaymentService, ReconciliationJob],
  exports: [ReconciliationJob],
})
export class ReconciliationModule {}
