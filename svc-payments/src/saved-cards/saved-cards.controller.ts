import { BadRequestException, Controller, Delete, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import type { SaveCardData, SaveCardResponse, SavedCard } from '@vetnow/contracts/card';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import { CurrentUser, Roles } from '@vetnow/service-kit/auth';
import { ValidBody } from '@vetnow/service-kit/errors';
import { RateLimit } from '@vetnow/service-kit/rate-limit';
import type { FastifyReply } from 'fastify';
import { isUuid } from '../common/ids.js';
import { PAYMENTS_MESSAGES as M } from '../common/payments-messages.js';
import { serverSaveCardSchema } from './save-card-request.schema.js';
import { SavedCardsService } from './saved-cards.service.js';

@Controller('payments')
@Roles('user')
export class SavedCardsController {
  constructor(private readonly cards: SavedCardsService) {}

  @Get('saved-cards')
  list(@CurrentUser() user: TokenClaims): Promise<SavedCard[]> {
    return this.cards.list(user.sub);
  }

  /** 201 `{success, card}` for a new card; 200 with the existing card when the same card is saved again. */
  @Post('save-card')
  @HttpCode(201)
  @RateLimit('saveCard')
  async save(
    @CurrentUser() user: TokenClaims,
    @ValidBody(serverSaveCardSchema()) body: SaveCardData,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SaveCardResponse> {
    const { card, created } = await this.cards.save(user.sub, body);
    if (!created) void reply.status(200);
    return { success: true, card };
  }

  @Delete('saved-cards/:id')
  async delete(@CurrentUser() user: TokenClaims, @Param('id') id: string): Promise<{ success: true; message: string }> {
    if (!isUuid(id)) throw new BadRequestException(M.invalidCardId);
    await this.cards.delete(user.sub, id.toLowerCase());
    return { success: true, message: M.cardDeleted };
  }
}
