import { API } from '@vetnow/contracts/api';
import { useApiQuery } from '@vetnow/web-kit/queries';
import { REFUND_CUTOFF_HOURS } from './refund';

/**
 * The refund cut-off svc-payments applies (GET /payments/refund-policy: its REFUND_CUTOFF_HOURS), for the cancel
 * dialog's policy note; undefined until known. If it cannot be asked, the default the service ships with.
 */
export function useRefundCutoffHours(enabled: boolean): number | undefined {
  const policy = useApiQuery(API.payments.refundPolicy, undefined, { enabled, staleTime: 10 * 60_000 });
  if (policy.isError) return REFUND_CUTOFF_HOURS;
  return policy.data?.cutoffHours;
}
