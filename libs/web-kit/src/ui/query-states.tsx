import type { ReactNode } from 'react';
import { Button } from '@vetnow/web-kit/ui/button';
import { EmptyState } from '@vetnow/web-kit/ui/empty-state';
import { Spinner } from '@vetnow/web-kit/ui/spinner';

/** Where a list read stands: the first that applies of loading, failed, empty, ready. */
export type ListState = 'loading' | 'failed' | 'empty' | 'ready';

export function listState({ loading, failed = false, empty }: { loading: boolean; failed?: boolean; empty: boolean }): ListState {
  return loading ? 'loading' : failed ? 'failed' : empty ? 'empty' : 'ready';
}

const HEIGHTS = { sm: 'min-h-24', md: 'min-h-32', lg: 'min-h-40' } as const;

export interface QueryStatesProps {
  state: ListState;
  loadingLabel: string;
  /** The spinner area's height, about the height of what replaces it. */
  loadingHeight?: keyof typeof HEIGHTS;
  /** Failed: the text and a Retry button (a screen that never shows `failed` leaves them out). */
  failed?: { title: ReactNode; retryLabel: string; onRetry: () => void };
  empty?: { title: ReactNode; description?: ReactNode };
  headingLevel?: 2 | 3 | 4;
  /** What a ready list shows (usually a DataTable). */
  children: ReactNode;
}

/** A list read's loading spinner, its failure with Retry, its empty state, or the list itself. */
export function QueryStates({ state, loadingLabel, loadingHeight = 'lg', failed, empty, headingLevel, children }: QueryStatesProps) {
  const level = headingLevel === undefined ? {} : { headingLevel };
  if (state === 'loading') {
    return (
      <div className={`flex ${HEIGHTS[loadingHeight]} items-center justify-center`}>
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  if (state === 'failed' && failed) {
    const action = (
      <Button variant="secondary" onClick={failed.onRetry}>
        {failed.retryLabel}
      </Button>
    );
    return <EmptyState {...level} title={failed.title} action={action} />;
  }
  if (state === 'empty' && empty) return <EmptyState {...level} title={empty.title} description={empty.description} />;
  return <>{children}</>;
}
