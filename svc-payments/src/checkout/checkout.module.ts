import { Module } from '@nestjs/common';
import { SavedCardsModule } from '../saved-cards/saved-cards.module.js';
import { PayHereNotifyController } from '../settlement/payhere-notify.controller.js';
import { SettlePaymentService } from '../settlement/settle-payment.service.js';
import { CheckoutController } from './checkout.controller.js';
import { StartCheckoutService } from './start-checkout.service.js';

/**
 * Card payments on the provider's hosted checkout: start a checkout, and settle what the provider reports (a saved
 * card's preapproval is stored by SavedCardsModule).
 */
@Module({
  imports: [SavedCardsModule],
  controllers: [CheckoutController, PayHereNotifyController],
  providers: [StartCheckoutService, SettlePaymentService],
  exports: [SettlePaymentService],
})
export class CheckoutModule {}
