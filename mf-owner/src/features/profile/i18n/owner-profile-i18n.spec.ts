import { describe, expect, it } from '@jest/globals';
import en from './en.json' with { type: 'json' };

describe('owner-profile catalogue', () => {
  it('holds the contracts texts verbatim, and the password change toast (a text of this catalogue only)', () => {
    expect(en.password.changed).toBe('Password changed. Other devices have been signed out.');
    expect(en.updated).toBe('Profile updated successfully');
    expect(en.updateFailed).toBe('Update failed');
  });
});
