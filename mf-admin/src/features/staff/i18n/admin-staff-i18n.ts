import { addResources } from '@vetnow/web-kit/i18n';
import en from './en.json' with { type: 'json' };

/** The admin's Staff tab (issue 39): front-desk accounts. */
export const ADMIN_STAFF_NS = 'admin-staff';
addResources(ADMIN_STAFF_NS, en, {
  si: () => import('./si.json', { with: { type: 'json' } }),
  ta: () => import('./ta.json', { with: { type: 'json' } }),
});
