import { DEMO_ACCOUNTS, demoAccounts, demoAdmin } from './demo.js';

describe('demo accounts', () => {
  it('has one account per role with distinct emails and passwords of at least 6 characters', () => {
    const accounts = Object.values(DEMO_ACCOUNTS);
    expect(accounts.map((a) => a.loginAs).sort()).toEqual(['admin', 'doctor', 'staff', 'user']);
    expect(new Set(accounts.map((a) => a.email)).size).toBe(4);
    for (const a of accounts) expect(a.password.length).toBeGreaterThanOrEqual(6);
  });

  it('gives the demo doctor a fixed uuid shared by the auth and clinic seeds', () => {
    expect(DEMO_ACCOUNTS.doctor.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('takes the admin from ADMIN_EMAIL and ADMIN_PASSWORD when set', () => {
    expect(demoAdmin({ ADMIN_EMAIL: ' Boss@Clinic.lk ', ADMIN_PASSWORD: 's3cret!' })).toMatchObject({
      loginAs: 'admin',
      email: 'boss@clinic.lk',
      password: 's3cret!',
    });
    expect(demoAccounts({ ADMIN_PASSWORD: 'other-pass' }).admin).toMatchObject({
      email: 'admin@vetnow.lk',
      password: 'other-pass',
    });
  });

  it('falls back to the defaults when the variables are unset or blank', () => {
    expect(demoAdmin({ ADMIN_EMAIL: '  ', ADMIN_PASSWORD: '' })).toEqual(DEMO_ACCOUNTS.admin);
    expect(demoAccounts()).toEqual(DEMO_ACCOUNTS);
  });
});
