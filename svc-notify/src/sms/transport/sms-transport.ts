/** One way of sending an SMS (ADR 0031): the log transport without configuration, the generic HTTP one with it. */
export interface SmsTransport {
  /** Which one this is (logged at start). */
  readonly kind: 'log' | 'http';
  /**
   * Sends `text` to `to` (E.164). `id` is the SMS's own id, the same on every try. Resolves when the gateway has
   * accepted it; rejects (the sender retries later) otherwise.
   */
  send(to: string, text: string, id: string): Promise<void>;
}

export const SMS_TRANSPORT = Symbol('vetnow.sms-transport');

/**
 * A phone number as logs may show it: the country and operator prefix and the last two digits (`+9477*****67`).
 * Enough to tell numbers apart while debugging; not enough to call anyone.
 */
export function maskPhone(e164: string): string {
  if (e164.length <= 7) return '*'.repeat(e164.length);
  return `${e164.slice(0, 5)}${'*'.repeat(e164.length - 7)}${e164.slice(-2)}`;
}
