import { Injectable } from '@nestjs/common';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import { DomainError } from '@vetnow/service-kit/errors';
import { UnitOfWork } from '@vetnow/service-kit/messaging';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import { appointmentAudit, appointments, type AppointmentRow } from '../database/schema.js';
import { refCondition, type AppointmentRef } from './appointment-store.js';

/** The audit action of a recorded cash payment (appointment_audit.action). */
export const CASH_PAYMENT_RECORDED = 'cash-payment-recorded';

/** The cash received, as recorded: the amount in minor units (the controller converts the request's LKR). */
export interface CashReceipt {
  amountMinor: number;
  receiptNumber: string;
}

/**
 * POST /appointments/:id/cash-payment — cash at the desk (issue 35): the appointment's own doctor (another doctor's
 * answers 404 exactly like a missing one), the front desk (any: the counter takes the cash) or the admin (any) records
 * the cash paid for a pay-at-clinic appointment
 * that is not cancelled. The payment status, the amount, the receipt number, who and when, and the audit entry
 * commit together; the conditional UPDATE makes two concurrent recordings succeed once. Recording the same
 * amount and receipt number again (a retried request) answers the appointment unchanged, with no second audit entry.
 */
@Injectable()
export class CashPaymentService {
  constructor(private readonly uow: UnitOfWork) {}

  async record(
    caller: TokenClaims,
    ref: AppointmentRef,
    cash: CashReceipt,
    now: Date = new Date(),
  ): Promise<string> {
    if (caller.role !== 'doctor' && caller.role !== 'admin' && caller.role !== 'staff') throw new DomainError('FORBIDDEN');
    const scope: SQL =
      caller.role === 'doctor'
        ? and(refCondition(ref), eq(appointments.doctorId, caller.sub))!
        : refCondition(ref);
    return this.uow.run(async (tx) => {
      const [row] = await tx
        .update(appointments)
        .set({
          paymentStatus: 'completed',
          cashAmountMinor: cash.amountMinor,
          cashReceiptNumber: cash.receiptNumber,
          cashRecordedBy: caller.sub,
          cashRecordedRole: caller.role,
          cashRecordedAt: now,
          updatedAt: now,
        })
        .where(
          and(
            scope,
            eq(appointments.paymentMethod, 'cash'),
            eq(appointments.paymentStatus, 'pending'),
            ne(appointments.status, 'cancelled'),
          ),
        )
        .returning({ id: appointments.id });
      if (row) {
        await tx.insert(appointmentAudit).values({
          appointmentId: row.id,
          actorId: caller.sub,
          actorRole: caller.role,
          action: CASH_PAYMENT_RECORDED,
          details: { amountMinor: cash.amountMinor, receiptNumber: cash.receiptNumber },
          createdAt: now,
        });
        return row.id;
      }
      const [existing] = await tx.select().from(appointments).where(scope);
      if (!existing) throw new DomainError('APPOINTMENT_NOT_FOUND');
      return refusal(existing, cash);
    });
  }
}

/** Why the UPDATE matched nothing, or the id of an appointment already paid with this very amount and receipt. */
function refusal(a: AppointmentRow, cash: CashReceipt): string {
  if (a.paymentMethod !== 'cash') throw new DomainError('APPOINTMENT_NOT_CASH');
  if (a.paymentStatus === 'completed') {
    if (a.cashReceiptNumber === cash.receiptNumber && a.cashAmountMinor === cash.amountMinor) return a.id;
    throw new DomainError('APPOINTMENT_ALREADY_PAID');
  }
  if (a.status === 'cancelled') throw new DomainError('APPOINTMENT_CANCELLED_NOT_PAYABLE');
  // pending is the only other status a cash payment has; anything else is not payable at the desk either
  throw new DomainError('APPOINTMENT_ALREADY_PAID');
}
