import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { UnitOfWork } from '@vetnow/service-kit/messaging';
import { CLINIC_CONFIG, type ClinicConfig } from '../config/clinic-config.js';
import { DoctorEvents } from '../doctors/doctor-events.js';
import { DoctorStore } from '../doctors/doctor-store.js';
import { DEMO_DOCTORS } from './demo-doctors.js';

/**
 * SEED_DEMO=true: ensures the demo doctors exist. A doctor is inserted only when neither its id nor its
 * email exists (so replicas may seed at the same time, and an admin's edits survive restarts); each insert
 * publishes doctor.created through the outbox, like any create.
 */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(CLINIC_CONFIG) private readonly config: ClinicConfig,
    private readonly store: DoctorStore,
    private readonly events: DoctorEvents,
    private readonly uow: UnitOfWork,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.seedDemo) await this.seed();
  }

  /** Returns how many doctors were created. */
  async seed(): Promise<number> {
    let created = 0;
    for (const values of DEMO_DOCTORS) {
      const inserted = await this.uow.run(async (tx) => {
        const row = await this.store.insertIfAbsent(tx, values);
        if (row) await this.events.created(tx, row);
        return row !== undefined;
      });
      if (inserted) created++;
    }
    if (created > 0) this.logger.log({ msg: `demo doctors created: ${created}` });
    return created;
  }
}
