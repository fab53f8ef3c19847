import { addResources } from '@vetnow/web-kit/i18n';
import en from './en.json' with { type: 'json' };

/** The confirmation screen's texts (/confirmation), English bundled, Sinhala and Tamil loaded on demand. */
export const NAMESPACE = 'confirmation';
addResources(NAMESPACE, en, {
  si: () => import('./si.json', { with: { type: 'json' } }),
  ta: () => import('./ta.json', { with: { type: 'json' } }),
});
