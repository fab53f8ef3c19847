import { useCallback, useEffect, useState } from 'react';
import { claimLookupRequestSchema, type ClaimLookupResponse } from '@vetnow/contracts/callers';
import { API, apiCall } from '@vetnow/web-kit/api';
import { errorCodeOf } from '@vetnow/web-kit/errors';

/** Why a claim link shows no form: none or a cut-off one in the address, a used or replaced one, an expired one. */
export type ClaimRefusal = 'missing' | 'invalid' | 'expired';

export type ClaimLookupState =
  | { status: 'loading' }
  | { status: 'ready'; lookup: ClaimLookupResponse }
  | { status: 'refused'; reason: ClaimRefusal }
  /** No answer, or one that is not a refusal (offline, the service down): the visitor may try again. */
  | { status: 'failed' };

/** The refusal a failed claim call means (410 AUTH_CLAIM_LINK_*), or undefined for any other failure. */
export function claimRefusalOf(error: unknown): ClaimRefusal | undefined {
  const code = errorCodeOf(error);
  if (code === 'AUTH_CLAIM_LINK_EXPIRED') return 'expired';
  if (code === 'AUTH_CLAIM_LINK_INVALID') return 'invalid';
  return undefined;
}

/**
 * Whose account the claim link `token` opens (POST /auth/claim/lookup, which does not use the link up): asked once
 * on load and again on `retry()`. `refuse(reason)` ends on a refusal found later (the claim itself answered 410).
 */
export function useClaimLookup(token: string): ClaimLookupState & { retry: () => void; refuse: (reason: ClaimRefusal) => void } {
  const wellFormed = claimLookupRequestSchema.safeParse({ token }).success;
  const [state, setState] = useState<ClaimLookupState>(wellFormed ? { status: 'loading' } : { status: 'refused', reason: 'missing' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!wellFormed) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    apiCall(API.auth.claimLookup, { body: { token }, signal: controller.signal }).then(
      (lookup) => setState({ status: 'ready', lookup }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // A 400 here is a token the contract refuses: a link cut short in the SMS.
        const status = (error as { status?: unknown } | null)?.status;
        const reason = claimRefusalOf(error) ?? (status === 400 ? 'missing' : undefined);
        setState(reason ? { status: 'refused', reason } : { status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [token, wellFormed, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const refuse = useCallback((reason: ClaimRefusal) => setState({ status: 'refused', reason }), []);
  return { ...state, retry, refuse };
}
