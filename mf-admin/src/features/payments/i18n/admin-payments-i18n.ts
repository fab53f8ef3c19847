import { addResources } from '@vetnow/web-kit/i18n';
import en from './en.json' with { type: 'json' };

/** The i18n namespace of the admin's Payments tab (registered when this module loads). */
export const ADMIN_PAYMENTS_NS = 'admin-payments';
addResources(ADMIN_PAYMENTS_NS, en, {
  si: () => import('./si.json', { with: { type: 'json' } }),
  ta: () => import('./ta.json', { with: { type: 'json' } }),
});
