import type { Doctor } from '@vetnow/contracts/doctor';
import { errorText } from '@vetnow/web-kit/errors';
import { notify } from '@vetnow/web-kit/toaster';
import { useTranslation } from 'react-i18next';
import { useAdminDoctorsQuery, useDeleteDoctor, useToggleDoctorStatus } from '../api/admin-doctors-api';

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

/** The admin's doctors list and its actions (the stat cards and lists refresh through the invalidation map). */
export function useAdminDoctors(): AdminDoctors {
  const { t } = useTranslation('admin-doctors');
  const query = useAdminDoctorsQuery(t('toasts.fetchFailed'));
  const toggle = useToggleDoctorStatus();
  const del = useDeleteDoctor();
  const busy = toggle.isPending ? toggle.variables : del.isPending ? del.variables : undefined;

  return {
    doctors: query.data ?? [],
    status: query.isPending ? 'loading' : query.isError ? 'failed' : 'ready',
    busyId: busy?._id ?? null,
    toggleStatus: (doctor) =>
      toggle.mutateAsync(doctor).then(
        (updated) => void notify.success(updated.isActive ? t('toasts.activated') : t('toasts.deactivated')),
        () => void notify.error(t('toasts.statusFailed')),
      ),
    remove: (doctor) =>
      del.mutateAsync(doctor).then(
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
