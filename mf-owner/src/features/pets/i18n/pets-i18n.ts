import { addResources } from '@vetnow/web-kit/i18n';
import en from './en.json' with { type: 'json' };

/** The owner's /pets and /pets/:petId texts (My Pets, a pet's health record, its vaccination card). */
export const NAMESPACE = 'owner-pets';
addResources(NAMESPACE, en, {
  si: () => import('./si.json', { with: { type: 'json' } }),
  ta: () => import('./ta.json', { with: { type: 'json' } }),
});
