import { Controller, Header, Query, Res } from '@nestjs/common';
import { API } from '@vetnow/contracts/api';
import {
  paymentExportFileName,
  type AdminPaymentPage,
  type PaymentExportQueryData,
  type PaymentListQueryData,
  type PaymentTotals,
  type PaymentTotalsQueryData,
} from '@vetnow/contracts/payments';
import { Implements } from '@vetnow/service-kit/routing';
import type { FastifyReply } from 'fastify';
import { AdminPaymentsService } from './admin-payments.service.js';
import { paymentsCsv } from './payments-csv.js';

/**
 * The admin's Payments page (issue 35 §5): GET /payments (the list), GET /payments/daily-totals (our day totals
 * against PayHere) and GET /payments/export.csv (the file). Admin only (the contracts' access: owners and doctors
 * get 403); the queries are checked by the contracts' schemas (400 VALIDATION_FAILED with a message).
 */
@Controller()
export class AdminPaymentsController {
  constructor(private readonly payments: AdminPaymentsService) {}

  @Implements(API.payments.list)
  @Header('cache-control', 'private, no-store')
  list(@Query() query: PaymentListQueryData): Promise<AdminPaymentPage> {
    return this.payments.list(query);
  }

  @Implements(API.payments.dailyTotals)
  @Header('cache-control', 'private, no-store')
  dailyTotals(@Query() query: PaymentTotalsQueryData): Promise<PaymentTotals> {
    return this.payments.dailyTotals(query);
  }

  /** text/csv (the contract's media type, set by @Implements), saved by the browser under the range's name. */
  @Implements(API.payments.exportCsv)
  @Header('cache-control', 'private, no-store')
  async exportCsv(@Query() query: PaymentExportQueryData, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const rows = await this.payments.exportRows(query);
    reply.header('content-disposition', `attachment; filename="${paymentExportFileName(query.from, query.to)}"`);
    return paymentsCsv(rows);
  }
}
