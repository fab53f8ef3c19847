import { addResources } from '@vetnow/web-kit/i18n';
import en from './en.json';

/** The i18n namespace of the admin's doctor management (registered when this module loads). */
export const ADMIN_DOCTORS_NS = 'admin-doctors';
addResources(ADMIN_DOCTORS_NS, en);

/** Contracts message text → its key under `messages` (the catalogue holds the same English text). */
const MESSAGE_KEYS = new Map(Object.entries(en.messages).map(([key, text]) => [text, key]));

/** Reads a contracts doctor-form message through i18next; other texts (server messages) pass through. */
export function translateFormMessage(t: (key: string) => string, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = MESSAGE_KEYS.get(message);
  return key ? t(`messages.${key}`) : message;
}
