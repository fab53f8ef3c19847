/**
 * A stand-in for the kit's `useEventStream` (`@vetnow/web-kit/event-stream`) in a remote's tests: the remote's
 * jest.setup.ts puts it in the kit module's place for every spec (`jest.mock`), so a screen that follows
 * a live stream (the front desk's day sheet, the doctor's dashboard) opens none. A test drives it: `emitStreamEvent()`
 * delivers an event to every open stream of a route, `reconnectStreams()` plays a reconnect, `setStreamStatus()`
 * changes the status they report, and `openStreams()` tells which are open (and with which query).
 */
import type { RouteContract } from '@vetnow/contracts/api';
import type { EventStreamOptions, EventStreamStatus, StreamEvent } from '@vetnow/web-kit/event-stream';
import { act } from '@testing-library/react';
import { useEffect, useRef, useSyncExternalStore } from 'react';

interface OpenStream {
  route: string;
  query: Record<string, string> | undefined;
  options: () => EventStreamOptions;
}

const open = new Set<OpenStream>();
let status: EventStreamStatus = 'live';
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useFakeEventStream(contract: RouteContract, options: EventStreamOptions): { status: EventStreamStatus } {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const enabled = options.enabled ?? true;
  const queryKey = JSON.stringify(options.query ?? {});
  useEffect(() => {
    if (!enabled) return undefined;
    const stream: OpenStream = { route: contract.name, query: JSON.parse(queryKey) as Record<string, string>, options: () => latest.current };
    open.add(stream);
    return () => void open.delete(stream);
  }, [contract.name, enabled, queryKey]);
  const current = useSyncExternalStore(subscribe, () => status);
  return { status: enabled ? current : 'offline' };
}

/** The streams open now: route name and query. */
export function openStreams(): Array<{ route: string; query: Record<string, string> | undefined }> {
  return [...open].map(({ route, query }) => ({ route, query }));
}

/** Delivers `event` to every open stream of `contract`. */
export function emitStreamEvent(contract: RouteContract, event: StreamEvent): void {
  act(() => {
    for (const stream of open) if (stream.route === contract.name) stream.options().onEvent(event);
  });
}

/** Plays a lost-and-reopened connection on every open stream of `contract`. */
export function reconnectStreams(contract: RouteContract): void {
  act(() => {
    for (const stream of open) if (stream.route === contract.name) stream.options().onReconnect?.();
  });
}

/** The status every open stream reports from now on (`live` at the start of each test). */
export function setStreamStatus(next: EventStreamStatus): void {
  act(() => {
    status = next;
    listeners.forEach((listener) => listener());
  });
}

/** Between tests: the default status (the streams themselves close as the screens unmount). */
export function resetEventStreams(): void {
  status = 'live';
}
