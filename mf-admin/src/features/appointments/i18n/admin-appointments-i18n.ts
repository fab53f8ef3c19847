import { addResources } from '@vetnow/web-kit/i18n';
import en from './en.json' with { type: 'json' };

/** The i18n namespace of the admin's appointments list and its reschedule dialog (registered when this module loads). */
export const ADMIN_APPOINTMENTS_NS = 'admin-appointments';
addResources(ADMIN_APPOINTMENTS_NS, en, {
  si: () => import('./si.json', { with: { type: 'json' } }),
  ta: () => import('./ta.json', { with: { type: 'json' } }),
});
