import { addResources } from '@vetnow/web-kit/i18n';
import en from './en.json';

/** The doctor's /doctor-dashboard texts. */
export const NAMESPACE = 'doctor-dashboard';
addResources(NAMESPACE, en);
