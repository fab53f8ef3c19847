import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { addDays, daysInMonth } from '@vetnow/contracts/clinic-time';
import { useTranslation } from 'react-i18next';
import {
  addMonths,
  compareMonths,
  formatLongDate,
  formatMonth,
  isoDate,
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
  onSelect: (date: string) => void;
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * A month calendar that pages by month: a grid of day buttons named by their full date, Sunday first.
 * Days before `minDate` and after `maxDate` are disabled; paging stops at their months. Keyboard: one day
 * is in the tab order; arrows move by day and week, PageUp/PageDown by month, Enter/Space choose.
 */
export function MonthCalendar({ value, minDate, maxDate, onSelect }: MonthCalendarProps) {
  const { t, i18n } = useTranslation('booking');
  const locale = i18n.language || 'en';
  const headingId = useId();
  const [shown, setShown] = useState<YearMonth>(() => monthOf(value && value >= minDate ? value : minDate));
  const [active, setActive] = useState<string | null>(null);
  const pendingFocus = useRef(false);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const minMonth = monthOf(minDate);
  const weeks = monthWeeks(shown);
  const days = weeks.flat().filter((d): d is string => d !== null);
  const maxMonth = maxDate ? monthOf(maxDate) : undefined;
  const selectable = (d: string) => d >= minDate && (!maxDate || d <= maxDate);
  const inShown = (d: string | null): d is string => d !== null && days.includes(d);
  // The one day in the tab order: the one the keyboard moved to, else the chosen one, else the first selectable.
  const tabStop = [active, value].find((d) => inShown(d ?? null) && selectable(d!)) ?? days.find(selectable) ?? null;

  useEffect(() => {
    if (!pendingFocus.current || !active) return;
    pendingFocus.current = false;
    buttons.current.get(active)?.focus();
  }, [active, shown]);

  function moveTo(date: string) {
    if (!selectable(date)) return;
    if (!inShown(date)) setShown(monthOf(date));
    pendingFocus.current = true;
    setActive(date);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, date: string) {
    const step = KEY_STEPS[event.key];
    if (step !== undefined) {
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
              {week.map((date, i) => (
                <td key={date ?? `blank-${i}`} className="p-0.5">
                  {date && (
                    <button
                      ref={(node) => {
                        if (node) buttons.current.set(date, node);
                        else buttons.current.delete(date);
                      }}
                      type="button"
                      disabled={!selectable(date)}
                      aria-pressed={date === value}
                      aria-label={formatLongDate(date, locale)}
                      tabIndex={date === tabStop ? 0 : -1}
                      onClick={() => {
                        setActive(date);
                        onSelect(date);
                      }}
                      onKeyDown={(event) => onKeyDown(event, date)}
                      className={`min-h-11 w-full rounded-lg text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-600 disabled:cursor-not-allowed disabled:text-slate-300 ${
                        date === value ? 'bg-teal-700 font-semibold text-white' : 'text-slate-900 enabled:hover:bg-teal-50'
                      }`}
                    >
                      {Number(date.slice(8, 10))}
                    </button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
