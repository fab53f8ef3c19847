/** The static examples (ADR 0072) of svc-payments: cards, checkout, PayHere's notify, refunds, the admin's payments. */
import type { PAYMENTS_API } from '../payments.routes.js';
import { EXAMPLE } from './example-values.js';
import type { FamilyExamples } from './route-example.js';

export const PAYMENTS_EXAMPLES = {
  preapproveCard: { body: { phone: EXAMPLE.phone } },
  deleteCard: {
    params: { id: EXAMPLE.recordId },
    response: { success: true, message: 'Card deleted successfully' },
  },
  checkout: { body: { appointmentId: EXAMPLE.appointmentId, phone: EXAMPLE.phone } },
  refreshCheckout: { body: { appointmentId: EXAMPLE.appointmentId } },
  refund: { body: { appointmentId: EXAMPLE.appointmentId, amount: 500, reason: 'Visit shortened' } },
  list: { query: { from: '2027-03-08', to: EXAMPLE.date, status: 'completed', limit: '20' } },
  dailyTotals: { query: { from: '2027-03-08', to: EXAMPLE.date } },
  exportCsv: { query: { from: '2027-03-08', to: EXAMPLE.date, method: 'checkout' } },
  payhereNotify: {
    body: {
      merchant_id: '1211149',
      order_id: 'VN-7K2M9Q',
      payment_id: '320025071278',
      payhere_amount: '2500.00',
      payhere_currency: 'LKR',
      status_code: '2',
      md5sig: '9F3B1C7A2E4D6B8F0A1C3E5D7B9F1A2C',
    },
  },
} satisfies FamilyExamples<typeof PAYMENTS_API>;
