import { describe, expect, it } from '@jest/globals';
import { LOGIN_MESSAGES, PASSWORD_MESSAGES, REGISTRATION_MESSAGES, ERROR_TOASTS, SUCCESS_TOASTS } from '@vetnow/contracts/messages';
import en from './en.json';

describe('auth catalogue', () => {
  it('holds the contracts texts verbatim (validation messages and toasts)', () => {
    expect(en.validation).toEqual({ ...REGISTRATION_MESSAGES, ...LOGIN_MESSAGES, ...PASSWORD_MESSAGES });
    expect([en.login.success, en.login.failed]).toEqual([SUCCESS_TOASTS.login, ERROR_TOASTS.loginFailed]);
    expect([en.register.success, en.register.failed]).toEqual([SUCCESS_TOASTS.registration, ERROR_TOASTS.registrationFailed]);
  });
});
