import { describe, expect, it } from '@jest/globals';
import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast/headless';
import { QueryProvider, createQueryClient, withQueryProvider } from './query';
import { AppToaster } from './toaster';
import { createI18n } from './i18n';

createI18n();

describe('QueryProvider', () => {
  function WhichClient({ onClient }: { onClient: (client: unknown) => void }) {
    onClient(useQueryClient());
    return null;
  }

  it('adds nothing under a QueryClient (the shell\'s), and brings its own without one (a remote alone)', () => {
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
      useQuery({ queryKey: ['failing'], queryFn: () => Promise.reject(new Error('down')), retry: false, meta: { errorToast: 'Error fetching doctors' } });
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
});
