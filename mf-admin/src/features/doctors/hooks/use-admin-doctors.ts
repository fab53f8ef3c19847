import { useCallback, useEffect, useRef, useState } from 'react';
import type { Doctor } from '@vetnow/contracts/doctor';
import { errorMessage } from '@vetnow/web-kit/api-client';
import { notify } from '@vetnow/web-kit/toaster';
import { useTranslation } from 'react-i18next';
import { deleteDoctor, fetchAdminDoctors, setDoctorStatus } from '../api/admin-doctors-api';

export type ListStatus = 'loading' | 'ready' | 'failed';

export interface AdminDoctors {
  doctors: Doctor[];
  status: ListStatus;
  reload: () => void;
  /** PATCH the status to its opposite; toasts the outcome. */
  toggleStatus: (doctor: Doctor) => Promise<void>;
  /** DELETE; toasts the outcome; true when deleted. */
  remove: (doctor: Doctor) => Promise<boolean>;
  /** Puts a created or updated doctor into the list (the form modal toasts). */
  saved: (doctor: Doctor) => void;
}

const byName = (a: Doctor, b: Doctor) => a.fullName.localeCompare(b.fullName);

/** The admin's doctors list and its actions; `onChanged` runs after any change (to refresh the stat cards). */
export function useAdminDoctors(onChanged: () => void = () => {}): AdminDoctors {
  const { t } = useTranslation('admin-doctors');
  const [doctors, setDoctors] = useState<Doctor[]>([]);
  const [status, setStatus] = useState<ListStatus>('loading');
  const [generation, setGeneration] = useState(0);
  const changed = useRef(onChanged);
  useEffect(() => {
    changed.current = onChanged;
  }, [onChanged]);

  useEffect(() => {
    const controller = new AbortController();
    setStatus('loading');
    fetchAdminDoctors(controller.signal).then(
      (list) => {
        setDoctors(Array.isArray(list) ? [...list].sort(byName) : []);
        setStatus('ready');
      },
      () => {
        if (controller.signal.aborted) return;
        setStatus('failed');
        notify.error(t('toasts.fetchFailed'));
      },
    );
    return () => controller.abort();
  }, [generation, t]);

  const replace = useCallback((doctor: Doctor) => {
    setDoctors((list) => {
      const rest = list.filter((d) => d._id !== doctor._id);
      return [...rest, doctor].sort(byName);
    });
  }, []);

  const toggleStatus = useCallback(
    async (doctor: Doctor) => {
      const isActive = !doctor.isActive;
      try {
        const updated = await setDoctorStatus(doctor._id, isActive);
        replace(updated && typeof updated === 'object' && '_id' in updated ? updated : { ...doctor, isActive });
        notify.success(isActive ? t('toasts.activated') : t('toasts.deactivated'));
        changed.current();
      } catch {
        notify.error(t('toasts.statusFailed'));
      }
    },
    [replace, t],
  );

  const remove = useCallback(
    async (doctor: Doctor) => {
      try {
        await deleteDoctor(doctor._id);
        setDoctors((list) => list.filter((d) => d._id !== doctor._id));
        notify.success(t('toasts.deleted'));
        changed.current();
        return true;
      } catch (error) {
        notify.error(errorMessage(error, t('toasts.deleteFailed')));
        return false;
      }
    },
    [t],
  );

  const saved = useCallback(
    (doctor: Doctor) => {
      replace(doctor);
      changed.current();
    },
    [replace],
  );

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { doctors, status, reload, toggleStatus, remove, saved };
}
