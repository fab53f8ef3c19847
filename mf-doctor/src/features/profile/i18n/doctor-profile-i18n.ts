import { DOCTOR_FORM_MESSAGES } from '@vetnow/contracts/messages';
import { messageTranslator } from '@vetnow/web-kit/form-errors';
import { addResources } from '@vetnow/web-kit/i18n';
import en from './en.json';

/** The doctor's /profile texts. */
export const NAMESPACE = 'doctor-profile';
addResources(NAMESPACE, en);

/** Reads the doctor form's contracts messages through the `doctor-profile` catalogue (`validation.*`). */
export function doctorProfileMessageTranslator(t: (key: string) => string): (message: string) => string {
  const keys = Object.keys(en.validation) as Array<keyof typeof en.validation>;
  const messages = Object.fromEntries(keys.map((key) => [key, DOCTOR_FORM_MESSAGES[key]]));
  return messageTranslator(t, 'validation', messages);
}
