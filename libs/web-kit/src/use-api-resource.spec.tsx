import { jest } from '@jest/globals';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useApiResource } from './use-api-resource';

describe('useApiResource', () => {
  it('loads, then reloads keeping the data it shows', async () => {
    let n = 0;
    const fetcher = jest.fn(async () => ++n);
    const { result } = renderHook(() => useApiResource(fetcher));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 1 }));
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ status: 'ready', data: 1 });
    await waitFor(() => expect(result.current.data).toBe(2));
    act(() => result.current.replace(7));
    expect(result.current.data).toBe(7);
  });

  it('reports a failure once, and a retry goes back to loading', async () => {
    const onError = jest.fn();
    let fail = true;
    const fetcher = jest.fn(async () => {
      if (fail) throw new Error('down');
      return 'ok';
    });
    const { result } = renderHook(() => useApiResource(fetcher, onError));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(onError).toHaveBeenCalledTimes(1);
    fail = false;
    act(() => result.current.reload());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'ok' }));
  });

  it('aborts on unmount and reports nothing then', async () => {
    const onError = jest.fn();
    let seen: AbortSignal | undefined;
    const fetcher = (signal: AbortSignal) => {
      seen = signal;
      return new Promise<string>((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));
    };
    const { unmount } = renderHook(() => useApiResource(fetcher, onError));
    unmount();
    await Promise.resolve();
    expect(seen?.aborted).toBe(true);
    expect(onError).not.toHaveBeenCalled();
  });
});
