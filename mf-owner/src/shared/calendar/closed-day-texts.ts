/**
 * Closed time as owners read it, in their language (issue 13). The calendar answer's `label` is an English
 * sentence ("Il Full Moon Poya Day — clinic closed", "Doctor on leave"); the screens rebuild it from the entry:
 * `owner-calendar:clinicClosed` around the closure's or holiday's reason, `owner-calendar:doctorOnLeave` for leave
 * without a reason of its own. The reasons themselves (holiday names, what the admin typed) stay as given.
 */
import { DEFAULT_LEAVE_REASON, type CalendarDay, type CalendarEntry } from '@vetnow/contracts/calendar';
import { addResources } from '@vetnow/web-kit/i18n';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import en from './closed-days.en.json' with { type: 'json' };

export const CALENDAR_NAMESPACE = 'owner-calendar';
addResources(CALENDAR_NAMESPACE, en, {
  si: () => import('./closed-days.si.json', { with: { type: 'json' } }),
  ta: () => import('./closed-days.ta.json', { with: { type: 'json' } }),
});

/** How one piece of closed time reads. */
export type ClosedTimeText = (entry: Pick<CalendarEntry, 'kind' | 'reason'>) => string;

/** The text of a piece of closed time in the language of `t` (bound to {@link CALENDAR_NAMESPACE}). */
export function closedTimeText(t: TFunction<typeof CALENDAR_NAMESPACE>): ClosedTimeText {
  return ({ kind, reason }) =>
    kind === 'leave'
      ? !reason || reason === DEFAULT_LEAVE_REASON
        ? t('doctorOnLeave')
        : reason
      : t('clinicClosed', { reason });
}

/** The label of a closed day: its first whole-day entry's text, else the day's label as given. */
export function closedDayText(day: CalendarDay, text: ClosedTimeText): string {
  const whole = day.entries.find((e) => e.startTime === null);
  return whole ? text(whole) : day.label;
}

/** {@link closedTimeText} in the current language. */
export function useClosedTimeText(): ClosedTimeText {
  const { t } = useTranslation(CALENDAR_NAMESPACE);
  return useMemo(() => closedTimeText(t), [t]);
}
