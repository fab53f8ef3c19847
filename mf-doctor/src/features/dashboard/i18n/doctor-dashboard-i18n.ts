import { BOOKING_MESSAGES } from '@vetnow/contracts/messages';
import { messageTranslator } from '@vetnow/web-kit/form-errors';
import { addResources } from '@vetnow/web-kit/i18n';
import en from './en.json';

/** The doctor's /doctor-dashboard texts. */
export const NAMESPACE = 'doctor-dashboard';
addResources(NAMESPACE, en);

/** Reads the complete/notes rules' contracts messages through the catalogue (`validation.*`). */
export function dashboardMessageTranslator(t: (key: string) => string): (message: string) => string {
  return messageTranslator(t, 'validation', { textTooLong: BOOKING_MESSAGES.textTooLong });
}
