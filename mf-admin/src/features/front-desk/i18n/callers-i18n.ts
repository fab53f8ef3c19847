import { addResources } from '@vetnow/web-kit/i18n';
import en from './callers.en.json' with { type: 'json' };

/** The front desk's phone booking and waitlist (issue 39, phase B): booking for a caller, the day's waitlist. */
export const CALLERS_NS = 'front-desk-callers';
addResources(CALLERS_NS, en, {
  si: () => import('./callers.si.json', { with: { type: 'json' } }),
  ta: () => import('./callers.ta.json', { with: { type: 'json' } }),
});
