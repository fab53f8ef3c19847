// Valid sample records for the contracts' own specs. Each spec starts from the same record and changes only the
// field its assertion is about, so a schema change updates one place instead of a copy per spec.

/** A builder of `record`: a fresh deep copy per call (a spec may change it), with `overrides` put over it. */
function sampleOf<R extends object>(record: R) {
  return <T extends object = object>(overrides?: T) => ({ ...structuredClone(record), ...overrides });
}

/** A doctor as svc-auth publishes it (`doctor.created` / `doctor.updated`: the fee in minor units). */
export const sampleDoctor = sampleOf({
  _id: 'd1',
  email: 'dr@vetnow.lk',
  fullName: 'Dr. Silva',
  specialization: 'Surgery',
  experience: 5,
  qualifications: ['BVSc'],
  contactNumber: '011',
  clinicAddress: { street: '', city: 'Battaramulla', location: 'Battaramulla' },
  consultationFeeMinor: 250000,
  workingHours: { startTime: '09:00', endTime: '17:00', slotDuration: 30 },
  isActive: true,
});

/** A pet owner as the API answers with it (the public user, no password). */
export const sampleOwner = sampleOf({
  _id: 'u1',
  username: 'kasun',
  email: 'kasun@example.lk',
  fullName: 'Kasun Perera',
  contactNumber: '0771234567',
  address: { street: '', city: '', location: 'Battaramulla' },
  pets: [{ name: 'Rex', type: 'Dog', breed: '', age: 2 }],
  userType: 'user',
  createdAt: '2026-11-21T10:00:00.000Z',
});

/** A body of POST /appointments/book without its payment method: each spec adds the one its assertion is about. */
export const sampleBookRequest = sampleOf({
  doctorId: 'd1',
  appointmentDate: '2026-11-23',
  timeSlot: '09:30 AM',
  pet: { name: 'Rex' },
  reason: 'Checkup',
});
