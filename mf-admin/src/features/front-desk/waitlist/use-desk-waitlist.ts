import { useQueryClient } from '@tanstack/react-query';
import { isValidIsoDate } from '@vetnow/domain/clinic-time';
import { API } from '@vetnow/web-kit/api';
import { useApiMutation, useApiQuery } from '@vetnow/web-kit/queries';

/** GET /desk/waitlist?date=: the day's entries in list order, every state. */
export function useDeskWaitlist(date: string) {
  return useApiQuery(API.waitlist.deskList, { query: { date } }, { enabled: isValidIsoDate(date) });
}

/**
 * DELETE /desk/waitlist/:id: the caller is taken off (a slot held for them passes to the next); the waitlists, and
 * the slot grids (a released hold frees a slot for a while), are read again.
 */
export function useDeskLeaveWaitlist() {
  const client = useQueryClient();
  return useApiMutation(API.waitlist.deskLeave, {
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [API.waitlist.deskList.name] });
      void client.invalidateQueries({ queryKey: [API.clinic.getSlots.name] });
    },
  });
}
