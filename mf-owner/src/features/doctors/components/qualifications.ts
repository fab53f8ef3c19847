import { CARD_QUALIFICATIONS_COUNT } from '@vetnow/contracts/constants';

/** A card shows the first 2 qualifications and a count of the rest (spec §2, §9): `+N more` when N > 0. */
export function cardQualifications(
  qualifications: readonly string[],
  limit: number = CARD_QUALIFICATIONS_COUNT,
): { shown: string[]; more: number } {
  return { shown: qualifications.slice(0, limit), more: Math.max(0, qualifications.length - limit) };
}
