import { useQueryClient } from '@tanstack/react-query';
import type { StaffMember } from '@vetnow/contracts/front-desk';
import { API } from '@vetnow/web-kit/api';
import { errorText } from '@vetnow/web-kit/errors';
import { apiQuery, useApiMutation, useApiQuery } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { useTranslation } from 'react-i18next';
import { ADMIN_STAFF_NS } from '../i18n/admin-staff-i18n';

const byName = (list: StaffMember[]) => [...list].sort((a, b) => a.fullName.localeCompare(b.fullName));

/** A staff member the server answered with goes into the list at once; then the list is read again. */
function useStaffListUpdate() {
  const client = useQueryClient();
  return async (member: StaffMember) => {
    const { queryKey } = apiQuery(API.auth.listStaff);
    client.setQueryData(queryKey, (list) => (list ? [...list.filter((m) => m._id !== member._id), member] : list));
    await client.invalidateQueries({ queryKey });
  };
}

/** Add staff member (POST /admin/staff); refusals (AUTH_EMAIL_TAKEN, the password rules) for the form to place. */
export function useCreateStaff() {
  const update = useStaffListUpdate();
  return useApiMutation(API.auth.createStaff, { onSuccess: (member) => update(member) });
}

/** The Staff tab's list (GET /admin/staff, by name) and Activate / Deactivate (PUT /admin/staff/:id/status). */
export function useStaff() {
  const { t } = useTranslation(ADMIN_STAFF_NS);
  const query = useApiQuery(API.auth.listStaff, undefined, { select: byName, meta: { errorToast: t('failed'), serverMessage: true } });
  const update = useStaffListUpdate();
  const status = useApiMutation(API.auth.setStaffStatus, { onSuccess: (member) => update(member) });

  return {
    members: query.data ?? [],
    status: query.isPending ? ('loading' as const) : query.isError ? ('failed' as const) : ('ready' as const),
    busyId: status.isPending ? (status.variables?.params.id ?? null) : null,
    /** Sends the opposite status; toasts the outcome; true when it changed. */
    toggle: (member: StaffMember) =>
      status.mutateAsync({ params: { id: member._id }, body: { isActive: !member.isActive } }).then(
        (updated) => {
          notify.success(t(updated.isActive ? 'toasts.activated' : 'toasts.deactivated', { name: updated.fullName }));
          return true;
        },
        (error: unknown) => {
          notify.error(errorText(error, t('toasts.statusFailed')));
          return false;
        },
      ),
  };
}
