/**
 * Dates for a language the browser's Intl has no data for. Chromium ships without Sinhala (its ICU answers
 * `Intl.DateTimeFormat.supportedLocalesOf('si-LK')` with `[]` and formats si-LK in US English), so the kit formats
 * Sinhala dates and times from CLDR's names and patterns itself (./sinhala-dates, generated from Node's full ICU).
 * That module is loaded with the Sinhala catalogues (i18n.ts) and registers here, so English pages never
 * download it; this file is only the registry and the check.
 */

/** Formats `date` for `locale` with `options` (timeZone UTC or the clinic's); undefined when it cannot. */
export type DateFallback = (locale: string, options: Intl.DateTimeFormatOptions, date: Date) => string | undefined;

let fallback: DateFallback | undefined;
const supported = new Map<string, boolean>();
let supportsOverride: ((locale: string) => boolean) | undefined;

/** Registers the formatter for the locales the runtime lacks (the Sinhala module does, when it loads). */
export function registerDateFallback(format: DateFallback): void {
  fallback = format;
}

/** Whether this runtime's Intl has date data for `locale`. */
export function runtimeSupportsLocale(locale: string): boolean {
  if (supportsOverride) return supportsOverride(locale);
  let yes = supported.get(locale);
  if (yes === undefined) supported.set(locale, (yes = Intl.DateTimeFormat.supportedLocalesOf(locale).length > 0));
  return yes;
}

/** Tests: pretend the runtime lacks (or has) a locale, as Chromium lacks si-LK; `undefined` restores the truth. */
export function setLocaleSupportForTests(override: ((locale: string) => boolean) | undefined): void {
  supportsOverride = override;
}

/** The registered fallback's text when the runtime lacks `locale`; undefined when Intl should format it. */
export function fallbackDate(locale: string, options: Intl.DateTimeFormatOptions, date: Date): string | undefined {
  return fallback && !runtimeSupportsLocale(locale) ? fallback(locale, options, date) : undefined;
}
