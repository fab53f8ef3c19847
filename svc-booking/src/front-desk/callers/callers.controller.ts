import { Body, Controller, Param } from '@nestjs/common';
import { API } from '@vetnow/contracts/api';
import type { Appointment } from '@vetnow/contracts/appointment';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import type { DeskPet } from '@vetnow/contracts/callers';
import { CurrentUser } from '@vetnow/service-kit/auth';
import { Implements } from '@vetnow/service-kit/routing';
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

  /** 201 with the appointment as its owner sees it (like POST /appointments/book's `appointment`). */
  @Implements(API.desk.bookForCaller)
  book(@CurrentUser() staff: TokenClaims, @Body() body: DeskBookData): Promise<Appointment> {
    return this.booking.book(staff, body);
  }
}
