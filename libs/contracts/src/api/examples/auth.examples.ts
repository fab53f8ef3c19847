/** The static examples (ADR 0072) of svc-auth: sign-in, registration, profiles, staff, sign-in delays. */
import type { AUTH_API } from '../auth.routes.js';
import { CLAIM_TOKEN, EXAMPLE } from './example-values.js';
import type { FamilyExamples } from './route-example.js';

export const AUTH_EXAMPLES = {
  login: { body: { email: 'nimal.perera@example.com', password: EXAMPLE.password, userType: 'user' } },
  register: {
    body: {
      username: 'nimal.perera',
      email: 'nimal.perera@example.com',
      password: EXAMPLE.password,
      confirmPassword: EXAMPLE.password,
      fullName: 'Nimal Perera',
      contactNumber: '0771112223',
      address: { street: '12 Temple Road', city: 'Battaramulla', location: 'Battaramulla' },
    },
  },
  registerDoctor: {
    body: {
      doctorId: EXAMPLE.doctorId,
      email: 'dr.silva@example.com',
      fullName: 'Dr. Kamala Silva',
      password: EXAMPLE.password,
    },
  },
  updateProfile: {
    body: {
      fullName: 'Nimal Perera',
      contactNumber: '0779876543',
      address: { street: '3 Lake Drive', city: 'Battaramulla', location: 'Battaramulla' },
    },
  },
  changePassword: {
    body: {
      currentPassword: 'Old-Lotus-2026',
      password: EXAMPLE.password,
      confirmPassword: EXAMPLE.password,
    },
  },
  setLanguage: { body: { language: 'si' } },
  clearSignInDelay: { params: { accountId: EXAMPLE.accountId } },
  createStaff: {
    body: {
      fullName: 'Nirosha Fernando',
      email: 'desk@example.com',
      contactNumber: '0712345678',
      password: EXAMPLE.password,
    },
  },
  setStaffStatus: { params: { id: EXAMPLE.accountId }, body: { isActive: true } },
  claimLookup: { body: { token: CLAIM_TOKEN } },
  claim: {
    body: {
      token: CLAIM_TOKEN,
      email: 'sunil.jayasinghe@example.com',
      password: EXAMPLE.password,
      confirmPassword: EXAMPLE.password,
    },
  },
} satisfies FamilyExamples<typeof AUTH_API>;
