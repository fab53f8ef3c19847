import { formatSlotTime } from '@vetnow/web-kit/format';
import { useTranslation } from 'react-i18next';
import { holdUntilText } from '../../../shared/booking-wizard/slot-hold';
import type { HoldView } from '../hooks/use-slot-hold';

/**
 * The line under the slot grid about the chosen slot's hold: "Held for you until 10:42 AM" (clinic time), while
 * the hold is being taken, or that it expired. Polite live region: it changes without the owner moving.
 */
export function HoldNotice({ view }: { view: HoldView }) {
  const { t, i18n } = useTranslation('booking');
  const text =
    view.status === 'held'
      ? t('hold.heldUntil', { time: formatSlotTime(holdUntilText(view.hold), i18n.language) })
      : view.status === 'holding'
        ? t('hold.holding')
        : view.status === 'expired'
          ? t('hold.expired')
          : '';
  return (
    <p
      aria-live="polite"
      className={`mt-3 text-sm ${view.status === 'expired' ? 'text-amber-900' : 'font-medium text-teal-800'} ${text ? '' : 'sr-only'}`}
    >
      {text}
    </p>
  );
}
