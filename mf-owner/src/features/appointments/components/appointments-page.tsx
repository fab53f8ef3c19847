import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n/appointments-i18n';
import { MyAppointmentsPanel } from './my-appointments-panel';

export { NAMESPACE };

export interface AppointmentsPageProps {
  /** "Now" for the filters and the cancel rule — injectable for tests. */
  now?: () => Date;
}

/** /appointments "My Appointments": the filters, the cards and cancelling. */
export function AppointmentsPage({ now }: AppointmentsPageProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section aria-labelledby="appointments-title" className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-8">
      <h1 id="appointments-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('title')}
      </h1>
      <p className="mt-1 text-slate-600">{t('subtitle')}</p>
      <div className="mt-6">
        <MyAppointmentsPanel now={now} />
      </div>
    </section>
  );
}
