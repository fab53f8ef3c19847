import type { Doctor, DoctorSelfUpdateData } from '@vetnow/contracts/doctor';
import { api } from '@vetnow/web-kit/api-client';

/** GET /doctors/dashboard/profile: the signed-in doctor (svc-clinic). */
export function fetchDoctorProfile(signal?: AbortSignal): Promise<Doctor> {
  return api.get<Doctor>('/doctors/dashboard/profile', { signal });
}

/** PUT /doctors/dashboard/profile: the fields a doctor may change; answers the updated doctor. */
export function updateDoctorProfile(body: DoctorSelfUpdateData): Promise<Doctor> {
  return api.put<Doctor>('/doctors/dashboard/profile', body);
}
