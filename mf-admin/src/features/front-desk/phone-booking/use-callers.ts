import { useQueryClient } from '@tanstack/react-query';
import { clinicTomorrow, isValidIsoDate } from '@vetnow/domain/clinic-time';
import { API, type RouteContract } from '@vetnow/web-kit/api';
import { useApiMutation, useApiQuery } from '@vetnow/web-kit/queries';

/** Marks the reads of `contracts` stale (the mounted ones are read again), without waiting for them. */
function useMarkStale(...contracts: RouteContract[]) {
  const client = useQueryClient();
  return () => {
    for (const contract of contracts) void client.invalidateQueries({ queryKey: [contract.name] });
  };
}

/** GET /desk/owners?q= once a search of at least 2 characters was sent ('' asks nothing). */
export function useOwnerSearch(q: string) {
  return useApiQuery(API.desk.findOwners, { query: { q } }, { enabled: q.trim().length >= 2 });
}

/** POST /desk/owners: a caller's account with no password; the owner searches are read again. */
export function useCreateCaller() {
  const stale = useMarkStale(API.desk.findOwners);
  return useApiMutation(API.desk.createCaller, { onSuccess: stale });
}

/** POST /desk/owners/:id/claim-link: a new claim link by SMS (the earlier ones stop working). */
export function useResendClaimLink() {
  const stale = useMarkStale(API.desk.findOwners);
  return useApiMutation(API.desk.resendClaimLink, { onSuccess: stale });
}

/** GET /desk/owners/:id/pets: the owner's pets to book for (not asked while `enabled` is false). */
export function useOwnerPets(ownerId: string, enabled = true) {
  return useApiQuery(API.desk.ownerPets, { params: { id: ownerId } }, { enabled });
}

/** GET /doctors: the active doctors (the public list, no filter). */
export function useActiveDoctors() {
  return useApiQuery(API.clinic.listDoctors, {});
}

/** GET /doctors/:id/slots?date=: asked once a doctor and a day from tomorrow (clinic time) are chosen. */
export function useDoctorSlots(doctorId: string, date: string) {
  const ready = doctorId !== '' && isValidIsoDate(date) && date >= clinicTomorrow();
  return useApiQuery(API.clinic.getSlots, { params: { id: doctorId }, query: { date } }, { enabled: ready });
}

/**
 * POST /desk/appointments: the slot grids, the day sheets, the owner's pets (a new pet is saved) and the waitlists
 * (a booking ends the owner's wait for that day) are read again.
 */
export function useBookForCaller() {
  const stale = useMarkStale(API.clinic.getSlots, API.desk.daySheet, API.desk.ownerPets, API.waitlist.deskList);
  return useApiMutation(API.desk.bookForCaller, { onSuccess: stale });
}

/** POST /desk/waitlist: the caller waits for the doctor's day, or any doctor's; the waitlists are read again. */
export function useDeskJoinWaitlist() {
  const stale = useMarkStale(API.waitlist.deskList);
  return useApiMutation(API.waitlist.deskJoin, { onSuccess: stale });
}
