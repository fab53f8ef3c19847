import { addResources } from '@vetnow/web-kit/i18n';
import en from './en.json' with { type: 'json' };

/** The i18n namespace of the admin's doctor management (registered when this module loads). */
export const ADMIN_DOCTORS_NS = 'admin-doctors';
addResources(ADMIN_DOCTORS_NS, en, {
  si: () => import('./si.json', { with: { type: 'json' } }),
  ta: () => import('./ta.json', { with: { type: 'json' } }),
});
