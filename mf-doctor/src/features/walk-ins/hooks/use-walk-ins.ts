import type { WalkIn, WalkInStatus } from '@vetnow/contracts/front-desk';
import { API } from '@vetnow/web-kit/api';
import { errorText } from '@vetnow/web-kit/errors';
import { useApiMutation, useApiQuery } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { useTranslation } from 'react-i18next';
import { WALK_INS_NS } from '../i18n/doctor-walk-ins-i18n';

/**
 * GET /doctors/dashboard/walk-ins?date=: the day's walk-ins for the signed-in doctor and for any doctor, in queue
 * order (issue 39). A failure is logged; the panel says so in place and offers to try again.
 */
export function useWalkIns(date: string) {
  return useApiQuery(API.desk.doctorWalkIns, { query: { date } }, { meta: { errorLog: 'Walk-in queue could not be loaded' } });
}

export type WalkInsQuery = ReturnType<typeof useWalkIns>;

export interface WalkInStatusChange {
  /** The walk-in whose change is on its way (its buttons are busy), if any. */
  pendingId: string | undefined;
  set: (walkIn: WalkIn, status: WalkInStatus) => void;
}

/**
 * PUT /doctors/dashboard/walk-ins/:id/status: Take (with-doctor: the walk-in becomes the doctor's), Done, or back to
 * waiting. The queue is asked again after each change (the kit's invalidation map; the live stream would bring it
 * too, a moment later); the outcome is toasted — the server's text by its code on a failure.
 */
export function useWalkInStatus(): WalkInStatusChange {
  const { t } = useTranslation(WALK_INS_NS);
  // The kit's invalidation map refreshes the queue after each change (INVALIDATES: doctorSetWalkInStatus).
  const mutation = useApiMutation(API.desk.doctorSetWalkInStatus);
  return {
    pendingId: mutation.isPending ? mutation.variables?.params.id : undefined,
    set: (walkIn, status) => {
      if (mutation.isPending) return;
      mutation.mutate(
        { params: { id: walkIn._id }, body: { status } },
        {
          onSuccess: (answer) => notify.success(t(`toasts.${answer.status}`, { number: answer.queueNumber })),
          onError: (error) => notify.error(errorText(error, t('toasts.failed'))),
        },
      );
    },
  };
}
