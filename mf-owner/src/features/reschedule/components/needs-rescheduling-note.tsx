import type { Appointment } from '@vetnow/contracts/appointment';
import { useTranslation } from 'react-i18next';
import { useReschedulingReason } from '../hooks/use-rescheduling-reason';
import { NAMESPACE } from '../i18n/reschedule-i18n';

/**
 * On a needs-rescheduling appointment's card: that it needs a new time, why (the closed time on the clinic
 * calendar of its day: "Il Full Moon Poya Day — clinic closed") and that the payment stays as it is.
 */
export function NeedsReschedulingNote({ appointment: a }: { appointment: Appointment }) {
  const { t } = useTranslation(NAMESPACE);
  const reason = useReschedulingReason(a);
  return (
    <div className="mt-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-semibold">
        {reason ? t('needsReschedulingBecause', { reason }) : t('needsRescheduling')}
      </p>
      <p className="mt-0.5">{t('needsReschedulingHint')}</p>
    </div>
  );
}

/** The reason alone, for compact lists (the owner's dashboard); nothing until it is known. */
export function ReschedulingReason({
  appointment: a,
  className = '',
}: {
  appointment: Appointment;
  className?: string;
}) {
  const reason = useReschedulingReason(a);
  return reason ? <p className={className}>{reason}</p> : null;
}
