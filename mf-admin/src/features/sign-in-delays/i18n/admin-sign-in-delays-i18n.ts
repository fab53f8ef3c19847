import { addResources } from '@vetnow/web-kit/i18n';
import en from './en.json' with { type: 'json' };

/** The i18n namespace of the admin's sign-in delays (registered when this module loads). */
export const ADMIN_SIGN_IN_DELAYS_NS = 'admin-sign-in-delays';
addResources(ADMIN_SIGN_IN_DELAYS_NS, en, {
  si: () => import('./si.json', { with: { type: 'json' } }),
  ta: () => import('./ta.json', { with: { type: 'json' } }),
});
