import { addResources } from '@vetnow/web-kit/i18n';
import en from './en.json' with { type: 'json' };

/** The owner's appointment texts (/appointments, and the cards reused by /dashboard and /profile). */
export const NAMESPACE = 'appointments';
addResources(NAMESPACE, en, {
  si: () => import('./si.json', { with: { type: 'json' } }),
  ta: () => import('./ta.json', { with: { type: 'json' } }),
});
