/**
 * The SMS with the link that claims an account the front desk made for a caller (issue 39 phase B, ADR 0061): one
 * line saying who made it and until when the link works (clinic time), then the link. English is plain ASCII (the
 * GSM alphabet); Sinhala and Tamil travel as Unicode — the gateway joins the parts. The link holds the claim token:
 * the text is never logged above debug level (log-sms-transport.ts) and leaves the outbox row once sent.
 */
import { messageLanguageOf, textsIn } from '../../i18n/server-texts.js';
import { DATE_LOCALES } from '../../notifications/message-texts.js';
import { shortClinicDateTime, shortClinicDateTimeIn } from './sms-texts.js';

export interface ClaimSmsInput {
  /** The account's language (the desk's choice); English when not one of VetNow's. */
  readonly language?: string;
  /** The whole link: PUBLIC_URL + /claim?token=… (claimLinkUrl). */
  readonly url: string;
  /** When the link stops working. */
  readonly expiresAt: Date;
}

/** `${PUBLIC_URL}/claim?token=…`: the page that claims the account (the token as it came, URL-safe). */
export function claimLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/claim?token=${encodeURIComponent(token)}`;
}

export function renderClaimSms({ language, url, expiresAt }: ClaimSmsInput): string {
  const lang = messageLanguageOf(language);
  const until = lang === 'en' ? shortClinicDateTime(expiresAt) : shortClinicDateTimeIn(DATE_LOCALES[lang], expiresAt);
  return textsIn(lang)('sms:claim', { until, url });
}
