import { Module } from '@nestjs/common';
import { RefundsModule } from '../refunds/refunds.module.js';
import { SavedCardsModule } from '../saved-cards/saved-cards.module.js';
import { CardPaymentsHandler } from './card-payments.handler.js';

@Module({ imports: [SavedCardsModule, RefundsModule], providers: [CardPaymentsHandler] })
export class CardPaymentsModule {}
