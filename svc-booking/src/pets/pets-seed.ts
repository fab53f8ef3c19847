import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { CareSchedulesService } from './care-schedules.service.js';
import { DemoPetsService, PETS_SEED_DEMO } from './demo-pets.service.js';

/** At start: the shipped care schedules, then (SEED_DEMO=true) the demo owner's pets. */
@Injectable()
export class PetsSeed implements OnApplicationBootstrap {
  constructor(
    private readonly schedules: CareSchedulesService,
    private readonly demo: DemoPetsService,
    @Inject(PETS_SEED_DEMO) private readonly seedDemo: boolean,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.schedules.seed();
    if (this.seedDemo) await this.demo.seed();
  }
}
