import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { addDays, daysInMonth } from '@vetnow/domain/clinic-time';
import { useTranslation } from 'react-i18next';
import {
  addMonths,
  compareMonths,
  formatLongDate,
  formatMonth,
  isoDate,
  localeOf,
  monthOf,
  monthWeeks,
  weekdayNames,
  type YearMonth,
} from './calendar-model';

export interface MonthCalendarProps {
  /** The chosen date (`YYYY-MM-DD`) or ''. */
  value: string;
  /** The first selectable date (tomorrow in clinic time). Earlier days are shown disabled. */
  minDate: string;
  /** The last selectable date (the booking horizon), if any. Later days are shown disabled. */
  maxDate?: string;
  /**
   * Days closed for booking (clinic closures, public holidays the clinic closes on, the doctor's leave) with the
   * reason people read, e.g. "Il Full Moon Poya Day — clinic closed".
   */
  closedDays?: ReadonlyMap<string, string>;
  onSelect: (date: string) => void;
}

const NONE: ReadonlyMap<string, string> = new Map();

/** Where a day's tooltip sits: the edge columns keep it inside the calendar (a 390 px screen has no room to spare). */
const TIP_ALIGN = ['left-0', 'left-0', 'left-1/2 -translate-x-1/2', 'left-1/2 -translate-x-1/2', 'left-1/2 -translate-x-1/2', 'right-0', 'right-0'];

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * A month calendar that pages by month: a grid of day buttons named by their full date, Sunday first.
 * Days before `minDate` and after `maxDate` are disabled; paging stops at their months. Closed days cannot be
 * chosen (aria-disabled) but stay reachable by the arrow keys, so their reason — a tooltip described by the
 * button (aria-describedby) — shows on keyboard focus as on hover; Escape hides it. Keyboard: one day is in the
 * tab order; arrows move by day and week, PageUp/PageDown by month, Enter/Space choose.
 */
export function MonthCalendar({ value, minDate, maxDate, closedDays = NONE, onSelect }: MonthCalendarProps) {
  const { t, i18n } = useTranslation('booking');
  const locale = localeOf(i18n.language);
  const headingId = useId();
  const [shown, setShown] = useState<YearMonth>(() => monthOf(value && value >= minDate ? value : minDate));
  const [active, setActive] = useState<string | null>(null);
  /** The closed day whose tooltip shows (hovered or focused), until Escape or leaving it. */
  const [tip, setTip] = useState<string | null>(null);
  const pendingFocus = useRef(false);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const minMonth = monthOf(minDate);
  const weeks = monthWeeks(shown);
  const days = weeks.flat().filter((d): d is string => d !== null);
  const maxMonth = maxDate ? monthOf(maxDate) : undefined;
  /** Within the bookable range: reachable by the keyboard (closed days too). */
  const inRange = (d: string) => d >= minDate && (!maxDate || d <= maxDate);
  const selectable = (d: string) => inRange(d) && !closedDays.has(d);
  const inShown = (d: string | null): d is string => d !== null && days.includes(d);
  // The one day in the tab order: the one the keyboard moved to, else the chosen one, else the first selectable.
  const tabStop =
    [active, value].find((d) => inShown(d ?? null) && inRange(d!)) ?? days.find(selectable) ?? days.find(inRange) ?? null;

  useEffect(() => {
    if (!pendingFocus.current || !active) return;
    pendingFocus.current = false;
    buttons.current.get(active)?.focus();
  }, [active, shown]);

  function moveTo(date: string) {
    if (!inRange(date)) return;
    if (!inShown(date)) setShown(monthOf(date));
    pendingFocus.current = true;
    setActive(date);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, date: string) {
    const step = KEY_STEPS[event.key];
    if (event.key === 'Escape' && tip !== null) {
      event.preventDefault();
      event.stopPropagation(); // a dialog around the calendar stays open: Escape only hid the tooltip
      setTip(null);
    } else if (step !== undefined) {
      event.preventDefault();
      moveTo(addDays(date, step));
    } else if (event.key === 'PageUp' || event.key === 'PageDown') {
      event.preventDefault();
      const month = addMonths(monthOf(date), event.key === 'PageUp' ? -1 : 1);
      const target = isoDate(month.year, month.month, Math.min(Number(date.slice(8, 10)), daysInMonth(month.year, month.month)));
      moveTo(target < minDate ? minDate : maxDate && target > maxDate ? maxDate : target);
    }
  }

  const page = (delta: number) => {
    setActive(null);
    setShown((m) => addMonths(m, delta));
  };
  const names = weekdayNames(locale);

  return (
    <div className="w-full max-w-sm">
      <div className="mb-2 flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => page(-1)}
          disabled={compareMonths(shown, minMonth) <= 0}
          aria-label={t('calendar.previousMonth')}
          className="min-h-11 min-w-11 rounded-lg text-xl text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 disabled:cursor-not-allowed disabled:text-slate-300"
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h3 id={headingId} aria-live="polite" className="text-base font-semibold text-slate-900">
          {formatMonth(shown, locale)}
        </h3>
        <button
          type="button"
          onClick={() => page(1)}
          disabled={maxMonth !== undefined && compareMonths(shown, maxMonth) >= 0}
          aria-label={t('calendar.nextMonth')}
          className="min-h-11 min-w-11 rounded-lg text-xl text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 disabled:cursor-not-allowed disabled:text-slate-300"
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table role="grid" aria-labelledby={headingId} className="w-full table-fixed border-collapse text-center">
        <thead>
          <tr>
            {names.map((n) => (
              <th key={n.long} scope="col" abbr={n.long} className="pb-1 text-xs font-medium text-slate-500">
                {n.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, i) => {
                const closedReason = date && inRange(date) ? closedDays.get(date) : undefined;
                const tipId = `${headingId}-${date}-reason`;
                return (
                  <td key={date ?? `blank-${i}`} className="relative p-0.5">
                    {date && (
                      <button
                        ref={(node) => {
                          if (node) buttons.current.set(date, node);
                          else buttons.current.delete(date);
                        }}
                        type="button"
                        disabled={!inRange(date)}
                        aria-disabled={closedReason !== undefined || undefined}
                        aria-describedby={closedReason !== undefined ? tipId : undefined}
                        aria-pressed={date === value}
                        aria-label={formatLongDate(date, locale)}
                        data-date={date}
                        tabIndex={date === tabStop ? 0 : -1}
                        onClick={() => {
                          setActive(date);
                          if (closedReason === undefined) onSelect(date);
                        }}
                        onKeyDown={(event) => onKeyDown(event, date)}
                        onFocus={() => setTip(closedReason !== undefined ? date : null)}
                        onBlur={() => setTip((shown) => (shown === date ? null : shown))}
                        onMouseEnter={() => closedReason !== undefined && setTip(date)}
                        onMouseLeave={() => setTip((shown) => (shown === date ? null : shown))}
                        className={`min-h-11 w-full min-w-6 rounded-lg text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-600 disabled:cursor-not-allowed disabled:text-slate-300 ${
                          closedReason !== undefined
                            ? 'cursor-not-allowed bg-slate-100 text-slate-500 line-through decoration-slate-500'
                            : date === value
                              ? 'bg-teal-700 font-semibold text-white'
                              : 'text-slate-900 enabled:hover:bg-teal-50'
                        }`}
                      >
                        {Number(date.slice(8, 10))}
                      </button>
                    )}
                    {closedReason !== undefined && (
                      <span
                        id={tipId}
                        role="tooltip"
                        hidden={tip !== date}
                        className={`absolute bottom-full z-10 mb-1 w-max max-w-56 rounded-md bg-slate-900 px-2 py-1 text-left text-xs font-medium text-white shadow-lg ${TIP_ALIGN[i]}`}
                      >
                        {closedReason}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {days.some((d) => inRange(d) && closedDays.has(d)) && <p className="mt-2 text-xs text-slate-600">{t('calendar.closedHint')}</p>}
    </div>
  );
}
