import { describe, expect, it } from '@jest/globals';
import { ERROR_TOASTS, SUCCESS_TOASTS } from '@vetnow/contracts/messages';
import en from './en.json' with { type: 'json' };

describe('auth catalogue', () => {
  it('holds the contracts toasts verbatim', () => {
    expect([en.login.success, en.login.failed]).toEqual([SUCCESS_TOASTS.login, ERROR_TOASTS.loginFailed]);
    expect([en.register.success, en.register.failed]).toEqual([SUCCESS_TOASTS.registration, ERROR_TOASTS.registrationFailed]);
  });
});
