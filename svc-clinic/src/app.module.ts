import { Module, type Type } from '@nestjs/common';
import { KitModule, type KitModuleOptions } from '@vetnow/service-kit';
import { AdminDoctorsModule } from './admin-doctors/admin-doctors.module.js';
import { CalendarModule } from './calendar/calendar.module.js';
import { ClockModule, type Clock } from './common/clock.js';
import { ClinicConfigModule, loadClinicConfig, type ClinicConfig } from './config/clinic-config.js';
import { MIGRATIONS_FOLDER } from './database/migrations-folder.js';
import { DoctorProfileModule } from './doctor-profile/doctor-profile.module.js';
import { HoldsModule } from './holds/holds.module.js';
import { LeaveModule } from './leave/leave.module.js';
import { OccupancyModule } from './occupancy/occupancy.module.js';
import { PublicDoctorsModule } from './public-doctors/public-doctors.module.js';
import { SeedModule } from './seed/seed.module.js';
import { StatsModule } from './stats/stats.module.js';

export { MIGRATIONS_FOLDER };

export interface ClinicAppOptions {
  /** Environment of this instance (default `process.env`). */
  readonly env?: Record<string, string | undefined>;
  /** Relay / consumer tuning (tests). */
  readonly messaging?: KitModuleOptions['messaging'];
  /** Time source (tests fix "now"); default the system clock. */
  readonly clock?: Clock;
}

export interface ClinicApp {
  readonly AppModule: Type<unknown>;
  readonly clinicConfig: ClinicConfig;
  readonly env: Record<string, string | undefined>;
}

/** Builds svc-clinic's root module; its own settings (AUTH_URL, SEED_DEMO) are checked before anything starts. */
export function createClinicApp(options: ClinicAppOptions = {}): ClinicApp {
  const env = options.env ?? process.env;
  const clinicConfig = loadClinicConfig(env);

  @Module({
    imports: [
      KitModule.forRoot({
        service: 'clinic',
        migrationsFolder: MIGRATIONS_FOLDER,
        env,
        ...(options.messaging ? { messaging: options.messaging } : {}),
      }),
      ClinicConfigModule.forRoot(clinicConfig),
      ClockModule.forRoot(options.clock),
      PublicDoctorsModule,
      DoctorProfileModule,
      AdminDoctorsModule,
      StatsModule,
      // Before the calendar: the demo doctors' doctor.created events go into the outbox ahead of the holiday
      // closures the calendar announces at start, so svc-auth can sign the demo doctor in as early as before.
      SeedModule,
      OccupancyModule,
      HoldsModule,
      CalendarModule,
      LeaveModule,
    ],
  })
  class AppModule {}

  return { AppModule, clinicConfig, env };
}
