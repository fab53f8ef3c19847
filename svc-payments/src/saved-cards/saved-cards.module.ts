import { Module } from '@nestjs/common';
import { SavedCardsController } from './saved-cards.controller.js';
import { SavedCardsService } from './saved-cards.service.js';

@Module({ controllers: [SavedCardsController], providers: [SavedCardsService], exports: [SavedCardsService] })
export class SavedCardsModule {}
