import { addResources } from '@vetnow/web-kit/i18n';
import en from './en.json' with { type: 'json' };

/** The owner's waitlist texts (the wizard's "This day is full" panel and the dashboard's "My waitlist"). */
export const NAMESPACE = 'owner-waitlist';
addResources(NAMESPACE, en, {
  si: () => import('./si.json', { with: { type: 'json' } }),
  ta: () => import('./ta.json', { with: { type: 'json' } }),
});
