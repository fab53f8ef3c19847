import { addResources } from '@vetnow/web-kit/i18n';
import en from './en.json' with { type: 'json' };

/** The front desk's screen (issue 39): the day sheet, arrivals and the walk-in queue. */
export const FRONT_DESK_NS = 'front-desk';
addResources(FRONT_DESK_NS, en, {
  si: () => import('./si.json', { with: { type: 'json' } }),
  ta: () => import('./ta.json', { with: { type: 'json' } }),
});
