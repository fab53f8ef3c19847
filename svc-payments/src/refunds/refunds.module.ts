import { Module } from '@nestjs/common';
import { AdminRefundController } from './admin-refund.controller.js';
import { RefundPolicyController } from './refund-policy.controller.js';
import { RefundJob } from './refund.job.js';
import { RefundService } from './refund.service.js';

/** Refunds of card payments (issue 35 §4): by the cancellation policy (card-payments/), by the admin, and the job. */
@Module({
  controllers: [AdminRefundController, RefundPolicyController],
  providers: [RefundService, RefundJob],
  exports: [RefundService, RefundJob],
})
export class RefundsModule {}
