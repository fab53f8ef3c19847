import { addResources } from '@vetnow/web-kit/i18n';
import en from './en.json' with { type: 'json' };

/** The doctor's walk-in queue texts (issue 39; registered when this module loads). */
export const WALK_INS_NS = 'doctor-walk-ins';
addResources(WALK_INS_NS, en, {
  si: () => import('./si.json', { with: { type: 'json' } }),
  ta: () => import('./ta.json', { with: { type: 'json' } }),
});
