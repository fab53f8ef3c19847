/**
 * The SMS with the link that claims an account the front desk made for a caller (issue 39 phase B, ADR 0061): one
 * line saying who made it and until when the link works (clinic time), then the link. English is plain ASCII (the
 * GSM alphabet); Sinhala and Tamil travel as Unicode — the gateway joins the parts. The link holds the claim token:
 * the text is never logged above debug level (log-sms-transport.ts) and leaves the outbox row once sent.
 */
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
  if (language === 'si') {
    const until = shortClinicDateTimeIn('si-LK', expiresAt);
    return `VetNow: සායනය ඔබ සඳහා ගිණුමක් සකස් කර ඇත. එය ලබා ගෙන මුරපදයක් තෝරා ගැනීමට මෙම සබැඳිය විවෘත කරන්න (${until} දක්වා වලංගුයි): ${url}`;
  }
  if (language === 'ta') {
    const until = shortClinicDateTimeIn('ta-LK', expiresAt);
    return `VetNow: மருத்துவமனை உங்களுக்காக ஒரு கணக்கை உருவாக்கியுள்ளது. அதைப் பெற்று கடவுச்சொல்லைத் தேர்ந்தெடுக்க இந்த இணைப்பைத் திறக்கவும் (${until} வரை செல்லுபடியாகும்): ${url}`;
  }
  return `VetNow: the clinic set up an account for you. Claim it and choose a password (link valid until ${shortClinicDateTime(expiresAt)}): ${url}`;
}
