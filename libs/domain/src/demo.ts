/**
 * The demo accounts seeded when a service starts with `SEED_DEMO=true` (as `npm start` does) and printed by
 * `npm start` once the site is up. svc-auth seeds the owner and the admin, svc-clinic the doctor (with other demo
 * doctors). The admin's email and password come from ADMIN_EMAIL / ADMIN_PASSWORD when set.
 */
export type DemoLoginAs = 'user' | 'doctor' | 'admin' | 'staff';

export interface DemoAccount {
  /** The role to choose on the login page (login payload `userType`). */
  readonly loginAs: DemoLoginAs;
  readonly email: string;
  /** Owners may also sign in with their username. */
  readonly username?: string;
  readonly password: string;
  readonly fullName: string;
}

/**
 * The demo owner. `id` is fixed so svc-auth's seed (the account) and svc-booking's seed (the demo pets, issue 38)
 * agree without talking to each other.
 */
export const DEMO_OWNER = {
  id: '3f6b2d1c-7a9e-4e5b-8c2d-6e1f0a9b8c7d',
  loginAs: 'user',
  email: 'owner@vetnow.lk',
  username: 'owner',
  password: 'owner123',
  fullName: 'Kasun Jayawardena',
  contactNumber: '0771234567',
  address: { street: '12 Pannipitiya Road', city: 'Battaramulla', location: 'Battaramulla' },
} as const satisfies DemoAccount & { readonly id: string } & Record<string, unknown>;

/**
 * The demo doctor. `id` is fixed so svc-clinic's seed (the doctor's `_id`) and svc-auth's seed (the account whose
 * token `sub` it is) agree without talking to each other.
 */
export const DEMO_DOCTOR = {
  id: '8a0c6f1e-2b4d-4c3a-9e57-1d2f3a4b5c6d',
  loginAs: 'doctor',
  email: 'dr.perera@vetnow.lk',
  password: 'doctor123',
  fullName: 'Dr. Nimal Perera',
} as const satisfies DemoAccount & { readonly id: string };

export const DEMO_ADMIN = {
  loginAs: 'admin',
  email: 'admin@vetnow.lk',
  password: 'admin123',
  fullName: 'VetNow Admin',
} as const satisfies DemoAccount;

/** The demo front-desk account (issue 39), seeded by svc-auth. `id` is fixed like the owner's. */
export const DEMO_STAFF = {
  id: '5d2e8a41-9c3b-4f6e-a1d7-2b8c4e6f9a03',
  loginAs: 'staff',
  email: 'desk@vetnow.lk',
  password: 'desk1234',
  fullName: 'Dilani Fernando',
  contactNumber: '0712345678',
} as const satisfies DemoAccount & { readonly id: string } & Record<string, unknown>;

export const DEMO_ACCOUNTS = { owner: DEMO_OWNER, doctor: DEMO_DOCTOR, admin: DEMO_ADMIN, staff: DEMO_STAFF } as const;

export type DemoAccountName = keyof typeof DEMO_ACCOUNTS;

/** The admin as seeded: ADMIN_EMAIL / ADMIN_PASSWORD when set (and not blank), else the demo defaults. */
export function demoAdmin(env: Readonly<Record<string, string | undefined>> = {}): DemoAccount {
  const email = env['ADMIN_EMAIL']?.trim();
  const password = env['ADMIN_PASSWORD'];
  return {
    ...DEMO_ADMIN,
    email: email ? email.toLowerCase() : DEMO_ADMIN.email,
    password: password && password.trim() !== '' ? password : DEMO_ADMIN.password,
  };
}

/** The four accounts to sign in with, as seeded under `env`. */
export function demoAccounts(env: Readonly<Record<string, string | undefined>> = {}): Record<DemoAccountName, DemoAccount> {
  return { owner: DEMO_OWNER, doctor: DEMO_DOCTOR, admin: demoAdmin(env), staff: DEMO_STAFF };
}
