import { BadRequestException, Controller, Get, Headers, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import {
  appointmentNotesRequestSchema,
  completeAppointmentRequestSchema,
  type Appointment,
  type BookData,
  type BookResponse,
  type CancelResponse,
  type CompleteAppointmentData,
  type CompleteResponse,
} from '@vetnow/contracts/appointment';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import { CurrentUser, Roles } from '@vetnow/service-kit/auth';
import { RateLimit } from '@vetnow/service-kit/rate-limit';
import { ValidBody } from '@vetnow/service-kit/errors';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { BOOKING_SERVER_MESSAGES as M } from '../common/booking-messages.js';
import { AppointmentStore, appointmentRefOrThrow } from './appointment-store.js';
import { serverBookRequestSchema } from './book-request.schema.js';
import { BookAppointmentService, IDEMPOTENCY_KEY_MAX_LENGTH } from './book-appointment.service.js';
import { CancelAppointmentService } from './cancel-appointment.service.js';
import { CompleteAppointmentService } from './complete-appointment.service.js';

/** Every field of the complete request is optional, so a PUT without a body means "no findings" (not a 400). */
const completeBodySchema = z.preprocess((body) => body ?? {}, completeAppointmentRequestSchema);

/** PUT /appointments/:id/notes answer (ours; the spec does not show the call). */
export interface NotesResponse {
  success: true;
  appointment: Appointment;
}

@Controller()
export class AppointmentsController {
  constructor(
    private readonly booking: BookAppointmentService,
    private readonly cancelling: CancelAppointmentService,
    private readonly completing: CompleteAppointmentService,
    private readonly store: AppointmentStore,
  ) {}

  /**
   * 201 `{success, appointment}`; with an Idempotency-Key already used for the same booking: 200 and the
   * same appointment; for another booking: 422.
   */
  @Post('appointments/book')
  @Roles('user')
  @RateLimit('book')
  @HttpCode(201)
  async book(
    @CurrentUser() user: TokenClaims,
    @ValidBody(serverBookRequestSchema()) body: BookData,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BookResponse> {
    if (idempotencyKey !== undefined && (idempotencyKey.trim() === '' || idempotencyKey.length > IDEMPOTENCY_KEY_MAX_LENGTH)) {
      throw new BadRequestException(M.idempotencyKeyInvalid);
    }
    const { appointment, created } = await this.booking.book(user, body, idempotencyKey);
    if (!created) void reply.status(200);
    return { success: true, appointment };
  }

  @Get('appointments/user/all')
  @Roles('user')
  ownAll(@CurrentUser() user: TokenClaims): Promise<Appointment[]> {
    return this.store.forOwner(user.sub);
  }

  @Get('users/appointments')
  @Roles('user')
  own(@CurrentUser() user: TokenClaims): Promise<Appointment[]> {
    return this.store.forOwner(user.sub);
  }

  @Put('appointments/:id/cancel')
  @Roles('user')
  @RateLimit('cancel')
  async cancel(@CurrentUser() user: TokenClaims, @Param('id') id: string): Promise<CancelResponse> {
    const appointment = await this.cancelling.cancel(user.sub, appointmentRefOrThrow(id));
    return { success: true, message: M.cancelled, appointment };
  }

  /** The appointment's own doctor only (another doctor's → 404); scheduled only (else 409). */
  @Put('appointments/:id/complete')
  @Roles('doctor')
  async complete(
    @CurrentUser() doctor: TokenClaims,
    @Param('id') id: string,
    @ValidBody(completeBodySchema) body: CompleteAppointmentData,
  ): Promise<CompleteResponse> {
    const appointment = await this.completing.complete(doctor.sub, appointmentRefOrThrow(id), body);
    return { success: true, message: M.completed, appointment };
  }

  /** The doctor's private notes on their own appointment (any status); never shown to the owner. */
  @Put('appointments/:id/notes')
  @Roles('doctor')
  async notes(
    @CurrentUser() doctor: TokenClaims,
    @Param('id') id: string,
    @ValidBody(appointmentNotesRequestSchema) body: z.output<typeof appointmentNotesRequestSchema>,
  ): Promise<NotesResponse> {
    const appointment = await this.completing.saveNotes(doctor.sub, appointmentRefOrThrow(id), body.notes);
    return { success: true, appointment };
  }

  /** Newest visit first (date and time slot descending). */
  @Get('doctors/dashboard/appointments')
  @Roles('doctor')
  doctorOwn(@CurrentUser() user: TokenClaims): Promise<Appointment[]> {
    return this.store.forDoctor(user.sub);
  }

  @Get('admin/appointments')
  @Roles('admin')
  all(): Promise<Appointment[]> {
    return this.store.all();
  }
}
