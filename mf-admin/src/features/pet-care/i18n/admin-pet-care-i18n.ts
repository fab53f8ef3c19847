import { addResources } from '@vetnow/web-kit/i18n';
import en from './en.json' with { type: 'json' };

/** The admin's Pet care tab (issue 38): the overdue report and the care schedules. */
export const ADMIN_PET_CARE_NS = 'admin-pet-care';
addResources(ADMIN_PET_CARE_NS, en, {
  si: () => import('./si.json', { with: { type: 'json' } }),
  ta: () => import('./ta.json', { with: { type: 'json' } }),
});
