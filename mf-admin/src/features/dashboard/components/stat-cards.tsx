import type { AdminStats } from '@vetnow/contracts/doctor';
import { formatNumber } from '@vetnow/web-kit/format';
import { useTranslation } from 'react-i18next';

export type StatsState = { status: 'loading' } | { status: 'ready'; stats: AdminStats } | { status: 'failed' };

const CARDS: Array<{ key: keyof AdminStats; label: string }> = [
  { key: 'totalDoctors', label: 'stats.totalDoctors' },
  { key: 'activeDoctors', label: 'stats.activeDoctors' },
  { key: 'totalAppointments', label: 'stats.totalAppointments' },
  { key: 'todayAppointments', label: 'stats.todayAppointments' },
];


/** Total Doctors, Active Doctors, Total Appointments, Today — real figures or "—" (never invented numbers). */
export function StatCards({ state }: { state: StatsState }) {
  const { t, i18n } = useTranslation('admin-dashboard');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <section aria-label={t('stats.label')} aria-busy={state.status === 'loading'}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {CARDS.map(({ key, label }) => (
          <div key={key} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm font-medium text-slate-600">{t(label)}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">
              {state.status === 'ready' ? (
                formatNumber(state.stats[key], language) // grouped as the language groups it (Tamil by lakh)
              ) : state.status === 'loading' ? (
                <span className="block h-lh w-12 animate-pulse rounded bg-slate-100 motion-reduce:animate-none">
                  <span className="sr-only">{t('stats.loading')}</span>
                </span>
              ) : (
                <>
                  <span aria-hidden="true">—</span>
                  <span className="sr-only">{t('stats.unavailable')}</span>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
