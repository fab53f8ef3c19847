import { addResources } from '@vetnow/web-kit/i18n';
import en from './en.json' with { type: 'json' };

/** The i18n namespace of the admin's clinic calendar (registered when this module loads). */
export const ADMIN_CALENDAR_NS = 'admin-calendar';
addResources(ADMIN_CALENDAR_NS, en, {
  si: () => import('./si.json', { with: { type: 'json' } }),
  ta: () => import('./ta.json', { with: { type: 'json' } }),
});
