import { Module } from '@nestjs/common';
import { DoctorsModule } from '../doctors/doctors.module.js';
import { SeedService } from './seed.service.js';

/** Boot-time demo doctors (SEED_DEMO=true). */
@Module({ imports: [DoctorsModule], providers: [SeedService] })
export class SeedModule {}
