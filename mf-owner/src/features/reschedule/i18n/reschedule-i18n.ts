import { addResources } from '@vetnow/web-kit/i18n';
import en from './en.json' with { type: 'json' };

/** The reschedule texts (My Appointments cards, the owner's dashboard, the reschedule dialog). */
export const NAMESPACE = 'reschedule';
addResources(NAMESPACE, en, {
  si: () => import('./si.json', { with: { type: 'json' } }),
  ta: () => import('./ta.json', { with: { type: 'json' } }),
});
