import type { AdminDoctorCreateData, AdminDoctorUpdateData, Doctor } from '@vetnow/contracts/doctor';
import { api } from '@vetnow/web-kit/api-client';

const path = (id: string) => `/admin/doctors/${encodeURIComponent(id)}`;

/** GET /api/admin/doctors — every doctor, inactive ones too. */
export function fetchAdminDoctors(signal?: AbortSignal): Promise<Doctor[]> {
  return api.get<Doctor[]>('/admin/doctors', { signal });
}

/** POST /api/admin/doctors (the password goes to svc-auth; 409 when the email is taken). */
export function createDoctor(data: AdminDoctorCreateData): Promise<Doctor> {
  return api.post<Doctor>('/admin/doctors', data);
}

/** PUT /api/admin/doctors/:id. */
export function updateDoctor(id: string, data: AdminDoctorUpdateData): Promise<Doctor> {
  return api.put<Doctor>(path(id), data);
}

/** PATCH /api/admin/doctors/:id/status. */
export function setDoctorStatus(id: string, isActive: boolean): Promise<Doctor> {
  return api.patch<Doctor>(`${path(id)}/status`, { isActive });
}

/** DELETE /api/admin/doctors/:id. */
export function deleteDoctor(id: string): Promise<unknown> {
  return api.delete<unknown>(path(id));
}
