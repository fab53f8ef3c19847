import type { Appointment } from '@vetnow/contracts/appointment';
import { clinicToday } from '@vetnow/domain/clinic-time';
import { Badge } from '@vetnow/web-kit/ui/badge';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n/appointments-i18n';

/**
 * What the front desk recorded of a visit (issue 39), as a small badge beside its status: "No-show" once it was
 * marked missed; "Checked in" on the day of a visit the owner was checked in for (still scheduled: once the doctor
 * completed it, Completed says it all); nothing while the owner is expected.
 */
export function ArrivalBadge({ appointment: a, now }: { appointment: Pick<Appointment, 'arrival' | 'appointmentDate' | 'status'>; now: Date }) {
  const { t } = useTranslation(NAMESPACE);
  if (a.arrival?.state === 'no-show') return <Badge tone="red">{t('arrival.noShow')}</Badge>;
  if (a.arrival?.state === 'arrived' && a.status === 'scheduled' && a.appointmentDate === clinicToday(now)) {
    return <Badge tone="blue">{t('arrival.checkedIn')}</Badge>;
  }
  return null;
}
