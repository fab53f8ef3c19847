import type { DeskAppointment, WalkIn, WalkInStatus } from '@vetnow/contracts/front-desk';
import { API } from '@vetnow/web-kit/api';
import { errorText } from '@vetnow/web-kit/errors';
import { useApiMutation } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { useTranslation } from 'react-i18next';
import { FRONT_DESK_NS } from '../i18n/front-desk-i18n';
import { useUpdateDaySheets } from './use-day-sheet';

export type ArrivalAction = 'checkIn' | 'noShow' | 'undo';

const DONE = { checkIn: 'toasts.checkedIn', noShow: 'toasts.noShow', undo: 'toasts.undone' } as const;
const FAILED = { checkIn: 'toasts.checkInFailed', noShow: 'toasts.noShowFailed', undo: 'toasts.undoFailed' } as const;

/**
 * Check in (POST …/check-in), No-show (POST …/no-show) and Undo (DELETE …/arrival): the answer goes into the day
 * sheet at once, the sheet is read again (the kit's INVALIDATES), and the result is toasted (a refusal by its code: DESK_NOT_TODAY,
 * DESK_NO_SHOW_TOO_EARLY…). `run` resolves when all of that is done, true when the action was recorded.
 */
export function useArrivalActions() {
  const { t } = useTranslation(FRONT_DESK_NS);
  const update = useUpdateDaySheets();
  const onSuccess = (answer: DeskAppointment) =>
    void update((sheet) => ({ ...sheet, appointments: sheet.appointments.map((a) => (a._id === answer._id ? answer : a)) }));
  const checkIn = useApiMutation(API.desk.checkIn, { onSuccess });
  const noShow = useApiMutation(API.desk.markNoShow, { onSuccess });
  const undo = useApiMutation(API.desk.clearArrival, { onSuccess });
  const mutations = { checkIn, noShow, undo };
  const pending = (Object.keys(mutations) as ArrivalAction[]).find((action) => mutations[action].isPending);

  async function run(action: ArrivalAction, appointment: DeskAppointment): Promise<boolean> {
    const owner = appointment.user.fullName;
    try {
      await mutations[action].mutateAsync({ params: { id: appointment._id } });
      notify.success(t(DONE[action], { owner }));
      return true;
    } catch (error) {
      notify.error(errorText(error, t(FAILED[action])));
      return false;
    }
  }

  return {
    run,
    /** The appointment an action is being sent for, if any. */
    busyId: pending ? (mutations[pending].variables?.params.id ?? null) : null,
  };
}

/** Moves a walk-in on (PUT /desk/walk-ins/:id/status): into the sheet at once, the sheet read again (INVALIDATES), toasted. */
export function useWalkInStatus() {
  const { t } = useTranslation(FRONT_DESK_NS);
  const update = useUpdateDaySheets();
  const mutation = useApiMutation(API.desk.setWalkInStatus, {
    onSuccess: (answer) => void update((sheet) => ({ ...sheet, walkIns: sheet.walkIns.map((w) => (w._id === answer._id ? answer : w)) })),
  });

  async function move(walkIn: WalkIn, status: WalkInStatus): Promise<boolean> {
    try {
      const moved = await mutation.mutateAsync({ params: { id: walkIn._id }, body: { status } });
      notify.success(t('walkIns.toasts.moved', { number: moved.queueNumber, status: t(`walkIns.status.${moved.status}`) }));
      return true;
    } catch (error) {
      notify.error(errorText(error, t('walkIns.toasts.failed')));
      return false;
    }
  }

  return { move, busyId: mutation.isPending ? (mutation.variables?.params.id ?? null) : null };
}

/** Adds a walk-in to today's queue (POST /desk/walk-ins): into today's sheets at once, then the sheets re-read (INVALIDATES). */
export function useAddWalkIn() {
  const update = useUpdateDaySheets();
  return useApiMutation(API.desk.addWalkIn, {
    onSuccess: (added) =>
      void update((sheet) =>
        sheet.date === added.date && !sheet.walkIns.some((w) => w._id === added._id) ? { ...sheet, walkIns: [...sheet.walkIns, added] } : sheet,
      ),
  });
}
