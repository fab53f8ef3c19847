import { useId } from 'react';
import { dayPeriodOf, parseSlotLabel, type DayPeriod } from '@vetnow/domain/clinic-time';
import type { TimeSlot } from '@vetnow/contracts/doctor';
import { EmptyState } from '@vetnow/web-kit/ui/empty-state';
import { Spinner } from '@vetnow/web-kit/ui/spinner';
import { useTranslation } from 'react-i18next';
import { formatSlotTime } from '@vetnow/web-kit/format';

const PERIODS: readonly DayPeriod[] = ['morning', 'afternoon', 'evening'];

export interface SlotGroup {
  period: DayPeriod;
  slots: TimeSlot[];
}

/**
 * Slots grouped as the wizard shows them (contracts dayPeriodOf: morning 5:00 to before 12, afternoon 12 to
 * before 17, evening otherwise), each group in time order, empty groups left out. Unreadable times are dropped.
 */
export function groupSlots(slots: readonly TimeSlot[]): SlotGroup[] {
  const timed = slots
    .map((slot) => ({ slot, minutes: parseSlotLabel(slot.time) }))
    .filter((s): s is { slot: TimeSlot; minutes: number } => s.minutes !== undefined)
    .sort((a, b) => a.minutes - b.minutes);
  return PERIODS.map((period) => ({
    period,
    slots: timed.filter((s) => dayPeriodOf(s.minutes) === period).map((s) => s.slot),
  })).filter((g) => g.slots.length > 0);
}

export type SlotsState = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; slots: TimeSlot[] } | { status: 'failed' };

export interface TimeSlotPickerProps {
  /** 'idle' until a date is chosen. */
  state: SlotsState;
  value: string;
  onSelect: (time: string) => void;
}

/** The word under an unavailable slot: booked, the clinic closed, the doctor away, or held by another owner. */
const UNAVAILABLE_LABEL = { closed: 'slots.closed', leave: 'slots.leave', held: 'slots.held' } as const;

/**
 * A prompt to choose a date until one is chosen, then the slots of the chosen date by period; unavailable ones
 * disabled and labelled (Booked, Clinic closed, Doctor away, On hold — the server marks closed time, leave and
 * other owners' holds), the chosen one pressed.
 */
export function TimeSlotPicker({ state, value, onSelect }: TimeSlotPickerProps) {
  const { t } = useTranslation('booking');
  const baseId = useId();
  if (state.status === 'loading') return <Spinner size="sm" label={t('slots.loading')} />;
  // Before a date is chosen there is nothing "not available" yet: the picker only asks for a date.
  if (state.status === 'idle') {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-600">
        {t('slots.noDate')}
      </p>
    );
  }
  const groups = state.status === 'ready' ? groupSlots(state.slots) : [];
  if (groups.length === 0) {
    return (
      <EmptyState
        headingLevel={4}
        title={t('slots.emptyTitle')}
        description={state.status === 'failed' ? t('errors.fetchSlots') : t('slots.noSlots')}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {groups.map(({ period, slots }) => (
        <section key={period} aria-labelledby={`${baseId}-${period}`}>
          <h4 id={`${baseId}-${period}`} className="mb-2 text-sm font-semibold text-slate-700">
            {t(`slots.${period}`)}
          </h4>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {slots.map((slot) => {
              const chosen = slot.time === value;
              return (
                <li key={slot.time}>
                  <button
                    type="button"
                    disabled={slot.isBooked}
                    aria-pressed={chosen}
                    onClick={() => onSelect(slot.time)}
                    className={`flex min-h-11 w-full flex-col items-center justify-center rounded-lg border px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-600 ${
                      slot.isBooked
                        ? 'cursor-not-allowed border-slate-200 bg-slate-100 text-slate-500'
                        : chosen
                          ? 'border-teal-700 bg-teal-700 font-semibold text-white'
                          : 'border-teal-200 bg-white font-medium text-teal-900 hover:bg-teal-50'
                    }`}
                  >
                    <span className={slot.isBooked ? 'line-through' : ''}>{formatSlotTime(slot.time)}</span>
                    {slot.isBooked && (
                      <span className="text-xs">{t(slot.unavailable ? UNAVAILABLE_LABEL[slot.unavailable] : 'slots.booked')}</span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
