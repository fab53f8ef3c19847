import { REGISTRATION_MESSAGES } from '@vetnow/contracts/messages';
import { messageTranslator } from '@vetnow/web-kit/form-errors';
import { addResources } from '@vetnow/web-kit/i18n';
import en from './en.json';

/** The owner's /profile texts. */
export const NAMESPACE = 'owner-profile';
addResources(NAMESPACE, en);

/** Reads the profile rules' contracts messages through the `owner-profile` catalogue (`validation.*`). */
export function profileMessageTranslator(t: (key: string) => string): (message: string) => string {
  const { fullNameRequired, contactNumberRequired, locationFixed, fieldTooLong } = REGISTRATION_MESSAGES;
  return messageTranslator(t, 'validation', { fullNameRequired, contactNumberRequired, locationFixed, fieldTooLong });
}
