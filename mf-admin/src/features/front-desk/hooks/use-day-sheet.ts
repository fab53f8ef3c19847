import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { isValidIsoDate } from '@vetnow/domain/clinic-time';
import type { DaySheet } from '@vetnow/contracts/front-desk';
import { API } from '@vetnow/web-kit/api';
import { useEventStream } from '@vetnow/web-kit/event-stream';
import { useApiQuery } from '@vetnow/web-kit/queries';
import { useCallback } from 'react';

export type LiveStatus = 'connecting' | 'live' | 'offline';

/** Every day sheet in the cache (any date, any doctor) is marked stale; the one on screen is read again. */
export function useRefreshDaySheets() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: [API.desk.daySheet.name] }), [client]);
}

/** Puts what the server answered into every cached day sheet `change` applies to (before the sheets are re-read). */
export function useUpdateDaySheets() {
  const client = useQueryClient();
  return useCallback(
    (change: (sheet: DaySheet) => DaySheet) =>
      client.setQueriesData<DaySheet>({ queryKey: [API.desk.daySheet.name] }, (sheet) => (sheet ? change(sheet) : sheet)),
    [client],
  );
}

/**
 * The day sheet of `date` (all doctors, or `doctorId`'s) — GET /desk/day-sheet — kept live: the day's event stream
 * (GET /desk/day-sheet/events, server-sent events, ADR 0060) says "something on that day changed" and the sheet is
 * read again; after a reconnect too, so an event missed while offline costs nothing. No polling. While another
 * date or doctor loads, the previous sheet stays on screen (the doctor filter keeps its options).
 */
export function useDaySheet(date: string, doctorId: string) {
  const valid = isValidIsoDate(date);
  const refresh = useRefreshDaySheets();
  const sheet = useApiQuery(
    API.desk.daySheet,
    { query: { date, ...(doctorId ? { doctorId } : {}) } },
    { enabled: valid, placeholderData: keepPreviousData },
  );
  const stream = useEventStream(API.desk.daySheetEvents, {
    query: { date },
    enabled: valid,
    onEvent: () => void refresh(),
    onReconnect: () => void refresh(),
  });
  return { sheet, live: stream.status as LiveStatus, valid };
}
