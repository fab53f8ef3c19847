import { Badge, statusTone } from '@vetnow/web-kit/ui/badge';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n/appointments-i18n';

/** An appointment status as a badge: scheduled yellow, completed green, anything else red (spec §4). */
export function AppointmentStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation(NAMESPACE);
  return <Badge tone={statusTone(status)}>{t(`status.${status}`, { defaultValue: status })}</Badge>;
}
