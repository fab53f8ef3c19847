import type { DoctorPetCare } from '@vetnow/contracts/pet-care';
import { API } from '@vetnow/web-kit/api';
import { useApiQuery } from '@vetnow/web-kit/queries';
import { useMemo } from 'react';

export type DayPetCare = DoctorPetCare[number];

/**
 * GET /doctors/dashboard/pet-care?date=: what is due for the pet of each of the doctor's appointments on a clinic
 * date, by appointment id (an appointment missing from the map has nothing to show).
 */
export function useDayPetCare(date: string): ReadonlyMap<string, DayPetCare> {
  const query = useApiQuery(API.pets.doctorPetCare, { query: { date } }, { meta: { errorLog: 'Pet care of the day could not be loaded' } });
  return useMemo(() => new Map((query.data ?? []).map((entry) => [entry.appointmentId, entry])), [query.data]);
}
