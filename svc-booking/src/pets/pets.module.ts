import { Module } from '@nestjs/common';
import { currentServiceEnv } from '@vetnow/service-kit/config';
import { CareSchedulesService } from './care-schedules.service.js';
import { DemoPetsService, PETS_SEED_DEMO, seedDemoOn } from './demo-pets.service.js';
import { ManagePetsService } from './manage-pets.service.js';
import { PetAccess } from './pet-access.js';
import { PET_CLOCK, systemPetClock } from './pet-clock.js';
import { PetRecordService } from './pet-record.service.js';
import { PetReportsService } from './pet-reports.service.js';
import { PetsController } from './pets.controller.js';
import { PetsSeed } from './pets-seed.js';

/**
 * Pets as records (issue 38, ADR 0059): My Pets, the pet's health record, the care schedules, the doctor's day of due
 * items and the admin's overdue report. The doctor's care at a visit is recorded by the appointments module.
 */
@Module({
  controllers: [PetsController],
  providers: [
    { provide: PET_CLOCK, useFactory: systemPetClock },
    { provide: PETS_SEED_DEMO, useFactory: () => seedDemoOn(currentServiceEnv()['SEED_DEMO']) },
    PetAccess,
    ManagePetsService,
    PetRecordService,
    CareSchedulesService,
    PetReportsService,
    DemoPetsService,
    PetsSeed,
  ],
  exports: [PetAccess, CareSchedulesService, PET_CLOCK],
})
export class PetsModule {}
