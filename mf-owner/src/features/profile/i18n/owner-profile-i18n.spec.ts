import { describe, expect, it } from '@jest/globals';
import { ERROR_TOASTS, PASSWORD_MESSAGES, REGISTRATION_MESSAGES, SUCCESS_TOASTS } from '@vetnow/contracts/messages';
import en from './en.json';

describe('owner-profile catalogue', () => {
  it('holds the contracts texts verbatim', () => {
    for (const [key, text] of Object.entries(en.validation)) {
      expect(REGISTRATION_MESSAGES[key as keyof typeof REGISTRATION_MESSAGES]).toBe(text);
    }
    const passwordTexts: Record<string, string> = { ...REGISTRATION_MESSAGES, ...PASSWORD_MESSAGES };
    for (const [key, text] of Object.entries(en.passwordValidation)) expect(passwordTexts[key]).toBe(text);
    expect(en.password.changed).toBe(PASSWORD_MESSAGES.changed);
    expect(en.updated).toBe(SUCCESS_TOASTS.profileUpdated);
    expect(en.updateFailed).toBe(ERROR_TOASTS.updateFailed);
  });
});
