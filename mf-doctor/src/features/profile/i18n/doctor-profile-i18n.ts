import { addResources } from '@vetnow/web-kit/i18n';
import en from './en.json';

/** The doctor's /profile texts. */
export const NAMESPACE = 'doctor-profile';
addResources(NAMESPACE, en);
