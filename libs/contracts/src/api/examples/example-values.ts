/**
 * The ids and dates the routes' static examples share (ADR 0072), so one appointment or doctor reads the same in
 * every example of the OpenAPI document. Made-up values: no example names a real record.
 */
export const EXAMPLE = {
  accountId: '6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  doctorId: '0b7c6d5e-4f3a-4b2c-9d1e-0f9a8b7c6d5e',
  appointmentId: '3e4f5a6b-7c8d-4e9f-a0b1-c2d3e4f5a6b7',
  petId: '8a9b0c1d-2e3f-4a5b-8c6d-7e8f9a0b1c2d',
  recordId: '5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f',
  /** A day of the clinic's calendar (Colombo), inside any example's range. */
  date: '2027-03-15',
  timeSlot: '10:30 AM',
  password: 'Lotus-Pond-2027',
  phone: '+94771234567',
} as const;

/** A claim link's token as the front desk's e-mail or SMS carries it. */
export const CLAIM_TOKEN = 'Q7vK2mX9pL4sT8wN3rB6yD1fH5jC0gZe';

/** The admin's form of a doctor (09:00–17:00, 30-minute slots), without the password. */
export const DOCTOR_FORM = {
  fullName: 'Dr. Kamala Silva',
  email: 'dr.silva@example.com',
  specialization: 'General Veterinary',
  experience: 5,
  qualifications: 'BVSc',
  contactNumber: '0112345678',
  clinicAddress: { street: '2 Clinic Road', city: 'Battaramulla', location: 'Battaramulla' },
  consultationFee: 2500,
  workingHours: { startTime: '09:00', endTime: '17:00', slotDuration: 30 },
} as const;

/** A pet's profile as the owner enters it. */
export const PET_PROFILE = {
  name: 'Rex',
  species: 'Dog',
  breed: 'Labrador',
  sex: 'male',
  estimatedAgeYears: 3,
  colourMarkings: 'Black',
} as const;
