import type { Doctor, TimeSlot } from '@vetnow/contracts/doctor';
import { api } from '@vetnow/web-kit/api-client';

/** The four filters of /doctors as the form holds them; '' means "any". */
export interface DoctorFilterValues {
  location: string;
  specialization: string;
  availableTime: string;
  date: string;
}

export const EMPTY_FILTERS: DoctorFilterValues = { location: '', specialization: '', availableTime: '', date: '' };

/** The GET /doctors query: the filters that are set, by their API names (empty ones left out). */
export function doctorSearchQuery(filters: DoctorFilterValues): Partial<DoctorFilterValues> {
  const query: Partial<DoctorFilterValues> = {};
  for (const key of Object.keys(EMPTY_FILTERS) as Array<keyof DoctorFilterValues>) {
    const value = filters[key].trim();
    if (value) query[key] = value;
  }
  return query;
}

export function hasActiveFilters(filters: DoctorFilterValues): boolean {
  return Object.keys(doctorSearchQuery(filters)).length > 0;
}

/** GET /api/doctors?location&specialization&availableTime&date — active doctors matching the filters. */
export function fetchDoctors(filters: DoctorFilterValues, signal?: AbortSignal): Promise<Doctor[]> {
  return api.get<Doctor[]>('/doctors', { query: { ...doctorSearchQuery(filters) }, signal });
}

/** GET /api/doctors/:id. */
export function fetchDoctor(id: string, signal?: AbortSignal): Promise<Doctor> {
  return api.get<Doctor>(`/doctors/${encodeURIComponent(id)}`, { signal });
}

/** GET /api/doctors/:id/slots?date=YYYY-MM-DD — the doctor's slots of that clinic day. */
export function fetchDoctorSlots(id: string, date: string, signal?: AbortSignal): Promise<TimeSlot[]> {
  return api.get<TimeSlot[]>(`/doctors/${encodeURIComponent(id)}/slots`, { query: { date }, signal });
}

/** True for the AbortError of a call cancelled by its effect's cleanup (not a failure to report). */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
