import { useCallback, useEffect, useState } from 'react';
import type { AdminStats } from '@vetnow/contracts/doctor';
import { errorMessage } from '@vetnow/web-kit/api-client';
import { notify } from '@vetnow/web-kit/toaster';
import { useTranslation } from 'react-i18next';
import { fetchAdminStats } from '../api/dashboard-api';

export type StatsState = { status: 'loading' } | { status: 'ready'; stats: AdminStats } | { status: 'failed' };

/** The stat cards' figures; `reload` after a doctor changes. A failure toasts and leaves no numbers. */
export function useAdminStats(): { state: StatsState; reload: () => void } {
  const { t } = useTranslation('admin-dashboard');
  const [state, setState] = useState<StatsState>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchAdminStats(controller.signal).then(
      (stats) => setState({ status: 'ready', stats }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'failed' });
        notify.error(errorMessage(error, t('stats.failed')), { id: 'admin-stats-failed' });
      },
    );
    return () => controller.abort();
  }, [generation, t]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { state, reload };
}
