import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@vetnow/web-kit/ui/button';
import { SHELL_NAMESPACE } from '../i18n/shell-i18n';
import { activateWaitingWorker, currentWaitingWorker, onWaitingWorker } from './register-service-worker';

/**
 * "A new version of VetNow is ready. [Reload]" (ADR 0065): shown while a new service worker waits, i.e. a new shell
 * was deployed. Reload lets it take over and reloads the page, so the new shell and remotes load together.
 */
export function NewVersionNotice() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const waiting = useSyncExternalStore(onWaitingWorker, currentWaitingWorker, () => null);
  if (!waiting) return null;
  return (
    <div
      role="status"
      data-new-version=""
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md flex-wrap items-center justify-between gap-3 rounded-xl border border-teal-700/20 bg-white p-4 text-sm text-slate-800 shadow-lg sm:inset-x-auto sm:right-4 sm:bottom-4"
    >
      <p className="font-medium">{t('update.available')}</p>
      <Button onClick={() => activateWaitingWorker()}>{t('update.reload')}</Button>
    </div>
  );
}
