/**
 * svc-notify's words (issue 42): e-mail, in-app, push and SMS texts in English, Sinhala and Tamil, from the i18next
 * catalogues beside this file (`<namespace>.<language>.json`, the site's naming; catalogues.spec.ts checks them as
 * the frontends' are checked), through one server-side i18next instance (ADR 0070).
 *
 * Interpolation does not escape: the same words go into plain text, SMS and HTML, and message-assembly.ts escapes
 * every part of the HTML e-mail once, facts included, as it always has. Facts are never read as catalogue syntax
 * (`skipOnVariables`, i18next's default): a pet named `{{ref}}` or `$t(common:footer)` is written as typed.
 */
import i18next, { type Resource } from 'i18next';
import bookingEn from './booking.en.json' with { type: 'json' };
import bookingSi from './booking.si.json' with { type: 'json' };
import bookingTa from './booking.ta.json' with { type: 'json' };
import commonEn from './common.en.json' with { type: 'json' };
import commonSi from './common.si.json' with { type: 'json' };
import commonTa from './common.ta.json' with { type: 'json' };
import paymentEn from './payment.en.json' with { type: 'json' };
import paymentSi from './payment.si.json' with { type: 'json' };
import paymentTa from './payment.ta.json' with { type: 'json' };
import petCareEn from './pet-care.en.json' with { type: 'json' };
import petCareSi from './pet-care.si.json' with { type: 'json' };
import petCareTa from './pet-care.ta.json' with { type: 'json' };
import signInEn from './sign-in.en.json' with { type: 'json' };
import signInSi from './sign-in.si.json' with { type: 'json' };
import signInTa from './sign-in.ta.json' with { type: 'json' };
import smsEn from './sms.en.json' with { type: 'json' };
import smsSi from './sms.si.json' with { type: 'json' };
import smsTa from './sms.ta.json' with { type: 'json' };
import waitlistEn from './waitlist.en.json' with { type: 'json' };
import waitlistSi from './waitlist.si.json' with { type: 'json' };
import waitlistTa from './waitlist.ta.json' with { type: 'json' };

export const MESSAGE_LANGUAGES = ['en', 'si', 'ta'] as const;
/** A language VetNow writes its messages in. */
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

/** The recipient's language (their contact's) as one of VetNow's: English when unknown or not one of them. */
export function messageLanguageOf(language: string | undefined): MessageLanguage {
  return language === 'si' || language === 'ta' ? language : 'en';
}

/** Every catalogue by language and namespace (catalogues.spec.ts checks that each file here is listed). */
export const CATALOGUES = {
  en: {
    common: commonEn,
    booking: bookingEn,
    payment: paymentEn,
    'pet-care': petCareEn,
    'sign-in': signInEn,
    waitlist: waitlistEn,
    sms: smsEn,
  },
  si: {
    common: commonSi,
    booking: bookingSi,
    payment: paymentSi,
    'pet-care': petCareSi,
    'sign-in': signInSi,
    waitlist: waitlistSi,
    sms: smsSi,
  },
  ta: {
    common: commonTa,
    booking: bookingTa,
    payment: paymentTa,
    'pet-care': petCareTa,
    'sign-in': signInTa,
    waitlist: waitlistTa,
    sms: smsTa,
  },
} as const satisfies Record<MessageLanguage, Record<string, object>>;

export type Namespace = keyof (typeof CATALOGUES)['en'];

const instance = i18next.createInstance();
void instance.init({
  resources: CATALOGUES as Resource,
  lng: 'en',
  supportedLngs: [...MESSAGE_LANGUAGES],
  // A text missing in Sinhala must fail (texts() throws), not quietly go out in English.
  fallbackLng: false,
  ns: Object.keys(CATALOGUES.en),
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false, skipOnVariables: true },
});

/** A text's facts, already written as text (or numbers: a plural's `count`). */
export type Facts = Readonly<Record<string, string | number>>;

export interface TextOptions {
  /** The variant of the key (`<key>_<context>`): `byClinic`, `withPet`, `overdue`, … */
  readonly context?: string | undefined;
  /** Chooses the plural form (`<key>_one`, `<key>_other` by the language's rules) and fills `{{count}}`. */
  readonly count?: number;
}

/** One text, `namespace:key`, in the language the function was made for. */
export type Texts = (key: `${Namespace}:${string}`, facts?: Facts, options?: TextOptions) => string;

/**
 * The texts of one language. A key (with its context) that the language's catalogue lacks is a programming error and
 * throws: i18next would otherwise return the key itself, or fall back from `x_byClinic` to `x` and say the opposite.
 */
export function textsIn(language: MessageLanguage): Texts {
  return (key, facts = {}, { context, count } = {}) => {
    const exact = context ? `${key}_${context}` : key;
    const plural = count === undefined ? {} : { count };
    if (!instance.exists(exact, { lng: language, ...plural })) throw new Error(`no text ${exact} in ${language}`);
    // The facts go in `replace`, apart from t()'s own options, so a fact named `lng` or `context` stays a fact.
    return instance.t(key, { lng: language, ...(context ? { context } : {}), ...plural, replace: { ...facts, ...plural } });
  };
}
