import type { DeskWaitlistEntry, WaitlistState } from '@vetnow/contracts/waitlist';
import { formatSlotTime } from '@vetnow/web-kit/format';
import { Badge, type BadgeTone } from '@vetnow/web-kit/ui/badge';
import { useTranslation } from 'react-i18next';
import { clinicTimeOf } from '../components/desk-time';
import { CALLERS_NS } from '../i18n/callers-i18n';

const TONE: Record<WaitlistState, BadgeTone> = { waiting: 'yellow', offered: 'blue', booked: 'green', lapsed: 'gray', left: 'gray' };

/**
 * An entry's state in words: Waiting #place, Slot held until hh:mm (clinic time) for Dr X at the slot's time, Booked,
 * Lapsed or Left.
 */
export function WaitlistStatus({ entry }: { entry: DeskWaitlistEntry }) {
  const { t } = useTranslation(CALLERS_NS);
  const { status, place, offer } = entry;
  const text =
    status === 'offered' && offer
      ? t('list.status.offered', { until: clinicTimeOf(offer.expiresAt), doctor: offer.doctor.fullName, time: formatSlotTime(offer.timeSlot) })
      : status === 'booked' || status === 'lapsed' || status === 'left'
        ? t(`list.status.${status}`)
        : place === null
          ? t('list.status.waitingNoPlace')
          : t('list.status.waiting', { place });
  return <Badge tone={TONE[entry.status]}>{text}</Badge>;
}
