import { Module } from '@nestjs/common';
import { PayHereNotifyController } from '../settlement/payhere-notify.controller.js';
import { SettlePaymentService } from '../settlement/settle-payment.service.js';
import { CheckoutController } from './checkout.controller.js';
import { StartCheckoutService } from './start-checkout.service.js';

/** Card payments on the provider's hosted checkout: start a checkout, and settle what the provider reports. */
@Module({
  controllers: [CheckoutController, PayHereNotifyController],
  providers: [StartCheckoutService, SettlePaymentService],
  exports: [SettlePaymentService],
})
export class CheckoutModule {}
