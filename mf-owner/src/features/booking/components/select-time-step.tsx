import type { Doctor } from '@vetnow/contracts/doctor';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../shared/format-date';
import { JoinWaitlistPanel } from '../../waitlist';
import type { HoldView } from '../hooks/use-slot-hold';
import { HoldNotice } from './hold-notice';
import { MonthCalendar } from './month-calendar';
import { TimeSlotPicker, type SlotsState } from './time-slot-picker';
import type { WizardValues } from './wizard-model';

export interface SelectTimeStepProps {
  doctor: Pick<Doctor, '_id' | 'fullName'>;
  values: WizardValues;
  minDate: string;
  maxDate: string;
  closedDays: ReadonlyMap<string, string>;
  /** The chosen date's slots, the owner's own hold shown free. */
  slots: SlotsState;
  hold: HoldView;
  onDate: (date: string) => void;
  onSlot: (time: string) => void;
}

/** True when the chosen date has slots and none of them is free (booked, held by others, closed, leave). */
export function isDayFull(slots: SlotsState): boolean {
  return slots.status === 'ready' && slots.slots.length > 0 && slots.slots.every((s) => s.isBooked);
}

/**
 * Step 1, Select Time: the month calendar, the chosen date's slots and the chosen slot's hold; a day with no free
 * slot offers the waitlist (issue 39) under its grid.
 */
export function SelectTimeStep({ doctor, values, minDate, maxDate, closedDays, slots, hold, onDate, onSlot }: SelectTimeStepProps) {
  const { t, i18n } = useTranslation('booking');
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
      <div>
        <p className="mb-2 text-sm font-medium text-slate-800">{t('calendar.label')}</p>
        <MonthCalendar value={values.appointmentDate} minDate={minDate} maxDate={maxDate} closedDays={closedDays} onSelect={onDate} />
      </div>
      <div>
        <div aria-live="polite">
          <p className="mb-2 text-sm font-medium text-slate-800">
            {values.appointmentDate
              ? t('slots.labelFor', { date: formatLongDate(values.appointmentDate, i18n.language || 'en') })
              : t('slots.label')}
          </p>
          <TimeSlotPicker state={slots} value={values.timeSlot} onSelect={onSlot} />
          <HoldNotice view={hold} />
        </div>
        {values.appointmentDate && isDayFull(slots) && (
          <JoinWaitlistPanel key={values.appointmentDate} doctor={doctor} date={values.appointmentDate} />
        )}
      </div>
    </div>
  );
}
