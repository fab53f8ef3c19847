import { Injectable } from '@nestjs/common';
import type { API, RouteBodyData } from '@vetnow/contracts/api';
import type { Appointment, BookData } from '@vetnow/contracts/appointment';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import type { Tx } from '@vetnow/service-kit/database';
import { BookAppointmentService, type BookingOrigin } from '../../appointments/book-appointment.service.js';
import { appointmentAudit, type AppointmentRow } from '../../database/schema.js';
import { OwnerDirectory } from '../../directory/owner-directory.js';
import { deskOwnerOrThrow } from './desk-owner.js';

/** The validated request (contracts deskBookRequestSchema: from tomorrow in clinic time, the pet, the payment choice). */
export type DeskBookData = RouteBodyData<typeof API.desk.bookForCaller>;

/** appointment_audit.action of a booking the desk made for a caller (beside the arrival changes and cash payments). */
export const DESK_BOOKED_AUDIT_ACTION = 'booked-by-desk';

/**
 * POST /desk/appointments (staff): the owner's booking, made by the desk through the owner's own booking path
 * (BookAppointmentService) as that owner — so every rule applies unchanged: from tomorrow, the horizon, closed time,
 * other owners' holds (the owner's own hold is taken), the cap, the no-show rule for pay at clinic, the pet by id or by
 * name and species. Pay at the clinic books cash; a payment link books card with no card on it: the owner pays on the
 * hosted checkout from "Pay now", after the SMS appointment.booked's `paymentLink` makes svc-notify send. The
 * appointment_audit entry (which staff booked it, and how it is paid) is written in the booking's transaction.
 */
@Injectable()
export class BookForCallerService {
  constructor(
    private readonly booking: BookAppointmentService,
    private readonly directory: OwnerDirectory,
  ) {}

  /**
   * `idempotencyKey`: the desk's key for this booking (the owner's keys and the desk's share the owner's unique index;
   * each is a fresh random id). `created` false: the key's earlier booking, answered again.
   */
  async book(staff: TokenClaims, data: DeskBookData, idempotencyKey?: string, now: Date = new Date()): Promise<{ appointment: Appointment; created: boolean }> {
    const owner = await deskOwnerOrThrow(this.directory, data.ownerId);
    const asOwner: TokenClaims = { sub: owner.id, role: 'user', email: '', name: owner.fullName };
    const { ownerId: _ownerId, payment, ...booking } = data;
    const request: BookData = { ...booking, paymentMethod: payment === 'link' ? 'card' : 'cash', paymentData: undefined };
    const origin: BookingOrigin = {
      bookedBy: 'desk',
      paymentLink: payment === 'link',
      recorded: (tx: Tx, row: AppointmentRow) => audit(tx, staff, row, payment, now),
    };
    return this.booking.book(asOwner, request, idempotencyKey, now, origin);
  }
}

async function audit(tx: Tx, staff: TokenClaims, row: AppointmentRow, payment: DeskBookData['payment'], now: Date): Promise<void> {
  await tx.insert(appointmentAudit).values({
    appointmentId: row.id,
    actorId: staff.sub,
    actorRole: staff.role,
    action: DESK_BOOKED_AUDIT_ACTION,
    details: { ownerId: row.userId, payment },
    createdAt: now,
  });
}
