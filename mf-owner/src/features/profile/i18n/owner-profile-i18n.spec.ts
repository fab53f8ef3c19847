import { describe, expect, it } from '@jest/globals';
import { ERROR_TOASTS, REGISTRATION_MESSAGES, SUCCESS_TOASTS } from '@vetnow/contracts/messages';
import en from './en.json';

describe('owner-profile catalogue', () => {
  it('holds the contracts texts verbatim', () => {
    for (const [key, text] of Object.entries(en.validation)) {
      expect(REGISTRATION_MESSAGES[key as keyof typeof REGISTRATION_MESSAGES]).toBe(text);
    }
    expect(en.updated).toBe(SUCCESS_TOASTS.profileUpdated);
    expect(en.updateFailed).toBe(ERROR_TOASTS.updateFailed);
  });
});
