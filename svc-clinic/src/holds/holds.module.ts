import { Module } from '@nestjs/common';
import { SlotHoldsHandler } from './slot-holds.handler.js';

/** Slot holds (slot.held / slot.released from svc-booking). */
@Module({ providers: [SlotHoldsHandler] })
export class HoldsModule {}
