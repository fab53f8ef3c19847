import { describe, expect, it } from '@jest/globals';
import { ERROR_TOASTS, PASSWORD_MESSAGES, SUCCESS_TOASTS } from '@vetnow/contracts/messages';
import en from './en.json' with { type: 'json' };

describe('owner-profile catalogue', () => {
  it('holds the contracts texts verbatim', () => {
    expect(en.password.changed).toBe(PASSWORD_MESSAGES.changed);
    expect(en.updated).toBe(SUCCESS_TOASTS.profileUpdated);
    expect(en.updateFailed).toBe(ERROR_TOASTS.updateFailed);
  });
});
