import { addResources } from '@vetnow/web-kit/i18n';
import en from './en.json' with { type: 'json' };

/** The doctor's pet-care texts (issue 38): care given at a visit, due badges, the pet's health record. */
export const PET_CARE_NS = 'doctor-pet-care';
addResources(PET_CARE_NS, en, {
  si: () => import('./si.json', { with: { type: 'json' } }),
  ta: () => import('./ta.json', { with: { type: 'json' } }),
});
