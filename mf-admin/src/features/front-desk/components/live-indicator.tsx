import { useTranslation } from 'react-i18next';
import type { LiveStatus } from '../hooks/use-day-sheet';
import { FRONT_DESK_NS } from '../i18n/front-desk-i18n';

const DOT: Record<LiveStatus, string> = {
  live: 'bg-emerald-500',
  connecting: 'bg-amber-400 motion-safe:animate-pulse',
  offline: 'bg-red-500',
};

/** Whether the sheet follows the clinic's changes: Live, Connecting…, or Offline (reconnecting); announced politely. */
export function LiveIndicator({ status }: { status: LiveStatus }) {
  const { t } = useTranslation(FRONT_DESK_NS);
  return (
    <p aria-live="polite" data-live-status={status} className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white px-3 py-1 text-sm text-slate-700">
      <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${DOT[status]}`} />
      {t(`live.${status}`)}
    </p>
  );
}
