import { Module } from '@nestjs/common';
import { AdminPaymentsController } from './admin-payments.controller.js';
import { AdminPaymentsService } from './admin-payments.service.js';

/** The admin's Payments page (issue 35 §5): the list, the day totals against PayHere and the CSV export. */
@Module({
  controllers: [AdminPaymentsController],
  providers: [AdminPaymentsService],
})
export class AdminPaymentsModule {}
