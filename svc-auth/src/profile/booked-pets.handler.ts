import { Injectable, Logger } from '@nestjs/common';
import { petSchema } from '@vetnow/contracts/user';
import { OnEvent, type EventContext } from '@vetnow/service-kit/messaging/on-event.decorator';
import { z } from 'zod';
import { ProfileService } from './profile.service.js';

const bookedSchema = z.object({ userId: z.string().uuid(), pet: petSchema });

/** appointment.booked: the booked pet joins the owner's pets (once per event: the kit's inbox). */
@Injectable()
export class BookedPetsHandler {
  private readonly logger = new Logger('BookedPets');

  constructor(private readonly profiles: ProfileService) {}

  @OnEvent('appointment.booked')
  async onBooked(payload: unknown, { tx, event }: EventContext): Promise<void> {
    const parsed = bookedSchema.safeParse(payload);
    if (!parsed.success) {
      this.logger.warn({ eventId: event.id, msg: 'appointment.booked without a usable owner and pet; skipped' });
      return;
    }
    await this.profiles.rememberPet(tx, parsed.data.userId, parsed.data.pet);
  }
}
