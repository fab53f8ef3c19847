import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { API } from '@vetnow/contracts/api';
import { useApiMutation, useApiQuery } from '@vetnow/web-kit/queries';

/**
 * The reads a join or a leave makes stale: the owner's list, and (a leave may give up a slot held for the owner)
 * the owner's slot hold and the slot grids. Declared here: web-kit's INVALIDATES has no waitlist entries yet.
 */
async function refreshAfterWaitlistChange(client: QueryClient, holdToo: boolean): Promise<void> {
  const reads = holdToo ? [API.waitlist.mine, API.booking.ownSlotHold, API.clinic.getSlots] : [API.waitlist.mine];
  await Promise.all(reads.map((read) => client.invalidateQueries({ queryKey: [read.name] })));
}

/**
 * GET /waitlist/mine (`enabled` false: not asked). A failure is only logged: the list is a help, not the screen.
 * When a slot held for the owner runs out the list is asked again once (the server has passed it on by then) —
 * a single timer at the earliest end, no polling.
 */
export function useMyWaitlist(enabled = true) {
  const client = useQueryClient();
  const query = useApiQuery(API.waitlist.mine, undefined, { enabled, meta: { errorLog: 'The waitlist could not be loaded' } });
  const ends = (query.data ?? []).flatMap((e) => (e.status === 'offered' && e.offer ? [Date.parse(e.offer.expiresAt)] : []));
  const firstEnd = ends.length > 0 ? Math.min(...ends) : NaN;
  useEffect(() => {
    if (!Number.isFinite(firstEnd)) return;
    const left = firstEnd - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(() => void client.invalidateQueries({ queryKey: [API.waitlist.mine.name] }), left + 1_000);
    return () => clearTimeout(timer);
  }, [firstEnd, client]);
  return query;
}

/** POST /waitlist; the owner's list is asked again after it (and after a 409: they were on it already). */
export function useJoinWaitlist() {
  const client = useQueryClient();
  return useApiMutation(API.waitlist.join, {
    onSuccess: () => refreshAfterWaitlistChange(client, false),
    onError: () => void refreshAfterWaitlistChange(client, false),
  });
}

/** DELETE /waitlist/:id; the list, the owner's hold and the slot grids are asked again after it. */
export function useLeaveWaitlist() {
  const client = useQueryClient();
  return useApiMutation(API.waitlist.leave, { onSuccess: () => refreshAfterWaitlistChange(client, true) });
}
