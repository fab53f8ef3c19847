import { Module } from '@nestjs/common';
import { DoctorsModule } from '../doctors/doctors.module.js';
import { StatsController } from './stats.controller.js';

@Module({ imports: [DoctorsModule], controllers: [StatsController] })
export class StatsModule {}
