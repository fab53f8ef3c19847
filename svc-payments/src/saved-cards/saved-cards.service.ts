import { Inject, Injectable } from '@nestjs/common';
import type { SaveCardData, SavedCard } from '@vetnow/contracts/card';
import { DB, type Database } from '@vetnow/service-kit/database';
import { DomainError } from '@vetnow/service-kit/errors';
import { and, desc, eq } from 'drizzle-orm';
import { savedCards, type SavedCardRow } from '../database/schema.js';

export function toSavedCard(row: SavedCardRow): SavedCard {
  return {
    id: row.id,
    cardType: row.cardType as SavedCard['cardType'],
    lastFour: row.lastFour,
    cardholderName: row.cardholderName,
    expiryDate: row.expiryDate,
  };
}

/** An owner's saved cards: brand, last four, holder and expiry — never a number or CVV. */
@Injectable()
export class SavedCardsService {
  constructor(@Inject(DB) private readonly db: Database) {}

  async list(userId: string): Promise<SavedCard[]> {
    const rows = await this.db
      .select()
      .from(savedCards)
      .where(eq(savedCards.userId, userId))
      .orderBy(desc(savedCards.createdAt), desc(savedCards.id));
    return rows.map(toSavedCard);
  }

  /**
   * Stores the card (already checked and stripped of its number by saveCardRequestSchema). The same card
   * saved again (brand, last four, expiry, holder) returns the existing one: `created` false.
   */
  async save(userId: string, card: SaveCardData): Promise<{ card: SavedCard; created: boolean }> {
    const values = {
      userId,
      cardType: card.cardType,
      lastFour: card.lastFour,
      cardholderName: card.cardholderName,
      expiryDate: card.expiryDate,
    };
    const [inserted] = await this.db.insert(savedCards).values(values).onConflictDoNothing().returning();
    if (inserted) return { card: toSavedCard(inserted), created: true };
    const [existing] = await this.db
      .select()
      .from(savedCards)
      .where(
        and(
          eq(savedCards.userId, userId),
          eq(savedCards.cardType, values.cardType),
          eq(savedCards.lastFour, values.lastFour),
          eq(savedCards.expiryDate, values.expiryDate),
          eq(savedCards.cardholderName, values.cardholderName),
        ),
      );
    return { card: toSavedCard(existing!), created: false };
  }

  /** Deletes the owner's card; someone else's (or a missing one) → 404. */
  async delete(userId: string, id: string): Promise<void> {
    const deleted = await this.db
      .delete(savedCards)
      .where(and(eq(savedCards.id, id), eq(savedCards.userId, userId)))
      .returning({ id: savedCards.id });
    if (deleted.length === 0) throw new DomainError('CARD_NOT_FOUND');
  }

  /** The owner's card with this id, if any (card payments check the saved card they name). */
  async findOwn(userId: string, id: string, tx: Pick<Database, 'select'> = this.db): Promise<SavedCardRow | undefined> {
    const [row] = await tx
      .select()
      .from(savedCards)
      .where(and(eq(savedCards.id, id), eq(savedCards.userId, userId)));
    return row;
  }
}
