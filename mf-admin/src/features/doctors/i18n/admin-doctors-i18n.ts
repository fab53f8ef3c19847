import { addResources } from '@vetnow/web-kit/i18n';
import en from './en.json';

/** The i18n namespace of the admin's doctor management (registered when this module loads). */
export const ADMIN_DOCTORS_NS = 'admin-doctors';
addResources(ADMIN_DOCTORS_NS, en);
