import { hashPassword, verifyPassword } from './password-hasher.js';

describe('password hasher', () => {
  it('hashes with argon2id and the OWASP parameters, salted', async () => {
    const a = await hashPassword('secret1');
    const b = await hashPassword('secret1');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toContain('secret1');
    expect(a).not.toBe(b);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse');
    await expect(verifyPassword(stored, 'correct horse')).resolves.toBe(true);
    await expect(verifyPassword(stored, 'correct hors')).resolves.toBe(false);
  });

  it('answers false for an unknown account (dummy hash) and for a malformed stored hash', async () => {
    await expect(verifyPassword(undefined, 'anything')).resolves.toBe(false);
    await expect(verifyPassword(null, '')).resolves.toBe(false);
    await expect(verifyPassword('not-a-hash', 'anything')).resolves.toBe(false);
  });
});
