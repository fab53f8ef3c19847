import { addResources } from '@vetnow/web-kit/i18n';
import en from './en.json' with { type: 'json' };

/** The account screens' texts (/login, /register, /claim). Registered when any of their page modules loads. */
export const AUTH_NAMESPACE = 'auth';
addResources(AUTH_NAMESPACE, en, {
  si: () => import('./si.json', { with: { type: 'json' } }),
  ta: () => import('./ta.json', { with: { type: 'json' } }),
});
