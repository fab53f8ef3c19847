import { z } from '@vetnow/contracts/zod';
import { saveCardRequestSchema, saveCardResponseSchema, savedCardsSchema } from '../card.js';
import { idParamSchema } from '../user.js';
import { defineRoute } from './define-route.js';

/** DELETE /payments/saved-cards/:id answer. */
export const deleteCardResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type DeleteCardResponse = z.infer<typeof deleteCardResponseSchema>;

/** svc-payments: the owner's saved cards. */
export const PAYMENTS_API = {
  savedCards: defineRoute({
    name: 'payments.savedCards',
    method: 'GET',
    path: '/payments/saved-cards',
    service: 'payments',
    access: 'user',
    summary: "The owner's saved cards (brand, last four, expiry, holder; never the number)",
    response: savedCardsSchema,
    errors: [],
  }),
  saveCard: defineRoute({
    name: 'payments.saveCard',
    method: 'POST',
    path: '/payments/save-card',
    service: 'payments',
    access: 'user',
    summary: 'Save a card (the number is checked and dropped; a CVV is refused)',
    body: saveCardRequestSchema(),
    response: saveCardResponseSchema,
    successStatus: 201,
    errors: ['CARD_CVV_REFUSED', 'CARD_DETAILS_MISMATCH'],
  }),
  deleteCard: defineRoute({
    name: 'payments.deleteCard',
    method: 'DELETE',
    path: '/payments/saved-cards/:id',
    service: 'payments',
    access: 'user',
    summary: 'Delete one of the owner’s saved cards',
    params: idParamSchema,
    response: deleteCardResponseSchema,
    errors: ['CARD_NOT_FOUND', 'CARD_INVALID_ID'],
  }),
} as const;
