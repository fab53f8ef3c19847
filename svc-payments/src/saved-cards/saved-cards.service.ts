import { Inject, Injectable, Logger } from '@nestjs/common';
import { CARD_BRANDS, type CardBrand, type SavedCard } from '@vetnow/contracts/card';
import { NAME_MAX_LENGTH } from '@vetnow/contracts/constants';
import { DB, type Database } from '@vetnow/service-kit/database';
import { DomainError } from '@vetnow/service-kit/errors';
import { and, desc, eq, sql } from 'drizzle-orm';
import { cardPreapprovals, savedCards, type SavedCardRow } from '../database/schema.js';
import { normaliseCardExpiry } from '../payhere/payhere-protocol.js';
import type { PreapprovedCard, ProviderReport } from '../provider/payment-provider.js';
import { CARD_TOKEN_CIPHER, type CardTokenCipher } from './card-token-cipher.js';

/** What the owner sees of a saved card; never its token. A card without one (saved before ADR 0053) needs renewal. */
export function toSavedCard(row: SavedCardRow): SavedCard {
  return {
    id: row.id,
    cardType: row.cardType as SavedCard['cardType'],
    lastFour: row.lastFour,
    cardholderName: row.cardholderName,
    expiryDate: row.expiryDate,
    ...(row.tokenCiphertext === null ? { needsRenewal: true } : {}),
  };
}

/** What storing a preapproval's notify did. */
export type PreapprovalOutcome =
  | 'saved' // the card is saved (or its token replaced)
  | 'failed' // the preapproval failed or was cancelled at PayHere, or its notify lacked the card: nothing stored
  | 'duplicate' // this preapproval was settled already: nothing changed
  | 'ignored' // a pending status: wait for the final one
  | 'unknown_order'; // no preapproval has this order id

/** The saved card a verified notify describes, or why it cannot be stored. */
function cardOf(report: ProviderReport, card: PreapprovedCard | undefined): { ok: true; value: Omit<typeof savedCards.$inferInsert, 'userId' | 'tokenCiphertext' | 'tokenKeyId'>; token: string } | { ok: false; reason: string } {
  if (!card?.customerToken) return { ok: false, reason: 'the notify carries no customer_token' };
  const lastFour = report.lastFour;
  const expiryDate = normaliseCardExpiry(card.cardExpiry);
  if (!lastFour) return { ok: false, reason: 'the notify carries no masked card number' };
  if (!expiryDate) return { ok: false, reason: 'the notify carries no readable card expiry' };
  const cardType: CardBrand = (CARD_BRANDS as readonly string[]).includes(report.cardType ?? '') ? (report.cardType as CardBrand) : 'unknown';
  return {
    ok: true,
    token: card.customerToken,
    value: { cardType, lastFour, expiryDate, cardholderName: (card.cardHolderName ?? '').trim().slice(0, NAME_MAX_LENGTH), provider: 'payhere' },
  };
}

/**
 * An owner's saved cards (ADR 0053): brand, last four, holder and expiry as PayHere showed them, and PayHere's
 * customer token sealed with the card token key — never a number or CVV, never the token in an answer or a log.
 */
@Injectable()
export class SavedCardsService {
  private readonly logger = new Logger('SavedCards');

  constructor(
    @Inject(DB) private readonly db: Database,
    @Inject(CARD_TOKEN_CIPHER) private readonly cipher: CardTokenCipher,
  ) {}

  async list(userId: string): Promise<SavedCard[]> {
    const rows = await this.db
      .select()
      .from(savedCards)
      .where(eq(savedCards.userId, userId))
      .orderBy(desc(savedCards.createdAt), desc(savedCards.id));
    return rows.map(toSavedCard);
  }

  /**
   * Stores the card of a verified preapproval notify, once per preapproval: the preapproval's row locked, the token
   * sealed (the owner's id as associated data), the card inserted — or, the same card saved again, its token replaced
   * in the existing row (an old card without a token becomes chargeable). A failed or cancelled preapproval stores
   * nothing. Logs carry the order id, the card's id and brand only.
   */
  storePreapproved(report: ProviderReport, card: PreapprovedCard | undefined): Promise<PreapprovalOutcome> {
    return this.db.transaction(async (tx) => {
      const [pre] = await tx.select().from(cardPreapprovals).where(eq(cardPreapprovals.orderId, report.orderId)).for('update');
      const log = { orderId: report.orderId, statusCode: report.statusCode };
      if (!pre) {
        this.logger.warn({ msg: 'preapproval notify for an unknown order', ...log });
        return 'unknown_order';
      }
      if (pre.status !== 'pending') return 'duplicate';
      if (report.outcome === 'pending') return 'ignored';
      const settled = { settledAt: sql`now()`, providerPaymentId: report.providerPaymentId };
      if (report.outcome !== 'paid') {
        const reason = report.statusMessage?.trim() || 'The card was not preapproved';
        await tx.update(cardPreapprovals).set({ status: 'failed', failureReason: reason.slice(0, 500), ...settled }).where(eq(cardPreapprovals.orderId, pre.orderId));
        this.logger.log({ msg: 'card preapproval failed: no card saved', ...log });
        return 'failed';
      }
      const read = cardOf(report, card);
      if (!read.ok) {
        await tx.update(cardPreapprovals).set({ status: 'failed', failureReason: read.reason, ...settled }).where(eq(cardPreapprovals.orderId, pre.orderId));
        this.logger.error({ msg: 'a successful preapproval could not be stored', ...log, reason: read.reason });
        return 'failed';
      }
      const sealed = { provider: 'payhere' as const, tokenCiphertext: this.cipher.seal(read.token, pre.userId), tokenKeyId: this.cipher.keyId };
      const [row] = await tx
        .insert(savedCards)
        .values({ ...read.value, ...sealed, userId: pre.userId })
        .onConflictDoUpdate({
          target: [savedCards.userId, savedCards.cardType, savedCards.lastFour, savedCards.expiryDate, savedCards.cardholderName],
          // The same card added again: its fresh token, under a new id, so the owner's page sees the card it just added.
          set: { ...sealed, id: sql`gen_random_uuid()`, createdAt: sql`now()` },
        })
        .returning({ id: savedCards.id });
      await tx.update(cardPreapprovals).set({ status: 'saved', savedCardId: row!.id, ...settled }).where(eq(cardPreapprovals.orderId, pre.orderId));
      this.logger.log({ msg: 'card saved through preapproval', ...log, savedCardId: row!.id, cardType: read.value.cardType });
      return 'saved';
    });
  }

  /** Deletes the owner's card, its sealed token with it; someone else's (or a missing one) → 404. */
  async delete(userId: string, id: string): Promise<void> {
    const deleted = await this.db
      .delete(savedCards)
      .where(and(eq(savedCards.id, id), eq(savedCards.userId, userId)))
      .returning({ id: savedCards.id });
    if (deleted.length === 0) throw new DomainError('CARD_NOT_FOUND');
    this.logger.log({ msg: 'saved card deleted', savedCardId: id });
  }

  /** The owner's card with this id, if any (card payments check the saved card they name). */
  async findOwn(userId: string, id: string, tx: Pick<Database, 'select'> = this.db): Promise<SavedCardRow | undefined> {
    const [row] = await tx
      .select()
      .from(savedCards)
      .where(and(eq(savedCards.id, id), eq(savedCards.userId, userId)));
    return row;
  }

  /**
   * The customer token of a saved card, opened to charge it — null when it has none (saved before ADR 0053) or it
   * does not open (another key: the card must be added again). Never logged.
   */
  tokenOf(card: SavedCardRow): string | null {
    if (card.tokenCiphertext === null) return null;
    const token = this.cipher.open(card.tokenCiphertext, card.userId);
    if (token === null) {
      this.logger.error({
        msg: "a saved card's token does not open with the card token key (CARD_TOKEN_KEY changed?)",
        savedCardId: card.id,
        keyId: card.tokenKeyId,
        currentKeyId: this.cipher.keyId,
      });
    }
    return token;
  }
}
