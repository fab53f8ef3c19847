import { Module } from '@nestjs/common';
import { ClosedTime } from './closed-time.js';
import { ClosedTimeHandler } from './closed-time.handler.js';

/** Closed time (clinic closures, public holidays the clinic closes on, doctor leave) from svc-clinic's events. */
@Module({ providers: [ClosedTime, ClosedTimeHandler], exports: [ClosedTime] })
export class ClosedTimeModule {}
