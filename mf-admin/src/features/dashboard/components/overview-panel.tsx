import { Button } from '@vetnow/web-kit/ui/button';
import { useTranslation } from 'react-i18next';
import { useSystemHealthQuery, type SystemHealth } from '../api/dashboard-api';

export interface OverviewPanelProps {
  onAddDoctor: () => void;
  onViewDoctors: () => void;
  onViewAppointments: () => void;
}

/** Overview: quick actions and the system status line (from GET /api/health). */
export function OverviewPanel({ onAddDoctor, onViewDoctors, onViewAppointments }: OverviewPanelProps) {
  const { t } = useTranslation('admin-dashboard');
  const query = useSystemHealthQuery();
  // A recheck shows "Checking…" again until the new answer.
  const health = query.isFetching ? null : (query.data ?? null);
  const recheck = () => void query.refetch();
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <section aria-labelledby="admin-quick-actions" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="admin-quick-actions" className="text-lg font-semibold text-slate-900">
          {t('overview.quickActions')}
        </h2>
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button onClick={onAddDoctor} aria-haspopup="dialog">
            {t('overview.addDoctor')}
          </Button>
          <Button variant="secondary" onClick={onViewDoctors}>
            {t('overview.viewDoctors')}
          </Button>
          <Button variant="secondary" onClick={onViewAppointments}>
            {t('overview.viewAppointments')}
          </Button>
        </div>
      </section>
      <section aria-labelledby="admin-system-status" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="admin-system-status" className="text-lg font-semibold text-slate-900">
          {t('overview.systemStatus')}
        </h2>
        <HealthLine health={health} />
        {health && health.status !== 'ok' && (
          <Button variant="ghost" className="mt-2" onClick={recheck}>
            {t('overview.recheck')}
          </Button>
        )}
      </section>
    </div>
  );
}

function HealthLine({ health }: { health: SystemHealth | null }) {
  const { t } = useTranslation('admin-dashboard');
  let dot = 'bg-slate-400';
  let text = t('overview.checking');
  if (health?.status === 'ok') {
    dot = 'bg-green-600';
    text = t('overview.ok');
  } else if (health?.status === 'down') {
    dot = 'bg-red-600';
    const names = health.services.map((name) => t(`services.${name}`, { defaultValue: name }));
    text = t('overview.down', { count: names.length, services: names.join(', ') });
  } else if (health?.status === 'unknown') {
    dot = 'bg-amber-500';
    text = t('overview.unknown');
  }
  return (
    <p role="status" className="mt-3 flex items-center gap-2 text-sm text-slate-800">
      <span aria-hidden="true" className={`inline-block h-2.5 w-2.5 rounded-full ${dot}`} />
      {text}
    </p>
  );
}
