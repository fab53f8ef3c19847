import { Module } from '@nestjs/common';
import { ClosedTimeModule } from '../closed-time/closed-time.module.js';
import { DirectoryModule } from '../directory/directory.module.js';
import { SlotHoldsService } from './hold-slot.service.js';
import { SlotHoldsController } from './slot-holds.controller.js';

@Module({
  imports: [DirectoryModule, ClosedTimeModule],
  controllers: [SlotHoldsController],
  providers: [SlotHoldsService],
})
export class SlotHoldsModule {}
