import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderHook, waitFor } from '@testing-library/react';
import { API, registerNavigate } from './api';
import {
  FIRST_RETRY_MS,
  MAX_RETRY_MS,
  SILENCE_LIMIT_MS,
  eventStreamUrl,
  retryDelay,
  useEventStream,
  type EventStreamOptions,
  type StreamEvent,
} from './event-stream';
import { cancelScheduledRefresh } from './session-refresh';
import { readToken, writeSession } from './session-store';
import {
  callsTo,
  errorReply,
  fakeEventStreams,
  handlerFor,
  owner,
  server,
  type FakeEventStreams,
} from './testing';

/**
 * The stream is read with fetch: the kit's fake (testing/event-streams) answers the stream routes with a ReadableStream
 * the test writes to; every other call (the token refresh) goes on to the kit's MSW server.
 */
let live: FakeEventStreams;
const requests = () => live.requests;
const streams = () => live.streams;

const DAY = { date: '2026-11-25', at: '2026-11-25T04:30:00.000Z' };
const dayChanged = (data: object = DAY) => `event: day-changed\ndata: ${JSON.stringify(data)}\n\n`;

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

function open(options: Partial<EventStreamOptions> = {}) {
  const onEvent = jest.fn<(event: StreamEvent) => void>();
  const onReconnect = jest.fn<() => void>();
  const initial: EventStreamOptions = { query: { date: '2026-11-25' }, onEvent, onReconnect, ...options };
  const hook = renderHook((props: EventStreamOptions) => useEventStream(API.desk.daySheetEvents, props), {
    initialProps: initial,
  });
  return { ...hook, onEvent, onReconnect, status: () => hook.result.current.status };
}

beforeEach(() => {
  live = fakeEventStreams();
  writeSession('old.token.sig', 'staff');
});
afterEach(() => {
  live.restore();
  jest.useRealTimers();
  cancelScheduledRefresh();
  registerNavigate(null);
  setHidden(false);
});

describe('eventStreamUrl and retryDelay', () => {
  it("builds the address as the api client does: /api, the contract's path, the query without empty values", () => {
    expect(eventStreamUrl(API.desk.daySheetEvents, { date: '2026-11-25' })).toBe(
      '/api/desk/day-sheet/events?date=2026-11-25',
    );
    expect(eventStreamUrl(API.desk.doctorDayEvents, { date: '' })).toBe('/api/doctors/dashboard/events');
  });

  it('waits the base, then twice as long each time, never more than 30 s', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelay(n, FIRST_RETRY_MS))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000,
    ]);
    expect([1, 2, 3].map((n) => retryDelay(n, 3_000))).toEqual([3_000, 6_000, 12_000]);
    expect(retryDelay(50, 3_000)).toBe(MAX_RETRY_MS);
  });
});

describe('useEventStream', () => {
  it('opens the route with the bearer token, goes live and hands over each named event with its data parsed', async () => {
    const { onEvent, onReconnect, status } = open();
    expect(status()).toBe('connecting');
    await waitFor(() => expect(status()).toBe('live'));
    expect(requests()).toHaveLength(1);
    expect(requests()[0]).toMatchObject({
      url: '/api/desk/day-sheet/events?date=2026-11-25',
      authorization: 'Bearer old.token.sig',
      accept: 'text/event-stream',
    });

    // The server's wire format: retry, keep-alive comments, named events (one split across two chunks).
    act(() => streams()[0]!.send('retry: 3000\n\n: keep-alive\n\n'));
    act(() => streams()[0]!.send('event: day-changed\ndata: {"date":"2026-11-25",'));
    act(() => streams()[0]!.send('"at":"2026-11-25T04:30:00.000Z"}\n\nevent: note\ndata: not json\n\n'));
    await waitFor(() => expect(onEvent).toHaveBeenCalledTimes(2));
    expect(onEvent.mock.calls.map(([event]) => event)).toEqual([
      { type: 'day-changed', data: DAY },
      { type: 'note', data: 'not json' },
    ]);
    expect(onReconnect).not.toHaveBeenCalled();
  });

  it('an onEvent that throws is reported as an uncaught error, and the stream goes on', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    const onEvent = jest.fn<(event: StreamEvent) => void>(() => {
      throw new Error('screen bug');
    });
    const { status } = open({ onEvent });
    await act(() => jest.advanceTimersByTimeAsync(0));
    act(() => streams()[0]!.send(dayChanged() + dayChanged()));
    for (let turn = 0; turn < 50 && onEvent.mock.calls.length < 2; turn++)
      await new Promise((next) => process.nextTick(next));
    expect(onEvent).toHaveBeenCalledTimes(2);
    expect(() => jest.advanceTimersByTime(0)).toThrow('screen bug');
    expect(status()).toBe('live');
    expect(requests()).toHaveLength(1);
  });

  it('calls the latest onEvent after a re-render', async () => {
    const hook = open();
    await waitFor(() => expect(hook.status()).toBe('live'));
    const later = jest.fn<(event: StreamEvent) => void>();
    hook.rerender({ query: { date: '2026-11-25' }, onEvent: later });
    act(() => streams()[0]!.sendEvent('day-changed', DAY));
    await waitFor(() => expect(later).toHaveBeenCalledWith({ type: 'day-changed', data: DAY }));
    expect(hook.onEvent).not.toHaveBeenCalled();
    expect(requests()).toHaveLength(1); // a new callback is not a new stream
  });

  it('reopens after the server ends the stream (an expired token), after its retry time, and then calls onReconnect', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    const { onReconnect, status } = open();
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(status()).toBe('live');
    act(() => streams()[0]!.send('retry: 3000\n\n'));
    await act(() => jest.advanceTimersByTimeAsync(0));
    act(() => streams()[0]!.end());
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(status()).toBe('connecting'); // an end the server chose is no failure

    await act(() => jest.advanceTimersByTimeAsync(2_999));
    expect(requests()).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(requests()).toHaveLength(2);
    expect(status()).toBe('live');
    expect(onReconnect).toHaveBeenCalledTimes(1);

    // Events of the reopened stream arrive as before.
    act(() => streams()[1]!.send(dayChanged()));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(requests()[1]!.signal.aborted).toBe(false);
  });

  it('keeps a stream that hears its keep-alives, and reopens one silent for 45 s (a connection that died unannounced)', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    const { onReconnect, status } = open();
    await act(() => jest.advanceTimersByTimeAsync(0));
    for (let beat = 0; beat < 8; beat++) {
      await act(() => jest.advanceTimersByTimeAsync(15_000));
      act(() => streams()[0]!.send(': keep-alive\n\n'));
    }
    expect(requests()).toHaveLength(1);
    expect(status()).toBe('live');

    await act(() => jest.advanceTimersByTimeAsync(SILENCE_LIMIT_MS - 1));
    expect(requests()).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(requests()[0]!.signal.aborted).toBe(true);
    expect(requests()).toHaveLength(2);
    expect(status()).toBe('live');
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });

  it('backs off 1, 2, 4 s while the network fails, and calls onReconnect only once it is open again', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    live.reply = (n) => (n <= 3 ? new TypeError('Failed to fetch') : 'stream');
    const { onReconnect, status } = open();
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(requests()).toHaveLength(1);
    expect(status()).toBe('offline');
    const at: number[] = [];
    for (const wait of [1_000, 2_000, 4_000]) {
      await act(() => jest.advanceTimersByTimeAsync(wait - 1));
      at.push(requests().length);
      await act(() => jest.advanceTimersByTimeAsync(1));
      at.push(requests().length);
    }
    expect(at).toEqual([1, 2, 2, 3, 3, 4]);
    expect(status()).toBe('live');
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });

  it('a 401 renews the token through the refresh cookie and reopens at once with the new one', async () => {
    server.use(handlerFor(API.auth.refresh, { token: 'new.token.sig', user: owner({ role: 'staff' }) }));
    live.reply = (n) => (n === 1 ? errorReply('UNAUTHENTICATED') : 'stream');
    const { onReconnect, status } = open();
    await waitFor(() => expect(status()).toBe('live'));
    expect(requests().map((r) => r.authorization)).toEqual(['Bearer old.token.sig', 'Bearer new.token.sig']);
    expect(callsTo(API.auth.refresh)).toHaveLength(1);
    expect(readToken()).toBe('new.token.sig');
    expect(localStorage.getItem('userType')).toBe('staff');
    expect(onReconnect).not.toHaveBeenCalled();
  });

  it.each([
    ['the refresh is refused', () => errorReply('AUTH_SESSION_EXPIRED'), () => 'stream' as const, 1],
    [
      'the renewed token is refused too',
      () => ({ token: 'new.token.sig', user: owner({ role: 'staff' }) }),
      () => errorReply('UNAUTHENTICATED'),
      2,
    ],
  ])(
    'a 401 ends the session when %s: cleared, /login, offline, no more attempts',
    async (_case, refresh, later, attempts) => {
      server.use(handlerFor(API.auth.refresh, refresh));
      live.reply = (n) => (n === 1 ? errorReply('UNAUTHENTICATED') : later());
      const navigate = jest.fn();
      registerNavigate(navigate);
      const { status } = open();
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login', { replace: true }));
      await waitFor(() => expect(status()).toBe('offline'));
      expect(readToken()).toBeNull();
      expect(localStorage.getItem('userType')).toBeNull();
      jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
      await act(() => jest.advanceTimersByTimeAsync(MAX_RETRY_MS * 2));
      expect(requests()).toHaveLength(attempts);
    },
  );

  it('a 403 stops the stream for good (offline), even when the tab is shown again', async () => {
    live.reply = () => errorReply('FORBIDDEN');
    const { status } = open();
    await waitFor(() => expect(status()).toBe('offline'));
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    await act(() => jest.advanceTimersByTimeAsync(MAX_RETRY_MS * 2));
    act(() => setHidden(true));
    act(() => setHidden(false));
    await act(() => jest.advanceTimersByTimeAsync(MAX_RETRY_MS));
    expect(requests()).toHaveLength(1);
    expect(status()).toBe('offline');
  });

  it('closes when the screen unmounts, and opens nothing more', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    const { unmount, status } = open();
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(status()).toBe('live');
    unmount();
    expect(requests()[0]!.signal.aborted).toBe(true);
    await act(() => jest.advanceTimersByTimeAsync(MAX_RETRY_MS * 2));
    expect(requests()).toHaveLength(1);
  });

  it('opens nothing while enabled is false, closes when it turns false and reopens as a new stream', async () => {
    const hook = open({ enabled: false });
    expect(hook.status()).toBe('offline');
    hook.rerender({ query: { date: '2026-11-25' }, onEvent: hook.onEvent, onReconnect: hook.onReconnect });
    await waitFor(() => expect(hook.status()).toBe('live'));
    hook.rerender({
      query: { date: '2026-11-25' },
      enabled: false,
      onEvent: hook.onEvent,
      onReconnect: hook.onReconnect,
    });
    expect(hook.status()).toBe('offline');
    expect(requests()[0]!.signal.aborted).toBe(true);
    expect(requests()).toHaveLength(1);
  });

  it('a new query closes the old stream and opens the new one (a first open: no onReconnect)', async () => {
    const hook = open();
    await waitFor(() => expect(hook.status()).toBe('live'));
    hook.rerender({ query: { date: '2026-11-26' }, onEvent: hook.onEvent, onReconnect: hook.onReconnect });
    expect(hook.status()).toBe('connecting');
    await waitFor(() => expect(hook.status()).toBe('live'));
    expect(requests().map((r) => [r.url, r.signal.aborted])).toEqual([
      ['/api/desk/day-sheet/events?date=2026-11-25', true],
      ['/api/desk/day-sheet/events?date=2026-11-26', false],
    ]);
    expect(hook.onReconnect).not.toHaveBeenCalled();
  });

  it('closes while the tab is hidden and reopens, with onReconnect, when it is shown', async () => {
    const { onReconnect, status } = open();
    await waitFor(() => expect(status()).toBe('live'));
    act(() => setHidden(true));
    expect(requests()[0]!.signal.aborted).toBe(true);
    expect(status()).toBe('connecting');
    expect(requests()).toHaveLength(1);
    act(() => setHidden(false));
    await waitFor(() => expect(status()).toBe('live'));
    expect(requests()).toHaveLength(2);
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });
});
