import { addResources } from '@vetnow/web-kit/i18n';
import en from './en.json' with { type: 'json' };

/** The notification bell's texts (issue 12). The messages themselves come from svc-notify's templates. */
export const NOTIFICATIONS_NAMESPACE = 'notifications';
addResources(NOTIFICATIONS_NAMESPACE, en, {
  si: () => import('./si.json', { with: { type: 'json' } }),
  ta: () => import('./ta.json', { with: { type: 'json' } }),
});
