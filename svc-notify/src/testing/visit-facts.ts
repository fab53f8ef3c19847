import { clinicInstant } from '@vetnow/domain/clinic-time';
import type { VisitFacts } from '../notifications/templates.js';

/**
 * The facts of one visit as the templates get them (the e-mail, in-app and SMS texts' specs): Rex with Dr. Perera at
 * 09:00 on 15 January 2030 in Colombo, paid by card, fee LKR 2,500.00. A spec overrides only what it is about.
 */
export function sampleVisit(overrides: Partial<Required<VisitFacts>> = {}): Required<VisitFacts> {
  return {
    reference: 'VN-7K3Q9M',
    startsAt: clinicInstant('2030-01-15', 9 * 60),
    doctorName: 'Dr. Nimal Perera',
    petName: 'Rex',
    paymentMethod: 'card',
    consultationFeeMinor: 250_000,
    clinicAddress: { street: '12 Main Street', city: 'Colombo', location: 'Battaramulla' },
    ...overrides,
  };
}
