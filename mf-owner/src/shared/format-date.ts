const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** 'Monday, November 23, 2026' in the given locale (the date is a calendar date, shown as such). */
export function formatLongDate(date: string, locale = 'en'): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    utc(date),
  );
}
