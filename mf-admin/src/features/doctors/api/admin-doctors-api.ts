import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminDoctorCreateData, AdminDoctorUpdateData, Doctor } from '@vetnow/contracts/doctor';
import { API, apiCall } from '@vetnow/web-kit/api';
import { invalidateAfter, queryKeys } from '@vetnow/web-kit/query';

const byName = (list: Doctor[]) => [...list].sort((a, b) => a.fullName.localeCompare(b.fullName));

/** GET /api/admin/doctors — every doctor, inactive ones too, by name; a failure toasts `fetchFailed`. */
export function useAdminDoctorsQuery(fetchFailed: string) {
  return useQuery({
    queryKey: queryKeys.doctors.admin(),
    queryFn: ({ signal }) => apiCall(API.clinic.adminListDoctors, { signal }),
    select: byName,
    meta: { errorToast: fetchFailed },
  });
}

/** A doctor the server answered with goes into the admin list at once; the change then invalidates what it affects. */
function useDoctorChanged() {
  const client = useQueryClient();
  return async (doctor: Doctor | null, removedId?: string) => {
    client.setQueryData<Doctor[]>(queryKeys.doctors.admin(), (list) => {
      if (!list) return list;
      const rest = list.filter((d) => d._id !== (doctor?._id ?? removedId));
      return doctor ? [...rest, doctor] : rest;
    });
    await invalidateAfter(client, 'doctor');
  };
}

export type SaveDoctorInput = { mode: 'create'; data: AdminDoctorCreateData } | { mode: 'edit'; id: string; data: AdminDoctorUpdateData };

/** POST /api/admin/doctors or PUT /api/admin/doctors/:id (409 DOCTOR_EMAIL_TAKEN when the email is taken). */
export function useSaveDoctor() {
  const changed = useDoctorChanged();
  return useMutation({
    mutationFn: (input: SaveDoctorInput) =>
      input.mode === 'create'
        ? apiCall(API.clinic.adminCreateDoctor, { body: input.data })
        : apiCall(API.clinic.adminUpdateDoctor, { params: { id: input.id }, body: input.data }),
    onSuccess: (doctor) => changed(doctor),
  });
}

/** PATCH /api/admin/doctors/:id/status to the opposite of the doctor's. */
export function useToggleDoctorStatus() {
  const changed = useDoctorChanged();
  return useMutation({
    mutationFn: (doctor: Doctor) =>
      apiCall(API.clinic.adminSetDoctorStatus, { params: { id: doctor._id }, body: { isActive: !doctor.isActive } }),
    onSuccess: (doctor) => changed(doctor),
  });
}

/** DELETE /api/admin/doctors/:id. */
export function useDeleteDoctor() {
  const changed = useDoctorChanged();
  return useMutation({
    mutationFn: (doctor: Doctor) => apiCall(API.clinic.adminDeleteDoctor, { params: { id: doctor._id } }),
    onSuccess: (_answer, doctor) => changed(null, doctor._id),
  });
}
