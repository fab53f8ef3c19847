import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { API, ApiCallError, ApiError, apiCall, errorBodyOf } from './api';
import { onUnauthorized, registerNavigate } from './api-client';
import { cancelScheduledRefresh } from './session-refresh';
import { readToken, writeSession } from './session-store';
import { HttpResponse, callsTo, delay, doctor, errorReply, handlerFor, owner, server } from './testing';

afterEach(() => {
  registerNavigate(null);
  cancelScheduledRefresh();
});

describe('apiCall (the typed client with the session)', () => {
  it("builds the contract's URL, sends the bearer token and resolves with the PARSED answer", async () => {
    writeSession('abc.def.ghi', 'user');
    server.use(handlerFor(API.clinic.getSlots, [{ time: '09:00 AM', isBooked: false }]));
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
    expect(call!.body).toEqual({ isActive: false });
  });

  it('refuses an answer that breaks the contract with code INVALID_RESPONSE (never a cast)', async () => {
    server.use(handlerFor(API.gateway.adminStats, () => HttpResponse.json({ totalDoctors: 'many' })));
    const error = await apiCall(API.gateway.adminStats).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiCallError);
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it("rejects a failure with the server's code, message, field errors and whole body", async () => {
    writeSession('abc.def.ghi', 'user');
    server.use(handlerFor(API.auth.updateProfile, errorReply('VALIDATION_FAILED', { errors: [{ path: 'fullName', message: 'Full name is required' }] })));
    const error = await apiCall(API.auth.updateProfile, { body: { fullName: 'Ok Name', contactNumber: '0771234567', address: { street: '', city: '', location: 'Battaramulla' } } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', errors: [{ path: 'fullName', message: 'Full name is required' }] });
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
    expect(readToken()).toBe('new.token.sig');
  });

  it('a 401 that renewal cannot fix clears the session, tells the listeners and moves to /login', async () => {
    writeSession('old.token.sig', 'user');
    const navigate = jest.fn();
    registerNavigate(navigate);
    const listener = jest.fn();
    const stop = onUnauthorized(listener);
    server.use(handlerFor(API.auth.refresh, errorReply('AUTH_SESSION_EXPIRED')), handlerFor(API.booking.own, errorReply('UNAUTHENTICATED')));
    await expect(apiCall(API.booking.own)).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(readToken()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    stop();
  });

  it('sign-in calls are never renewed: their 401 is the answer', async () => {
    server.use(handlerFor(API.auth.login, errorReply('AUTH_INVALID_CREDENTIALS')));
    await expect(apiCall(API.auth.login, { body: { email: 'a@b.lk', password: 'x', userType: 'user' } })).rejects.toMatchObject({
      code: 'AUTH_INVALID_CREDENTIALS',
    });
    expect(callsTo(API.auth.refresh)).toEqual([]);
  });

  it('gives up after the timeout with code TIMEOUT, and a dropped connection is NETWORK', async () => {
    server.use(
      handlerFor(API.clinic.listDoctors, async () => {
        await delay('infinite');
        return [];
      }),
    );
    const timedOut = await apiCall(API.clinic.listDoctors, { timeoutMs: 50 }).catch((e: unknown) => e);
    expect(timedOut).toBeInstanceOf(ApiError);
    expect(timedOut).toMatchObject({ kind: 'timeout', code: 'TIMEOUT' });

    server.use(handlerFor(API.clinic.listDoctors, () => HttpResponse.error()));
    await expect(apiCall(API.clinic.listDoctors)).rejects.toMatchObject({ kind: 'network', code: 'NETWORK' });
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
