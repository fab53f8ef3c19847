import { Inject, Injectable } from '@nestjs/common';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import { clinicToday } from '@vetnow/domain/clinic-time';
import type { PetRecord, PetVisit } from '@vetnow/contracts/pet-care';
import { DB, type Database } from '@vetnow/service-kit/database';
import { desc, eq } from 'drizzle-orm';
import { appointments, careRecords, owners, petWeights, prescriptions, type AppointmentRow } from '../database/schema.js';
import { PetAccess } from './pet-access.js';
import { PET_CLOCK, type PetClock } from './pet-clock.js';
import { CARE_NEWEST_FIRST, toCareRecord, toPetProfile, toWeightEntry, WEIGHTS_NEWEST_FIRST } from './pet-view.js';

/** The columns of an appointment a visit on the timeline shows: never the doctor's private notes. */
const VISIT_COLUMNS = {
  id: appointments.id,
  appointmentId: appointments.appointmentId,
  appointmentDate: appointments.appointmentDate,
  timeSlot: appointments.timeSlot,
  status: appointments.status,
  reason: appointments.reason,
  doctorId: appointments.doctorId,
  doctor: appointments.doctor,
  user: appointments.user,
  completion: appointments.completion,
  startsAt: appointments.startsAt,
};
type VisitRow = Pick<AppointmentRow, 'id' | 'appointmentId' | 'appointmentDate' | 'timeSlot' | 'status' | 'reason' | 'doctorId' | 'doctor' | 'user' | 'completion' | 'startsAt'>;

/**
 * GET /pets/:id: a pet's whole health record — profile, weights, vaccinations and treatments, prescriptions and
 * visits, each newest first — for its owner, the admin, or a doctor who saw it or holds an upcoming appointment with
 * it (anyone else: 404, see PetAccess).
 */
@Injectable()
export class PetRecordService {
  constructor(
    @Inject(DB) private readonly db: Database,
    private readonly access: PetAccess,
    @Inject(PET_CLOCK) private readonly clock: PetClock,
  ) {}

  async get(caller: Pick<TokenClaims, 'sub' | 'role'>, rawId: string): Promise<PetRecord> {
    const pet = await this.access.readable(caller, rawId);
    const [weights, care, prescribed, visits, [owner]] = await Promise.all([
      this.db.select().from(petWeights).where(eq(petWeights.petId, pet.id)).orderBy(...WEIGHTS_NEWEST_FIRST),
      this.db.select().from(careRecords).where(eq(careRecords.petId, pet.id)).orderBy(...CARE_NEWEST_FIRST),
      this.db
        .select()
        .from(prescriptions)
        .where(eq(prescriptions.petId, pet.id))
        .orderBy(desc(prescriptions.prescribedOn), desc(prescriptions.createdAt)),
      this.db
        .select(VISIT_COLUMNS)
        .from(appointments)
        .where(eq(appointments.petId, pet.id))
        .orderBy(desc(appointments.startsAt), desc(appointments.createdAt)),
      this.db.select().from(owners).where(eq(owners.id, pet.userId)),
    ]);
    const snapshot = visits[0]?.user;
    return {
      pet: toPetProfile(pet, weights, care, clinicToday(this.clock.now())),
      // The owners read model, else what the latest appointment kept of the owner.
      owner: owner
        ? { _id: owner.id, fullName: owner.fullName, contactNumber: owner.contactNumber }
        : { _id: pet.userId, fullName: snapshot?.fullName ?? '', contactNumber: snapshot?.contactNumber ?? '' },
      weights: weights.map(toWeightEntry),
      care: care.map(toCareRecord),
      prescriptions: prescribed.map((p) => ({
        _id: p.id,
        medicine: p.medicine,
        dose: p.dose,
        duration: p.duration,
        notes: p.notes,
        prescribedOn: p.prescribedOn,
        appointmentId: p.appointmentId,
        doctor: p.doctorId ? { _id: p.doctorId, fullName: p.doctorName ?? '' } : null,
      })),
      visits: visits.map(toVisit),
      lastDoctorId: visits.find((v) => v.status === 'completed')?.doctorId ?? null,
    };
  }
}

function toVisit(v: VisitRow): PetVisit {
  return {
    _id: v.id,
    appointmentId: v.appointmentId,
    appointmentDate: v.appointmentDate,
    timeSlot: v.timeSlot,
    status: v.status,
    reason: v.reason,
    doctor: { _id: v.doctor._id, fullName: v.doctor.fullName },
    ...(v.completion?.diagnosis ? { diagnosis: v.completion.diagnosis } : {}),
    recommendations: v.completion?.recommendations ?? [],
    ...(v.completion?.notes ? { notes: v.completion.notes } : {}),
  };
}
