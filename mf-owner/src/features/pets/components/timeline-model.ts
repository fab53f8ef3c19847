import type { CareRecord, PetRecord, PetVisit, PrescriptionRecord } from '@vetnow/contracts/pet-care';

/** One entry of a pet's health timeline, labelled by its type. */
export type TimelineEntry =
  | { type: 'visit'; key: string; date: string; visit: PetVisit }
  | { type: CareRecord['kind']; key: string; date: string; care: CareRecord }
  | { type: 'prescription'; key: string; date: string; prescription: PrescriptionRecord };

/** On one day the visit comes first, then what was given at it, then what was prescribed. */
const ORDER_ON_A_DAY: Record<TimelineEntry['type'], number> = { visit: 0, vaccination: 1, deworming: 2, 'tick-flea': 3, prescription: 4 };

/**
 * The pet's visits, vaccinations, treatments and prescriptions as one list by date, newest first (on one day:
 * the visit, what was given, what was prescribed; otherwise the server's order, which is newest first).
 */
export function timelineOf(record: Pick<PetRecord, 'visits' | 'care' | 'prescriptions'>): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    ...record.visits.map((visit): TimelineEntry => ({ type: 'visit', key: `visit:${visit._id}`, date: visit.appointmentDate, visit })),
    ...record.care.map((care): TimelineEntry => ({ type: care.kind, key: `care:${care._id}`, date: care.givenOn, care })),
    ...record.prescriptions.map(
      (prescription): TimelineEntry => ({ type: 'prescription', key: `rx:${prescription._id}`, date: prescription.prescribedOn, prescription }),
    ),
  ];
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.date.localeCompare(a.entry.date) || ORDER_ON_A_DAY[a.entry.type] - ORDER_ON_A_DAY[b.entry.type] || a.index - b.index)
    .map(({ entry }) => entry);
}

/** The weights oldest first (the chart's order), one point per entry. */
export function weightsOldestFirst<W extends { recordedOn: string }>(weights: readonly W[]): W[] {
  return weights
    .map((weight, index) => ({ weight, index }))
    .sort((a, b) => a.weight.recordedOn.localeCompare(b.weight.recordedOn) || b.index - a.index)
    .map(({ weight }) => weight);
}

/**
 * Where "Book now" goes: the wizard with the doctor who last saw the pet, the pet and the reason "Vaccination"
 * chosen; without such a doctor, the doctors' list with the pet chosen.
 */
export function bookNowHref(petId: string, lastDoctorId: string | null): string {
  const pet = encodeURIComponent(petId);
  return lastDoctorId ? `/book-appointment/${encodeURIComponent(lastDoctorId)}?pet=${pet}&reason=Vaccination` : `/doctors?pet=${pet}&reason=Vaccination`;
}
