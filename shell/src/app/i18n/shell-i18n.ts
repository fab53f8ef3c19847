import { addResources } from '@vetnow/web-kit/i18n';
import en from './en.json' with { type: 'json' };

/** The shell's own texts (navigation, 404, remote fallback); features register their own namespaces. */
export const SHELL_NAMESPACE = 'shell';
addResources(SHELL_NAMESPACE, en, {
  si: () => import('./si.json', { with: { type: 'json' } }),
  ta: () => import('./ta.json', { with: { type: 'json' } }),
});
