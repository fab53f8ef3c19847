/**
 * Server state of every frontend: TanStack Query with ONE QueryClient (the shell creates it and provides it;
 * `@tanstack/react-query` is a Module Federation singleton, so the remotes read the same cache), one query-key
 * scheme and one invalidation map. A change (book, cancel, complete, notes, payment, a doctor saved…) invalidates
 * the keys it affects, so slot grids, dashboards and lists refresh by themselves. ADR 0018.
 */
import {
  QueryCache,
  QueryClient,
  QueryClientContext,
  QueryClientProvider,
  useQueryClient,
  type QueryClientConfig,
  type QueryKey,
} from '@tanstack/react-query';
import { useContext, useState, type ComponentType, type ReactNode } from 'react';
import { ApiError } from './api';
import { errorText } from './errors';
import { notify } from './toaster';

/**
 * A query's `meta.errorToast`: the toast a failed read shows (the spec names one per list, e.g. 'Error fetching
 * appointments'). With `meta.serverMessage: true` the server's message (by code) comes first.
 */
export interface QueryToastMeta extends Record<string, unknown> {
  errorToast?: string;
  serverMessage?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: QueryToastMeta;
  }
}

/** A failure not worth retrying: the server answered (4xx), or the call was refused by its schema. */
function isFinal(error: unknown): boolean {
  if (error instanceof ApiError) return error.kind === 'http' && error.status < 500;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status > 0 && status < 500;
}

/** The cache that toasts a failed read as its `meta` says (once per query, replaced on the next failure). */
export function createQueryCache(): QueryCache {
  return new QueryCache({
    onError: (error, query) => {
      const { errorToast, serverMessage } = query.meta ?? {};
      if (!errorToast) return;
      notify.error(serverMessage ? errorText(error, errorToast) : errorToast, { id: `query-${query.queryHash}` });
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

/** Filters (doctors search, admin lists) are part of a key: normalised so `{}` and `undefined` are one key. */
type Filters = Readonly<Record<string, string | number | boolean | null | undefined>>;
const clean = (filters: Filters = {}) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== null && value !== ''));

/**
 * The query keys of the site. Hierarchical: invalidating a prefix (`queryKeys.appointments.all`) refreshes every
 * list under it. Use only these, never a literal array, so the invalidation map below stays true.
 */
export const queryKeys = {
  appointments: {
    all: ['appointments'] as const,
    /** The signed-in owner's appointments (My Appointments, the owner's dashboard). */
    own: () => ['appointments', 'own'] as const,
    /** The owner's diagnosis summaries (health records). */
    diagnosisSummaries: () => ['appointments', 'diagnosis-summaries'] as const,
    /** The signed-in doctor's appointments (doctor dashboard). */
    doctor: () => ['appointments', 'doctor'] as const,
    /** Every appointment (admin). */
    admin: (filters?: Filters) => ['appointments', 'admin', clean(filters)] as const,
  },
  doctors: {
    all: ['doctors'] as const,
    /** The public doctors search. */
    list: (filters?: Filters) => ['doctors', 'list', clean(filters)] as const,
    detail: (id: string) => ['doctors', 'detail', id] as const,
    slotsAll: ['doctors', 'slots'] as const,
    slots: (doctorId: string, date: string) => ['doctors', 'slots', doctorId, date] as const,
    /** The admin's doctors list (active and inactive). */
    admin: () => ['doctors', 'admin'] as const,
  },
  /** The signed-in person's own profile: the owner's (svc-auth) or the doctor's (svc-clinic). */
  profile: () => ['profile'] as const,
  savedCards: () => ['saved-cards'] as const,
  /** The admin dashboard's figures. */
  stats: () => ['stats'] as const,
  health: () => ['health'] as const,
} as const;

/** What each change on the server makes stale. */
export const INVALIDATES = {
  book: [queryKeys.appointments.all, queryKeys.doctors.slotsAll, queryKeys.stats()],
  cancel: [queryKeys.appointments.all, queryKeys.doctors.slotsAll, queryKeys.stats()],
  complete: [queryKeys.appointments.all, queryKeys.stats()],
  notes: [queryKeys.appointments.all],
  diagnosis: [queryKeys.appointments.all],
  payment: [queryKeys.appointments.all, queryKeys.savedCards()],
  cards: [queryKeys.savedCards()],
  /** An admin created, edited, (de)activated or deleted a doctor. */
  doctor: [queryKeys.doctors.all, queryKeys.stats()],
  /** The owner or the doctor saved their own profile (a doctor's shows in the public list too). */
  profile: [queryKeys.profile(), queryKeys.doctors.all],
} as const satisfies Record<string, readonly QueryKey[]>;

export type ServerChange = keyof typeof INVALIDATES;

/** Marks stale (and refetches the mounted ones) what `change` affected. */
export async function invalidateAfter(client: QueryClient, change: ServerChange): Promise<void> {
  await Promise.all(INVALIDATES[change].map((queryKey) => client.invalidateQueries({ queryKey })));
}

/** `invalidateAfter` bound to the current QueryClient, for a mutation's `onSuccess`. */
export function useInvalidateAfter(): (change: ServerChange) => Promise<void> {
  const client = useQueryClient();
  return (change) => invalidateAfter(client, change);
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
