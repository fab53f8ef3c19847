import type { WaitlistEntry, WaitlistOffer } from '@vetnow/contracts/waitlist';
import { formatSlotTime } from '@vetnow/web-kit/format';
import { Link } from '@vetnow/web-kit/router';
import { BUTTON_BASE, BUTTON_VARIANTS } from '@vetnow/web-kit/ui/button';
import { useTranslation } from 'react-i18next';
import { holdUntilText } from '../../../shared/booking-wizard/slot-hold';
import { formatShortDate } from '../../../shared/format-date';
import { NAMESPACE } from '../i18n/waitlist-i18n';
import { offerPath } from '../waitlist-model';

/** "Waiting: number 2 in line" (or, with no place known, "Waiting for a slot"). */
export function WaitingLine({ entry, className = '' }: { entry: WaitlistEntry; className?: string }) {
  const { t } = useTranslation(NAMESPACE);
  return <p className={className}>{entry.place === null ? t('status.waitingNoPlace') : t('status.waiting', { place: entry.place })}</p>;
}

/**
 * The slot held for the owner: "A slot is held for you: Dr X, 09:30 AM, until 10:42 AM" (times in clinic time and
 * the language) and a prominent "Book it" leading to the wizard with that date and slot chosen.
 */
export function OfferLine({ offer }: { offer: WaitlistOffer }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const time = formatSlotTime(offer.timeSlot, i18n.language);
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <p className="font-semibold text-teal-900">
        {t('status.offered', { doctor: offer.doctor.fullName, time, until: formatSlotTime(holdUntilText(offer), i18n.language) })}
      </p>
      <Link
        to={offerPath(offer)}
        aria-label={t('status.bookItLabel', {
          doctor: offer.doctor.fullName,
          date: formatShortDate(offer.appointmentDate, i18n.language),
          time,
        })}
        className={`${BUTTON_BASE} ${BUTTON_VARIANTS.primary} shrink-0`}
      >
        {t('status.bookIt')}
      </Link>
    </div>
  );
}
