import { Module } from '@nestjs/common';
import { OccupancyHandler } from './occupancy.handler.js';

/** The occupancy read model (appointment.booked / appointment.cancelled from svc-booking). */
@Module({ providers: [OccupancyHandler] })
export class OccupancyModule {}
