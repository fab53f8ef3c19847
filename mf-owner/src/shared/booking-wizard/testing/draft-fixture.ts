import type { Doctor } from '@vetnow/contracts/doctor';
import { doctor as kitDoctor } from '@vetnow/web-kit/testing';
import type { StoredDraft } from '../wizard-store';

/**
 * Test code only (no production module imports it). The booking wizard's draft as the wizard saves it after its
 * last step: Rex, a cat, with the kit's Dr. Perera (web-kit/testing `doctor()`, or `doctor` when given) on
 * 25 Nov 2026 at 09:00 AM for a limp — no answers, no payment, no Idempotency-Key yet. `overrides` replace
 * fields (a test names what it relies on).
 */
export function bookingDraft(overrides: Partial<StoredDraft> = {}, doctor: Doctor = kitDoctor()): StoredDraft {
  const { _id, fullName, specialization, consultationFee } = doctor;
  return {
    doctorId: _id,
    doctor: { fullName, specialization, consultationFee },
    appointmentDate: '2026-11-25',
    timeSlot: '09:00 AM',
    pet: { name: 'Rex', type: 'Cat', breed: 'Persian', age: 3 },
    reason: 'Limping',
    ...overrides,
  };
}
