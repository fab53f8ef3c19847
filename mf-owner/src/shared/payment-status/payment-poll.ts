import { useRef, useState } from 'react';
import { PAYMENT_POLL_DELAYS_MS } from './payment-state';

/** The delay before the next check, `elapsedMs` after a payment was first seen settling; false once all were used. */
export function nextPollDelay(elapsedMs: number, delays: readonly number[] = PAYMENT_POLL_DELAYS_MS): number | false {
  let start = 0;
  for (const delay of delays) {
    if (elapsedMs < start + delay) return delay;
    start += delay;
  }
  return false;
}

interface AnswerTimes {
  dataUpdatedAt: number;
  errorUpdatedAt: number;
}

const lastAnswer = (q: AnswerTimes) => Math.max(q.dataUpdatedAt, q.errorUpdatedAt);

export interface PaymentPoll<T> {
  /** For useQuery's `refetchInterval`. */
  refetchInterval: (query: { state: AnswerTimes & { data: T | undefined } }) => number | false;
  /** True when the checks ran out and `result`'s answer still has a payment settling. */
  gaveUp: (result: AnswerTimes & { data: T | undefined }) => boolean;
}

/**
 * Polling of a query whose answer may hold a card payment still settling (TanStack Query's refetchInterval):
 * PAYMENT_POLL_DELAYS_MS — every second, then every 2 s, then every 5 s, 30 s in all — counted from when the
 * query was first seen with a payment settling, then no more checks (a failed check just waits for the next
 * delay); it starts over once nothing is settling. The component must read the query's dataUpdatedAt or
 * errorUpdatedAt (gaveUp does), so it renders again after every answer.
 */
export function usePaymentPoll<T>(isSettling: (data: T | undefined) => boolean): PaymentPoll<T> {
  const since = useRef<number | null>(null);
  const [poll] = useState<PaymentPoll<T>>(() => ({
    refetchInterval: ({ state }) => {
      if (!isSettling(state.data)) {
        since.current = null;
        return false;
      }
      since.current ??= Date.now();
      return nextPollDelay(Date.now() - since.current);
    },
    gaveUp: (result) =>
      isSettling(result.data) && since.current !== null && nextPollDelay(lastAnswer(result) - since.current) === false,
  }));
  return poll;
}
