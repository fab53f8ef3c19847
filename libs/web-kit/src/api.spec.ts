import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { API, ApiError, apiCall, errorBodyOf, onUnauthorized, registerNavigate } from './api';
import { errorText } from './errors';
import { createI18n } from './i18n';
import { cancelScheduledRefresh } from './session-refresh';
import { readToken, writeSession } from './session-store';
import { HttpResponse, callsTo, delay, doctor, errorReply, handlerFor, owner, server, timeSlots } from './testing';

createI18n();

afterEach(() => {
  registerNavigate(null);
  cancelScheduledRefresh();
  jest.useRealTimers();
  localStorage.clear();
});

describe('apiCall (the typed client with the session)', () => {
  it("builds the contract's URL, sends the bearer token and resolves with the PARSED answer", async () => {
    writeSession('abc.def.ghi', 'user');
    server.use(handlerFor(API.clinic.getSlots, timeSlots([], ['09:00'])));
    await expect(apiCall(API.clinic.getSlots, { params: { id: 'd 1' }, query: { date: '2026-11-25' } })).resolves.toEqual([
      { time: '09:00 AM', isBooked: false },
    ]);
    const [call] = callsTo(API.clinic.getSlots);
    expect(call!.path).toBe('/doctors/d%201/slots?date=2026-11-25');
    expect(call!.headers.get('authorization')).toBe('Bearer abc.def.ghi');
  });

  it('keeps its own Authorization over a caller header, and sends extra ones (Idempotency-Key)', async () => {
    writeSession('abc.def.ghi', 'admin');
    server.use(handlerFor(API.clinic.adminSetDoctorStatus, doctor({ isActive: false })));
    await apiCall(API.clinic.adminSetDoctorStatus, {
      params: { id: 'd-1' },
      body: { isActive: false },
      headers: { Authorization: 'Bearer forged', 'Idempotency-Key': 'k-1' },
    });
    const [call] = callsTo(API.clinic.adminSetDoctorStatus);
    expect(call!.headers.get('authorization')).toBe('Bearer abc.def.ghi');
    expect(call!.headers.get('idempotency-key')).toBe('k-1');
    expect(call!.headers.get('content-type')).toBe('application/json');
    expect(call!.body).toEqual({ isActive: false });
  });

  it("keeps its own Content-Type and Accept over a caller's", async () => {
    writeSession('abc.def.ghi', 'admin');
    server.use(handlerFor(API.clinic.adminSetDoctorStatus, doctor()));
    await apiCall(API.clinic.adminSetDoctorStatus, {
      params: { id: 'd-1' },
      body: { isActive: true },
      headers: { 'Content-Type': 'text/plain', Accept: 'text/html' },
    });
    const [call] = callsTo(API.clinic.adminSetDoctorStatus);
    expect(call!.headers.get('content-type')).toBe('application/json');
    expect(call!.headers.get('accept')).toBe('application/json');
  });

  it('sends no Authorization header without a token and leaves empty query values out', async () => {
    server.use(handlerFor(API.clinic.listDoctors, []));
    await apiCall(API.clinic.listDoctors, { query: { location: 'Battaramulla', specialization: '', availableTime: undefined } });
    const [call] = callsTo(API.clinic.listDoctors);
    expect(call!.path).toBe('/doctors?location=Battaramulla');
    expect(call!.headers.get('authorization')).toBeNull();
  });

  it("shows the server's message for a failure, and the screen's fallback when the answer has none", async () => {
    writeSession('abc.def.ghi', 'user');
    server.use(handlerFor(API.booking.own, errorReply('CONFLICT', { message: 'This time slot is already booked' })));
    const conflict = await apiCall(API.booking.own).catch((e: unknown) => e);
    expect(conflict).toMatchObject({ status: 409, message: 'This time slot is already booked' });
    expect(errorText(conflict, 'Failed to fetch appointments')).toBe('This time slot is already booked');

    server.use(handlerFor(API.booking.own, () => new HttpResponse('oops', { status: 502 })));
    const badGateway = await apiCall(API.booking.own).catch((e: unknown) => e);
    expect(badGateway).toMatchObject({ status: 502 });
    expect(errorText(badGateway, 'Failed to fetch appointments')).toBe('Failed to fetch appointments');
  });

  it('a 403 does not sign out', async () => {
    writeSession('abc.def.ghi', 'admin');
    const navigate = jest.fn();
    registerNavigate(navigate);
    server.use(handlerFor(API.clinic.adminListDoctors, errorReply('FORBIDDEN')));
    await expect(apiCall(API.clinic.adminListDoctors)).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(readToken()).toBe('abc.def.ghi');
    expect(localStorage.getItem('userType')).toBe('admin');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('refuses an answer that breaks the contract with code INVALID_RESPONSE (never a cast)', async () => {
    server.use(handlerFor(API.gateway.adminStats, () => HttpResponse.json({ totalDoctors: 'many' })));
    const error = await apiCall(API.gateway.adminStats).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 200, code: 'INVALID_RESPONSE' });
  });

  it("rejects a failure with the server's code, message, field errors and whole body", async () => {
    writeSession('abc.def.ghi', 'user');
    server.use(handlerFor(API.auth.updateProfile, errorReply('VALIDATION_FAILED', { errors: [{ path: 'fullName', message: 'Full name is required' }] })));
    const error = await apiCall(API.auth.updateProfile, { body: { fullName: 'Ok Name', contactNumber: '0771234567', address: { street: '', city: '', location: 'Battaramulla' } } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 400, code: 'VALIDATION_FAILED', errors: [{ path: 'fullName', message: 'Full name is required' }] });
    expect(errorBodyOf(error)).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
  });

  it('renews the session on a 401 with the refresh cookie and retries once, with the new token', async () => {
    writeSession('old.token.sig', 'user');
    server.use(
      handlerFor(API.auth.refresh, { token: 'new.token.sig', user: owner() }),
      handlerFor(API.booking.own, ({ request }) =>
        request.headers.get('authorization') === 'Bearer new.token.sig' ? [] : errorReply('SESSION_EXPIRED'),
      ),
    );
    await expect(apiCall(API.booking.own)).resolves.toEqual([]);
    expect(callsTo(API.booking.own).map((c) => c.headers.get('authorization'))).toEqual(['Bearer old.token.sig', 'Bearer new.token.sig']);
    expect(callsTo(API.auth.refresh)).toHaveLength(1);
    expect(readToken()).toBe('new.token.sig');
  });

  it('retries only once: a 401 again after the renewal rejects with that ApiError and signs out', async () => {
    writeSession('old.token.sig', 'user');
    const navigate = jest.fn();
    registerNavigate(navigate);
    server.use(handlerFor(API.auth.refresh, { token: 'new.token.sig', user: owner() }), handlerFor(API.booking.own, errorReply('SESSION_EXPIRED')));
    const error = await apiCall(API.booking.own).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 401, code: 'SESSION_EXPIRED' });
    expect(callsTo(API.booking.own).map((c) => c.headers.get('authorization'))).toEqual(['Bearer old.token.sig', 'Bearer new.token.sig']);
    expect(callsTo(API.auth.refresh)).toHaveLength(1);
    expect(readToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('a 401 that renewal cannot fix clears the session, tells the listeners and moves to /login', async () => {
    writeSession('old.token.sig', 'user');
    localStorage.setItem('other', 'kept');
    const navigate = jest.fn();
    registerNavigate(navigate);
    const listener = jest.fn();
    const stop = onUnauthorized(listener);
    server.use(handlerFor(API.auth.refresh, errorReply('AUTH_SESSION_EXPIRED')), handlerFor(API.booking.own, errorReply('UNAUTHENTICATED')));
    await expect(apiCall(API.booking.own)).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(readToken()).toBeNull();
    expect(localStorage.getItem('userType')).toBeNull();
    expect(localStorage.getItem('other')).toBe('kept');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    stop();
  });

  it('sign-in calls are never renewed and end no session: their 401 is the answer', async () => {
    writeSession('other.account.sig', 'user');
    const navigate = jest.fn();
    registerNavigate(navigate);
    server.use(handlerFor(API.auth.login, errorReply('AUTH_INVALID_CREDENTIALS')));
    await expect(apiCall(API.auth.login, { body: { email: 'a@b.lk', password: 'x', userType: 'user' } })).rejects.toMatchObject({
      code: 'AUTH_INVALID_CREDENTIALS',
    });
    expect(callsTo(API.auth.refresh)).toEqual([]);
    // A wrong password on /login?redirect=… keeps the page (and its redirect) as it is.
    expect(navigate).not.toHaveBeenCalled();
    expect(readToken()).toBe('other.account.sig');
  });

  it('gives up after the timeout with code TIMEOUT, and a dropped connection is NETWORK_ERROR', async () => {
    server.use(
      handlerFor(API.clinic.listDoctors, async () => {
        await delay('infinite');
        return [];
      }),
    );
    const timedOut = await apiCall(API.clinic.listDoctors, { timeoutMs: 50 }).catch((e: unknown) => e);
    expect(timedOut).toBeInstanceOf(ApiError);
    expect(timedOut).toMatchObject({ kind: 'timeout', code: 'TIMEOUT' });

    expect(timedOut).toMatchObject({ status: 0, message: 'The request timed out. Please try again.' });

    server.use(handlerFor(API.clinic.listDoctors, () => HttpResponse.error()));
    const dropped = await apiCall(API.clinic.listDoctors).catch((e: unknown) => e);
    expect(dropped).toBeInstanceOf(ApiError);
    expect(dropped).toMatchObject({ kind: 'network', status: 0, code: 'NETWORK_ERROR', message: 'Network error. Please check your connection.' });
    expect(errorText(dropped, 'Error fetching doctors')).toBe('Error fetching doctors');
  });

  it('the timeout is 10 s: nothing gives up before it, the call fails with TIMEOUT when it passes', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    let aborted = false;
    server.use(
      handlerFor(API.clinic.listDoctors, async ({ request }) => {
        request.signal.addEventListener('abort', () => (aborted = true));
        await delay('infinite');
        return [];
      }),
    );
    let settled = false;
    const pending = apiCall(API.clinic.listDoctors)
      .catch((e: unknown) => e)
      .finally(() => (settled = true));
    await jest.advanceTimersByTimeAsync(9_999);
    expect(callsTo(API.clinic.listDoctors)).toHaveLength(1);
    expect(settled).toBe(false);
    expect(aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toBeInstanceOf(ApiError);
    await expect(pending).resolves.toMatchObject({ kind: 'timeout', code: 'TIMEOUT', status: 0 });
  });

  it("passes a caller's abort through as an AbortError", async () => {
    server.use(
      handlerFor(API.clinic.listDoctors, async () => {
        await delay('infinite');
        return [];
      }),
    );
    const controller = new AbortController();
    const call = apiCall(API.clinic.listDoctors, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});
