import { describe, expect, it } from '@jest/globals';
import en from './en.json' with { type: 'json' };

describe('auth catalogue', () => {
  it('holds the contracts toasts verbatim', () => {
    expect([en.login.success, en.login.failed]).toEqual(['Login successful!', 'Login failed']);
    expect([en.register.success, en.register.failed]).toEqual(['Registration successful!', 'Registration failed']);
  });
});
