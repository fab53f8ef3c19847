import type { TimeSlot } from '@vetnow/contracts/doctor';
import { formatSlotTime } from '@vetnow/web-kit/format';
import { useTranslation } from 'react-i18next';
import { CALLERS_NS } from '../i18n/callers-i18n';

export interface SlotGridProps {
  /** Names the grid (e.g. "Times of Dr. Perera on Mon, 23 Nov 2026"). */
  label: string;
  slots: readonly TimeSlot[];
  chosen: string;
  onChoose: (time: string) => void;
  /** The id of the text that says what is wrong with the choice, if anything. */
  describedBy?: string;
}

/** Why a slot cannot be chosen, in words: booked, held by another owner, closed time, the doctor's leave. */
function stateOf(slot: TimeSlot): 'booked' | 'held' | 'closed' | 'leave' | null {
  if (!slot.isBooked) return null;
  return slot.unavailable ?? 'booked';
}

/**
 * A doctor's slots of a day as buttons (aria-pressed on the chosen one): free ones can be chosen; booked, held,
 * closed and leave slots are shown disabled with the reason in words.
 */
export function SlotGrid({ label, slots, chosen, onChoose, describedBy }: SlotGridProps) {
  const { t } = useTranslation(CALLERS_NS);
  return (
    <ul aria-label={label} aria-describedby={describedBy} className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
      {slots.map((slot) => {
        const state = stateOf(slot);
        const selected = state === null && slot.time === chosen;
        return (
          <li key={slot.time}>
            <button
              type="button"
              disabled={state !== null}
              aria-pressed={state === null ? selected : undefined}
              onClick={() => onChoose(slot.time)}
              className={`flex min-h-11 w-full flex-col items-center justify-center rounded-lg border px-2 py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 disabled:cursor-not-allowed ${
                selected
                  ? 'border-teal-700 bg-teal-700 text-white'
                  : state === null
                    ? 'border-slate-300 bg-white text-slate-900 hover:bg-slate-50'
                    : 'border-slate-200 bg-slate-100 text-slate-500'
              }`}
            >
              <span>{formatSlotTime(slot.time)}</span>
              {state && <span className="text-xs font-normal">{t(`slot.state.${state}`)}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
