import { Body, Controller, Param } from '@nestjs/common';
import { API, type DeleteCardResponse } from '@vetnow/contracts/api';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import type { SavedCard } from '@vetnow/contracts/card';
import type { CardPreapprovalData, CheckoutForm } from '@vetnow/contracts/payments';
import { CurrentUser } from '@vetnow/service-kit/auth';
import { DomainError } from '@vetnow/service-kit/errors';
import { RateLimit } from '@vetnow/service-kit/rate-limit';
import { Implements } from '@vetnow/service-kit/routing';
import { isUuid } from '../common/ids.js';
import { PAYMENTS_MESSAGES as M } from '../common/payments-messages.js';
import { CardPreapprovalService } from './card-preapproval.service.js';
import { SavedCardsService } from './saved-cards.service.js';

@Controller()
export class SavedCardsController {
  constructor(
    private readonly cards: SavedCardsService,
    private readonly preapprovals: CardPreapprovalService,
  ) {}

  @Implements(API.payments.savedCards)
  list(@CurrentUser() user: TokenClaims): Promise<SavedCard[]> {
    return this.cards.list(user.sub);
  }

  /** The signed Preapproval form: the browser POSTs it to PayHere, where the owner enters the card. */
  @Implements(API.payments.preapproveCard)
  @RateLimit('saveCard')
  preapprove(@CurrentUser() user: TokenClaims, @Body() body: CardPreapprovalData): Promise<CheckoutForm> {
    return this.preapprovals.start(user, body);
  }

  @Implements(API.payments.deleteCard)
  async delete(@CurrentUser() user: TokenClaims, @Param('id') id: string): Promise<DeleteCardResponse> {
    if (!isUuid(id)) throw new DomainError('CARD_INVALID_ID');
    await this.cards.delete(user.sub, id.toLowerCase());
    return { success: true, message: M.cardDeleted };
  }
}
