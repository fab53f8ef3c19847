import { PASSWORD_MESSAGES, REGISTRATION_MESSAGES } from '@vetnow/contracts/messages';
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

/** Reads the password rules' contracts messages through the `owner-profile` catalogue (`passwordValidation.*`). */
export function passwordMessageTranslator(t: (key: string) => string): (message: string) => string {
  const { passwordsMismatch, confirmPasswordRequired, passwordMax } = REGISTRATION_MESSAGES;
  const { min, common, sameAsIdentifier, currentRequired, currentWrong } = PASSWORD_MESSAGES;
  return messageTranslator(t, 'passwordValidation', {
    min,
    common,
    sameAsIdentifier,
    currentRequired,
    currentWrong,
    passwordsMismatch,
    confirmPasswordRequired,
    passwordMax,
  });
}
