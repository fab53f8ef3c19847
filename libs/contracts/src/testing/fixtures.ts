// Valid sample records for the specs (the contracts' own, and through `@vetnow/contracts/testing` the kits' fixtures:
// service-kit's doctor event, web-kit's owner). Each spec starts from the same record and changes only the field its
// assertion is about, so a schema change updates one place instead of a copy per spec.

/** A builder of `record`: a fresh deep copy per call (a spec may change it), with `overrides` put over it. */
function sampleOf<R extends object>(record: R) {
  return <T extends object = object>(overrides?: T) => ({ ...structuredClone(record), ...overrides });
}

/** A doctor as svc-auth publishes it (`doctor.created` / `doctor.updated`: the fee in minor units). */
export const sampleDoctor = sampleOf({
  _id: 'd1',
  email: 'dr@vetnow.lk',
  fullName: 'Dr. Nimal Perera',
  specialization: 'General Veterinary',
  experience: 8,
  qualifications: ['BVSc'],
  contactNumber: '0112345678',
  clinicAddress: { street: '12 Main Street', city: 'Colombo', location: 'Battaramulla' },
  consultationFeeMinor: 250_000,
  workingHours: { startTime: '09:00', endTime: '17:00', slotDuration: 30 },
  isActive: true,
});

/** A pet owner as the API answers with it (the public user, no password). */
export const sampleOwner = sampleOf({
  _id: 'u-1',
  username: 'kasun',
  email: 'kasun@example.lk',
  fullName: 'Kasun Jayawardena',
  contactNumber: '0771234567',
  address: { street: '12 Lake Road', city: 'Battaramulla', location: 'Battaramulla' },
  pets: [{ name: 'Bruno', type: 'Dog', breed: 'Labrador', age: 3 }],
  userType: 'user',
  createdAt: '2026-01-05T08:00:00.000Z',
});

/** A body of POST /appointments/book without its payment method: each spec adds the one its assertion is about. */
export const sampleBookRequest = sampleOf({
  doctorId: 'd1',
  appointmentDate: '2026-11-23',
  timeSlot: '09:30 AM',
  pet: { name: 'Rex' },
  reason: 'Checkup',
});
