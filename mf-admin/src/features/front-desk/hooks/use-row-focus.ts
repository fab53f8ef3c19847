import { useEffect, useRef, useState } from 'react';

/** The row of `id` in `table` (rows carry `data-row-id`). */
function rowOf(table: HTMLElement | null, id: string): HTMLElement | undefined {
  return [...(table?.querySelectorAll<HTMLElement>('[data-row-id]') ?? [])].find((row) => row.dataset.rowId === id);
}

interface FocusRequest {
  id: string;
  /** Wait until the rows are no longer these (the answer is on screen), then focus. */
  changedFrom?: unknown;
}

/**
 * Keeps focus in the row an action was taken in: the pressed button may be gone once the answer is shown (Check in
 * becomes Undo), so `focusRow(id, rows)` moves focus — once the table shows other `rows` than those it had when the
 * action began — to the row's first enabled action (`data-row-action`), or to its header (`data-row-focus`,
 * tabIndex -1) when it has none. Without `rows` (a refusal: nothing changed) it focuses at once. Each request is
 * carried out once: a later refresh of the table (a live update) never moves focus.
 */
export function useRowFocus<T extends HTMLElement>(rows: unknown) {
  const ref = useRef<T>(null);
  const [request, setRequest] = useState<FocusRequest | null>(null);
  const done = useRef<FocusRequest | null>(null);

  useEffect(() => {
    if (!request || done.current === request) return;
    if ('changedFrom' in request && rows === request.changedFrom) return;
    done.current = request;
    const row = rowOf(ref.current, request.id);
    const action = row?.querySelector<HTMLElement>('button[data-row-action]:not(:disabled)');
    (action ?? row?.querySelector<HTMLElement>('[data-row-focus]'))?.focus();
  }, [request, rows]);

  return {
    ref,
    focusRow: (id: string, changedFrom?: unknown) => setRequest(changedFrom === undefined ? { id } : { id, changedFrom }),
  };
}
