import { addResources } from '@vetnow/web-kit/i18n';
import en from './en.json' with { type: 'json' };

/** The add-to-calendar texts (the confirmation page, My Appointments cards). */
export const NAMESPACE = 'calendar-event';
addResources(NAMESPACE, en, {
  si: () => import('./si.json', { with: { type: 'json' } }),
  ta: () => import('./ta.json', { with: { type: 'json' } }),
});
