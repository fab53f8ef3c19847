import { useQueryClient } from '@tanstack/react-query';
import type { AdminDoctorCreateData, AdminDoctorUpdateData, Doctor } from '@vetnow/contracts/doctor';
import { API } from '@vetnow/web-kit/api';
import { errorText } from '@vetnow/web-kit/errors';
import { apiQuery, useApiMutation, useApiQuery } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { useTranslation } from 'react-i18next';

const byName = (list: Doctor[]) => [...list].sort((a, b) => a.fullName.localeCompare(b.fullName));

/**
 * A doctor the server answered with goes into the admin list at once (a deleted one out); the write's invalidation
 * (web-kit's map) then refreshes every doctor read and the figures.
 */
function useAdminListUpdate() {
  const client = useQueryClient();
  return (id: string, doctor: Doctor | null) =>
    client.setQueryData(apiQuery(API.clinic.adminListDoctors).queryKey, (list) =>
      list ? [...list.filter((d) => d._id !== id), ...(doctor ? [doctor] : [])] : list,
    );
}

/** Add Doctor (POST /api/admin/doctors) or Edit Doctor (PUT /api/admin/doctors/:id); 409 DOCTOR_EMAIL_TAKEN when the email is taken. */
export function useSaveDoctor() {
  const update = useAdminListUpdate();
  const onSuccess = (doctor: Doctor) => void update(doctor._id, doctor);
  const create = useApiMutation(API.clinic.adminCreateDoctor, { onSuccess });
  const edit = useApiMutation(API.clinic.adminUpdateDoctor, { onSuccess });
  return (target: Doctor | 'new', data: AdminDoctorCreateData | AdminDoctorUpdateData) =>
    target === 'new'
      ? create.mutateAsync({ body: data as AdminDoctorCreateData })
      : edit.mutateAsync({ params: { id: target._id }, body: data as AdminDoctorUpdateData });
}

export interface AdminDoctors {
  doctors: Doctor[];
  status: 'loading' | 'ready' | 'failed';
  /** The doctor whose status or deletion is being sent, if any. */
  busyId: string | null;
  /** PATCH the status to its opposite; toasts the outcome. */
  toggleStatus: (doctor: Doctor) => Promise<void>;
  /** DELETE; toasts the outcome; true when deleted. */
  remove: (doctor: Doctor) => Promise<boolean>;
}

/** The admin's doctors list (GET /api/admin/doctors, inactive ones too, by name) and its actions. */
export function useAdminDoctors(): AdminDoctors {
  const { t } = useTranslation('admin-doctors');
  const query = useApiQuery(API.clinic.adminListDoctors, undefined, { select: byName, meta: { errorToast: t('toasts.fetchFailed') } });
  const update = useAdminListUpdate();
  const toggle = useApiMutation(API.clinic.adminSetDoctorStatus, { onSuccess: (doctor) => void update(doctor._id, doctor) });
  const del = useApiMutation(API.clinic.adminDeleteDoctor, { onSuccess: (_answer, { params }) => void update(params.id, null) });
  const busy = toggle.isPending ? toggle.variables : del.isPending ? del.variables : undefined;

  return {
    doctors: query.data ?? [],
    status: query.isPending ? 'loading' : query.isError ? 'failed' : 'ready',
    busyId: busy?.params.id ?? null,
    toggleStatus: (doctor) =>
      toggle.mutateAsync({ params: { id: doctor._id }, body: { isActive: !doctor.isActive } }).then(
        (updated) => void notify.success(updated.isActive ? t('toasts.activated') : t('toasts.deactivated')),
        () => void notify.error(t('toasts.statusFailed')),
      ),
    remove: (doctor) =>
      del.mutateAsync({ params: { id: doctor._id } }).then(
        () => {
          notify.success(t('toasts.deleted'));
          return true;
        },
        (error: unknown) => {
          notify.error(errorText(error, t('toasts.deleteFailed')));
          return false;
        },
      ),
  };
}
