import { isSriLankanMobile } from '@vetnow/domain/phone';
import type { Database, Tx } from '@vetnow/service-kit/database';
import { eq } from 'drizzle-orm';
import { contacts } from '../../database/schema.js';

/**
 * The mobile number an account's SMS go to (E.164), as the contacts read model has it now; undefined when svc-auth
 * has told svc-notify of none, or of a landline (no SMS reaches it).
 */
export async function mobileOf(tx: Tx | Database, userId: string): Promise<string | undefined> {
  const [contact] = await tx.select({ phone: contacts.phone }).from(contacts).where(eq(contacts.userId, userId));
  return mobileIn(contact?.phone);
}

/** The contact's number when an SMS can reach it (mobileOf, for a number a statement read beside other work). */
export function mobileIn(phone: string | null | undefined): string | undefined {
  return phone && isSriLankanMobile(phone) ? phone : undefined;
}
