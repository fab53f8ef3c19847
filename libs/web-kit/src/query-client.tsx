/**
 * Server state of every frontend: TanStack Query with ONE QueryClient (the shell creates it and provides it;
 * `@tanstack/react-query` is a Module Federation singleton, so the remotes read the same cache). The query keys
 * and the invalidation map come from the contracts: see ./queries (useApiQuery, useApiMutation, INVALIDATES). ADR 0018.
 */
import {
  QueryCache,
  QueryClient,
  QueryClientContext,
  QueryClientProvider,
  useQueryClient,
  type QueryClientConfig,
} from '@tanstack/react-query';
import { useContext, useState, type ComponentType, type ReactNode } from 'react';
import { ApiError } from '@vetnow/web-kit/api';
import { errorText } from '@vetnow/web-kit/errors';
import { notify } from '@vetnow/web-kit/toaster';

/**
 * A query's `meta.errorToast`: the toast a failed read shows (the spec names one per list, e.g. 'Error fetching
 * appointments'). With `meta.serverMessage: true` the server's message (by code) comes first.
 */
export interface QueryToastMeta extends Record<string, unknown> {
  errorToast?: string;
  serverMessage?: boolean;
  /** A read whose failure is only logged (spec §8): console.warn with this text and the error's message, never the body. */
  errorLog?: string;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: QueryToastMeta;
  }
}

/** A failure not worth retrying: the server answered (4xx), or its answer broke the contract (INVALID_RESPONSE). */
function isFinal(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && error.status < 500;
}

/** The cache that toasts a failed read as its `meta` says (once per query, replaced on the next failure). */
export function createQueryCache(): QueryCache {
  return new QueryCache({
    onError: (error, query) => {
      const { errorToast, serverMessage, errorLog } = query.meta ?? {};
      if (errorLog) console.warn(errorLog, error instanceof Error ? error.message : String(error));
      if (!errorToast) return;
      notify.error(serverMessage ? errorText(error, errorToast) : errorToast, {
        id: `query-${query.queryHash}`,
      });
    },
  });
}

/**
 * The site's QueryClient: a cached answer shows at once but is always re-read when a screen or a search needs it
 * (staleTime 0: doctors are deactivated and slots taken by other people, so a list must never be served from
 * memory alone — an e2e caught a deactivated doctor reappearing from a 30 s cache); one retry of network/5xx
 * failures, no refetch on window focus, failed reads toasted by their meta. `overrides.defaultOptions` replace these (tests turn retries off).
 */
export function createQueryClient(overrides: Omit<QueryClientConfig, 'queryCache'> = {}): QueryClient {
  return new QueryClient({
    queryCache: createQueryCache(),
    ...overrides,
    defaultOptions: {
      queries: {
        staleTime: 0,
        retry: (failureCount, error) => !isFinal(error) && failureCount < 1,
        refetchOnWindowFocus: false,
        ...overrides.defaultOptions?.queries,
      },
      mutations: { retry: false, ...overrides.defaultOptions?.mutations },
    },
  });
}

/**
 * Provides `client` (the shell's), or — when no QueryClient is above and none is given — one of its own, so a
 * remote's exposed screen also works on its own (tests, a standalone preview). Inside the shell it adds nothing.
 */
export function QueryProvider({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const above = useContext(QueryClientContext);
  const [own] = useState(() => (client || above ? null : createQueryClient()));
  if (!client && above) return <>{children}</>;
  return <QueryClientProvider client={(client ?? own)!}>{children}</QueryClientProvider>;
}

export { QueryClient, useQueryClient };

/** `Screen` inside a QueryProvider: what a remote exposes, so it renders under the shell's client or its own. */
export function withQueryProvider<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  function WithQueryProvider(props: P) {
    return (
      <QueryProvider>
        <Screen {...props} />
      </QueryProvider>
    );
  }
  WithQueryProvider.displayName = `WithQueryProvider(${Screen.displayName ?? Screen.name})`;
  return WithQueryProvider;
}
