import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L, 5/S, 8/B, 2/Z, U/V). */
export const REFERENCE_ALPHABET = '34679ACDEFGHJKMNPQRTWXY';
export const REFERENCE_LENGTH = 6;
const REFERENCE = new RegExp(`^VN-[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

/**
 * A short human-friendly appointment reference, e.g. `VN-7K3Q9M` (23^6 ≈ 148 million values, from a CSPRNG).
 * Uniqueness is the database's job (unique index); the booking retries on a collision.
 */
export function newAppointmentReference(): string {
  let s = 'VN-';
  for (let i = 0; i < REFERENCE_LENGTH; i++) s += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return s;
}

/** True for a reference as {@link newAppointmentReference} writes it (case-insensitive input is upper-cased first). */
export function isAppointmentReference(value: string): boolean {
  return REFERENCE.test(value);
}
