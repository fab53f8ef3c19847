import { Module } from '@nestjs/common';
import { SavedCardsModule } from '../saved-cards/saved-cards.module.js';
import { CardPaymentsHandler } from './card-payments.handler.js';

@Module({ imports: [SavedCardsModule], providers: [CardPaymentsHandler] })
export class CardPaymentsModule {}
