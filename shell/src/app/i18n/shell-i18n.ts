import { addResources } from '@vetnow/web-kit/i18n';
import en from './en.json';

/** The shell's own texts (navigation, 404, remote fallback); features register their own namespaces. */
export const SHELL_NAMESPACE = 'shell';
addResources(SHELL_NAMESPACE, en);
