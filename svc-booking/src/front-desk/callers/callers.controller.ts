import { Body, Controller, Headers, Param, Res } from '@nestjs/common';
import { API } from '@vetnow/contracts/api';
import type { Appointment } from '@vetnow/contracts/appointment';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import type { DeskPet } from '@vetnow/contracts/callers';
import { CurrentUser } from '@vetnow/service-kit/auth';
import { Implements } from '@vetnow/service-kit/routing';
import type { FastifyReply } from 'fastify';
import { idempotencyKeyOrThrow } from '../../appointments/idempotency-key.js';
import { BookForCallerService, type DeskBookData } from './book-for-caller.service.js';
import { OwnerPetsService } from './owner-pets.service.js';

/**
 * Booking for a caller at the desk (staff; issue 39 phase B, ADR 0061): the owner's pets to pick from, and the booking
 * made for the owner. Finding or creating the owner is svc-auth's.
 */
@Controller()
export class CallersController {
  constructor(
    private readonly pets: OwnerPetsService,
    private readonly booking: BookForCallerService,
  ) {}

  @Implements(API.desk.ownerPets)
  ownerPets(@Param('id') id: string): Promise<DeskPet[]> {
    return this.pets.list(id);
  }

  /**
   * 201 with the appointment as its owner sees it (like POST /appointments/book's `appointment`); with an
   * Idempotency-Key already used for the same booking: 200 and the same appointment; for another booking: 422.
   */
  @Implements(API.desk.bookForCaller)
  async book(
    @CurrentUser() staff: TokenClaims,
    @Body() body: DeskBookData,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Appointment> {
    const { appointment, created } = await this.booking.book(staff, body, idempotencyKeyOrThrow(idempotencyKey));
    if (!created) void reply.status(200);
    return appointment;
  }
}
