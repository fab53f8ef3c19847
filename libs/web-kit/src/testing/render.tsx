import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from '@vetnow/web-kit/router';
import { createI18n } from '../i18n';
import { createQueryClient } from '../query-client';

/** The site's QueryClient for one test: no retries (a failure shows at once), no garbage collection during it. */
export function createTestQueryClient(): QueryClient {
  return createQueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity, staleTime: 0 } } });
}

export interface ProvidersOptions {
  /** The first URL of the in-memory router. */
  route?: string;
  queryClient?: QueryClient;
}

/** The providers a screen runs inside in the shell: i18n, a fresh query cache and a router. */
export function TestProviders({ children, route = '/', queryClient }: ProvidersOptions & { children: ReactNode }) {
  const i18n = createI18n();
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient ?? createTestQueryClient()}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** `render` inside TestProviders; returns the query client too, to look at or seed the cache. */
export function renderWithProviders(
  ui: ReactElement,
  { route, queryClient = createTestQueryClient(), ...options }: ProvidersOptions & Omit<RenderOptions, 'wrapper'> = {},
): RenderResult & { queryClient: QueryClient } {
  const result = render(ui, {
    wrapper: ({ children }) => (
      <TestProviders route={route} queryClient={queryClient}>
        {children}
      </TestProviders>
    ),
    ...options,
  });
  return { ...result, queryClient };
}
