import { addResources } from '@vetnow/web-kit/i18n';
import en from './en.json' with { type: 'json' };

/** The doctor's My Leave texts (registered when this module loads). */
export const DOCTOR_LEAVE_NS = 'doctor-leave';
addResources(DOCTOR_LEAVE_NS, en, {
  si: () => import('./si.json', { with: { type: 'json' } }),
  ta: () => import('./ta.json', { with: { type: 'json' } }),
});
