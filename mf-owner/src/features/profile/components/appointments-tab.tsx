import { useTranslation } from 'react-i18next';
import { MyAppointmentsPanel } from '../../appointments';
import { NAMESPACE } from '../i18n/owner-profile-i18n';

export interface AppointmentsTabProps {
  /** "Now" for the filters and the cancel rule — injectable for tests. */
  now?: () => Date;
}

/**
 * The Appointments tab of /profile: the appointments feature's My Appointments panel (filters, cards, Cancel
 * with its confirm dialog, loading and 'No appointments found') under the tab's own heading.
 */
export function AppointmentsTab({ now }: AppointmentsTabProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section aria-labelledby="profile-appointments-title" className="flex flex-col gap-4">
      <div>
        <h2 id="profile-appointments-title" className="text-xl font-semibold text-slate-900">
          {t('appointmentsTab.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('appointmentsTab.intro')}</p>
      </div>
      <MyAppointmentsPanel now={now} headingLevel={3} />
    </section>
  );
}
