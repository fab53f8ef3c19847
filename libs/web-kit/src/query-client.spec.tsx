import { describe, expect, it } from '@jest/globals';
import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast/headless';
import { ApiError } from './api';
import { QueryProvider, createQueryClient, withQueryProvider } from './query-client';
import { AppToaster } from './toaster';
import { createI18n } from './i18n';

createI18n();

describe('QueryProvider', () => {
  function WhichClient({ onClient }: { onClient: (client: unknown) => void }) {
    onClient(useQueryClient());
    return null;
  }

  it("adds nothing under a QueryClient (the shell's), and brings its own without one (a remote alone)", () => {
    const shell = createQueryClient();
    const seen: unknown[] = [];
    render(
      <QueryClientProvider client={shell}>
        <QueryProvider>
          <WhichClient onClient={(c) => seen.push(c)} />
        </QueryProvider>
      </QueryClientProvider>,
    );
    expect(seen[0]).toBe(shell);

    const Alone = withQueryProvider(() => <WhichClient onClient={(c) => seen.push(c)} />);
    render(<Alone />);
    expect(seen[1]).toBeDefined();
    expect(seen[1]).not.toBe(shell);
  });

  it("toasts a failed read with its meta's text", async () => {
    function List() {
      useQuery({
        queryKey: ['failing'],
        queryFn: () => Promise.reject(new Error('down')),
        retry: false,
        meta: { errorToast: 'Error fetching doctors' },
      });
      return null;
    }
    render(
      <QueryProvider client={createQueryClient()}>
        <AppToaster />
        <List />
      </QueryProvider>,
    );
    expect(await screen.findByText('Error fetching doctors')).toBeInTheDocument();
    act(() => toast.remove());
    await waitFor(() => expect(screen.queryByText('Error fetching doctors')).not.toBeInTheDocument());
  });

  it('retries a call that got no answer or a 5xx once, and never a 4xx answer or one that broke the contract', async () => {
    const failures: Record<string, ApiError> = {
      network: ApiError.noAnswer('network'),
      timeout: ApiError.noAnswer('timeout'),
      unavailable: new ApiError(503, 'SERVICE_UNAVAILABLE', 'x'),
      notFound: new ApiError(404, 'NOT_FOUND', 'x'),
      invalid: new ApiError(200, 'INVALID_RESPONSE', 'x'),
    };
    const attempts: Record<string, number> = {};
    function Read({ name }: { name: string }) {
      const query = useQuery({
        queryKey: ['retry', name],
        queryFn: () => {
          attempts[name] = (attempts[name] ?? 0) + 1;
          return Promise.reject(failures[name]!);
        },
      });
      return query.isError ? <p>{`${name} failed`}</p> : null;
    }
    render(
      <QueryProvider client={createQueryClient({ defaultOptions: { queries: { retryDelay: 0 } } })}>
        {Object.keys(failures).map((name) => (
          <Read key={name} name={name} />
        ))}
      </QueryProvider>,
    );
    for (const name of Object.keys(failures))
      expect(await screen.findByText(`${name} failed`)).toBeInTheDocument();
    expect(attempts).toEqual({ network: 2, timeout: 2, unavailable: 2, notFound: 1, invalid: 1 });
  });
});
