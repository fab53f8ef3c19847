import { LOGIN_MESSAGES, PASSWORD_MESSAGES, REGISTRATION_MESSAGES } from '@vetnow/contracts/messages';
import { messageTranslator } from '@vetnow/web-kit/form-errors';
import { addResources } from '@vetnow/web-kit/i18n';
import en from './en.json';

/** The account screens' texts (/login, /register). Registered when either page module loads. */
export const AUTH_NAMESPACE = 'auth';
addResources(AUTH_NAMESPACE, en);

/**
 * Reads a contracts validation message (login, registration, password rules) through the `auth` catalogue, whose
 * `validation.*` entries hold the same English texts.
 */
export function authMessageTranslator(t: (key: string) => string): (message: string) => string {
  return messageTranslator(t, 'validation', REGISTRATION_MESSAGES, LOGIN_MESSAGES, PASSWORD_MESSAGES);
}
