import { useSearchParams } from '@vetnow/web-kit/router';

/**
 * The wizard's address for a doctor, carrying on a pet and a reason the owner arrived with (a pet care reminder's
 * "Book now" without a last doctor opens /doctors?pet=<id>&reason=<kind>: the pet and reason reach the wizard).
 */
export function useBookingLink(): (doctorId: string) => string {
  const [params] = useSearchParams();
  const carried = new URLSearchParams();
  for (const key of ['pet', 'reason'] as const) {
    const value = params.get(key);
    if (value) carried.set(key, value);
  }
  const query = carried.toString();
  return (doctorId) => `/book-appointment/${encodeURIComponent(doctorId)}${query ? `?${query}` : ''}`;
}
