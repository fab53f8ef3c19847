import { Module } from '@nestjs/common';
import { ChargesModule } from '../charges/charges.module.js';
import { RefundsModule } from '../refunds/refunds.module.js';
import { SavedCardsModule } from '../saved-cards/saved-cards.module.js';
import { CardPaymentsHandler } from './card-payments.handler.js';

@Module({ imports: [SavedCardsModule, RefundsModule, ChargesModule], providers: [CardPaymentsHandler] })
export class CardPaymentsModule {}
