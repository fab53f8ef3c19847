import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n/appointments-i18n';
import { MyAppointmentsPanel } from './my-appointments-panel';
import { PageSection } from '@vetnow/web-kit/ui/page-section';

export { NAMESPACE };

export interface AppointmentsPageProps {
  /** "Now" for the filters and the cancel rule — injectable for tests. */
  now?: () => Date;
}

/** /appointments "My Appointments": the filters, the cards and cancelling. */
export function AppointmentsPage({ now }: AppointmentsPageProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <PageSection titleId="appointments-title" title={t('title')} subtitle={t('subtitle')}>
      <div className="mt-6">
        <MyAppointmentsPanel now={now} />
      </div>
    </PageSection>
  );
}
