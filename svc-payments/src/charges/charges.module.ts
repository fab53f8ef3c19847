import { Module } from '@nestjs/common';
import { CheckoutModule } from '../checkout/checkout.module.js';
import { SavedCardsModule } from '../saved-cards/saved-cards.module.js';
import { ChargeJob } from './charge.job.js';
import { SavedCardChargeService } from './saved-card-charge.service.js';

/** Saved-card charges through PayHere's Charging API (ADR 0053): after the booking's commit, and by the job. */
@Module({
  imports: [SavedCardsModule, CheckoutModule],
  providers: [SavedCardChargeService, ChargeJob],
  exports: [SavedCardChargeService, ChargeJob],
})
export class ChargesModule {}
