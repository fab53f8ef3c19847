import { Body, Controller, Headers, Param, Res } from '@nestjs/common';
import { API, type NotesResponse, type RouteBodyData } from '@vetnow/contracts/api';
import type {
  Appointment,
  BookData,
  BookResponse,
  CancelResponse,
  CompleteAppointmentData,
  CompleteResponse,
} from '@vetnow/contracts/appointment';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import { toMinorUnits } from '@vetnow/domain/money';
import { CurrentUser } from '@vetnow/service-kit/auth';
import { RateLimit } from '@vetnow/service-kit/rate-limit';
import { Implements } from '@vetnow/service-kit/routing';
import type { FastifyReply } from 'fastify';
import { BOOKING_SERVER_MESSAGES as M } from '../common/booking-messages.js';
import { AppointmentStore, appointmentRefOrThrow } from './appointment-store.js';
import { serverBookRequestSchema } from './book-request.schema.js';
import { BookAppointmentService } from './book-appointment.service.js';
import { idempotencyKeyOrThrow } from './idempotency-key.js';
import { CancelAppointmentService } from './cancel-appointment.service.js';
import { CashPaymentService } from './cash-payment.service.js';
import { CompleteAppointmentService } from './complete-appointment.service.js';

@Controller()
export class AppointmentsController {
  constructor(
    private readonly booking: BookAppointmentService,
    private readonly cancelling: CancelAppointmentService,
    private readonly completing: CompleteAppointmentService,
    private readonly cash: CashPaymentService,
    private readonly store: AppointmentStore,
  ) {}

  /**
   * 201 `{success, appointment}`; with an Idempotency-Key already used for the same booking: 200 and the
   * same appointment; for another booking: 422.
   */
  @Implements(API.booking.book, { body: serverBookRequestSchema() })
  @RateLimit('book')
  async book(
    @CurrentUser() user: TokenClaims,
    @Body() body: BookData,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BookResponse> {
    const { appointment, created } = await this.booking.book(user, body, idempotencyKeyOrThrow(idempotencyKey));
    if (!created) void reply.status(200);
    return { success: true, appointment };
  }

  @Implements(API.booking.ownAll)
  ownAll(@CurrentUser() user: TokenClaims): Promise<Appointment[]> {
    return this.store.forOwner(user.sub);
  }

  @Implements(API.booking.own)
  own(@CurrentUser() user: TokenClaims): Promise<Appointment[]> {
    return this.store.forOwner(user.sub);
  }

  @Implements(API.booking.cancel)
  @RateLimit('cancel')
  async cancel(@CurrentUser() user: TokenClaims, @Param('id') id: string): Promise<CancelResponse> {
    const appointment = await this.cancelling.cancel(user.sub, appointmentRefOrThrow(id));
    return { success: true, message: M.cancelled, appointment };
  }

  /** The appointment's own doctor only (another doctor's → 404); scheduled only (else 409). */
  @Implements(API.booking.complete)
  async complete(
    @CurrentUser() doctor: TokenClaims,
    @Param('id') id: string,
    @Body() body: CompleteAppointmentData,
  ): Promise<CompleteResponse> {
    const appointment = await this.completing.complete(doctor.sub, appointmentRefOrThrow(id), body);
    return { success: true, message: M.completed, appointment };
  }

  /** The doctor's private notes on their own appointment (any status); never shown to the owner. */
  @Implements(API.booking.notes)
  async notes(
    @CurrentUser() doctor: TokenClaims,
    @Param('id') id: string,
    @Body() body: RouteBodyData<typeof API.booking.notes>,
  ): Promise<NotesResponse> {
    const appointment = await this.completing.saveNotes(doctor.sub, appointmentRefOrThrow(id), body.notes);
    return { success: true, appointment };
  }

  /**
   * Cash at the desk: the appointment's own doctor (another doctor's → 404), the front desk or the admin records the
   * cash paid for a pay-at-clinic appointment (an owner → 403); answers the appointment as that caller sees it — the
   * front desk without the questionnaire or the findings, which it never reads (ADR 0060).
   */
  @Implements(API.booking.cashPayment)
  async cashPayment(
    @CurrentUser() caller: TokenClaims,
    @Param('id') id: string,
    @Body() body: RouteBodyData<typeof API.booking.cashPayment>,
  ): Promise<Appointment> {
    // The request's LKR becomes minor units here, once (ADR 0054).
    const receipt = { amountMinor: toMinorUnits(body.amount), receiptNumber: body.receiptNumber };
    const paid = await this.cash.record(caller, appointmentRefOrThrow(id), receipt);
    if (caller.role !== 'staff') return (await this.store.view(paid, caller.role === 'admin' ? 'admin' : 'doctor'))!;
    const { completion: _findings, ...seen } = (await this.store.view(paid, 'owner'))!;
    return { ...seen, diagnosisQuestionnaire: null };
  }

  /** Newest visit first (date and time slot descending). */
  @Implements(API.booking.doctorAppointments)
  doctorOwn(@CurrentUser() user: TokenClaims): Promise<Appointment[]> {
    return this.store.forDoctor(user.sub);
  }

  @Implements(API.booking.adminAppointments)
  all(): Promise<Appointment[]> {
    return this.store.all();
  }
}
