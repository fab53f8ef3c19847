import { Body, Controller, Param, Res } from '@nestjs/common';
import { API, type DeleteCardResponse } from '@vetnow/contracts/api';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import type { SaveCardData, SaveCardResponse, SavedCard } from '@vetnow/contracts/card';
import { CurrentUser } from '@vetnow/service-kit/auth';
import { DomainError } from '@vetnow/service-kit/errors';
import { RateLimit } from '@vetnow/service-kit/rate-limit';
import { Implements } from '@vetnow/service-kit/routing';
import type { FastifyReply } from 'fastify';
import { isUuid } from '../common/ids.js';
import { PAYMENTS_MESSAGES as M } from '../common/payments-messages.js';
import { serverSaveCardSchema } from './save-card-request.schema.js';
import { SavedCardsService } from './saved-cards.service.js';

@Controller()
export class SavedCardsController {
  constructor(private readonly cards: SavedCardsService) {}

  @Implements(API.payments.savedCards)
  list(@CurrentUser() user: TokenClaims): Promise<SavedCard[]> {
    return this.cards.list(user.sub);
  }

  /**
   * 201 `{success, card}` for a new card; 200 with the existing card when the same card is saved again.
   * A CVV is refused with its own code (CARD_CVV_REFUSED) before the contract's schema reads the body.
   */
  @Implements(API.payments.saveCard, { body: serverSaveCardSchema() })
  @RateLimit('saveCard')
  async save(
    @CurrentUser() user: TokenClaims,
    @Body() body: SaveCardData,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SaveCardResponse> {
    const { card, created } = await this.cards.save(user.sub, body);
    if (!created) void reply.status(200);
    return { success: true, card };
  }

  @Implements(API.payments.deleteCard)
  async delete(@CurrentUser() user: TokenClaims, @Param('id') id: string): Promise<DeleteCardResponse> {
    if (!isUuid(id)) throw new DomainError('CARD_INVALID_ID');
    await this.cards.delete(user.sub, id.toLowerCase());
    return { success: true, message: M.cardDeleted };
  }
}
