import { Injectable } from '@nestjs/common';
import type { EventPayload } from '@vetnow/contracts/events';
import { OnEvent, type EventContext } from '@vetnow/service-kit/messaging';
import { ProfileService } from './profile.service.js';

type Booked = EventPayload<'appointment.booked'>;

/**
 * appointment.booked: the booked pet joins the owner's pets. The kit has validated the payload against the
 * contracts catalogue and applies each event once (inbox).
 */
@Injectable()
export class BookedPetsHandler {
  constructor(private readonly profiles: ProfileService) {}

  @OnEvent('appointment.booked')
  async onBooked(booked: Booked, { tx }: EventContext<Booked>): Promise<void> {
    await this.profiles.rememberPet(tx, booked.userId, booked.pet);
  }
}
