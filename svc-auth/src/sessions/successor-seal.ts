import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A rotated refresh token keeps its successor, sealed so that only a holder of the rotated token can open it
 * (ADR 0039): AES-256-GCM under a key derived (HKDF-SHA-256) from the rotated token itself. The database holds
 * neither token in the clear, and a copy of the table alone opens nothing.
 */
const INFO = 'vetnow refresh successor v1';

const keyOf = (token: string) => Buffer.from(hkdfSync('sha256', token, Buffer.alloc(0), INFO, 32));

/** `iv.tag.ciphertext`, base64url each. */
export function sealSuccessor(rotated: string, successor: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(rotated), iv);
  const sealed = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url')).join('.');
}

/** The successor, or undefined when `sealed` was not made with this token (or is damaged). */
export function openSuccessor(rotated: string, sealed: string): string | undefined {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(rotated), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
