import type { QueryClient } from '@tanstack/react-query';
import { API } from '@vetnow/contracts/api';
import type { Doctor } from '@vetnow/contracts/doctor';

/**
 * The doctor as a doctor list this tab has loaded shows them (`clinic.listDoctors`, whatever its filters), if one
 * does: the same contract shape as the doctor's profile. A screen that reads one doctor shows this as TanStack Query's
 * `placeholderData` while the profile loads, instead of a spinner (ADR 0093).
 */
export function listedDoctor(client: QueryClient, doctorId: string): Doctor | undefined {
  for (const [, doctors] of client.getQueriesData<Doctor[]>({ queryKey: [API.clinic.listDoctors.name] })) {
    const listed = doctors?.find((d) => d._id === doctorId);
    if (listed) return listed;
  }
  return undefined;
}
