import { Injectable, Logger } from '@nestjs/common';
import { parseEventPayload } from '@vetnow/contracts/events';
import { OnEvent, type EventContext } from '@vetnow/service-kit/messaging/on-event.decorator';
import { ProfileService } from './profile.service.js';

/** appointment.booked: the booked pet joins the owner's pets (once per event: the kit's inbox). */
@Injectable()
export class BookedPetsHandler {
  private readonly logger = new Logger('BookedPets');

  constructor(private readonly profiles: ProfileService) {}

  @OnEvent('appointment.booked')
  async onBooked(payload: unknown, { tx, event }: EventContext): Promise<void> {
    let booked;
    try {
      booked = parseEventPayload('appointment.booked', payload, event.version);
    } catch {
      // Retrying cannot make it readable: log (ids only) and skip.
      this.logger.error({
        eventId: event.id,
        type: event.type,
        msg: 'unreadable appointment.booked payload; skipped',
      });
      return;
    }
    await this.profiles.rememberPet(tx, booked.userId, booked.pet);
  }
}
