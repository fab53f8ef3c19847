import { fileURLToPath } from 'node:url';
import { Module } from '@nestjs/common';
import { KitModule } from '@vetnow/service-kit';
import { AppointmentsModule } from './appointments/appointments.module.js';
import { CalendarEventModule } from './calendar-event/calendar-event.module.js';
import { BookingConfigModule } from './config/booking-config.js';
import { ClosedTimeModule } from './closed-time/closed-time.module.js';
import { DeskEventsModule } from './desk-events/desk-events.module.js';
import { DiagnosisModule } from './diagnosis/diagnosis.module.js';
import { DirectoryModule } from './directory/directory.module.js';
import { FrontDeskModule } from './front-desk/front-desk.module.js';
import { PetsModule } from './pets/pets.module.js';
import { RescheduleModule } from './reschedule/reschedule.module.js';
import { SlotHoldsModule } from './slot-holds/slot-holds.module.js';
import { StatsController } from './stats/stats.controller.js';
import { WaitlistModule } from './waitlist/waitlist.module.js';

/** svc-booking's drizzle migrations (svc-booking/migrations, from src/ and from dist/ alike). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

@Module({
  imports: [
    KitModule.forRoot({ service: 'booking', migrationsFolder: MIGRATIONS_FOLDER }),
    BookingConfigModule.forRoot(),
    DirectoryModule,
    ClosedTimeModule,
    AppointmentsModule,
    RescheduleModule,
    CalendarEventModule,
    SlotHoldsModule,
    DiagnosisModule,
    PetsModule,
    FrontDeskModule,
    DeskEventsModule,
    WaitlistModule,
  ],
  controllers: [StatsController],
})
export class AppModule {}
