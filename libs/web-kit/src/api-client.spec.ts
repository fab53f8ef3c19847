import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ApiError, api, apiRequest, errorMessage, onUnauthorized, registerNavigate } from './api-client';

// jsdom has no Response: the client only reads status, ok and text().
function textResponse(status: number, text: string): Response {
  return { status, ok: status >= 200 && status < 300, text: async () => text } as Response;
}
function jsonResponse(status: number, body: unknown): Response {
  return textResponse(status, JSON.stringify(body));
}

const fetchMock = jest.fn<typeof fetch>();

beforeEach(() => {
  globalThis.fetch = fetchMock;
  fetchMock.mockReset();
  localStorage.clear();
});

afterEach(() => {
  registerNavigate(null);
  jest.useRealTimers();
});

describe('apiRequest', () => {
  it('calls /api with JSON in and out and the stored bearer token', async () => {
    localStorage.setItem('token', 'abc.def.ghi');
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));

    await expect(api.post('/auth/login', { email: 'a@b.lk' })).resolves.toEqual({ ok: true });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/login');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ email: 'a@b.lk' }));
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer abc.def.ghi');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('adds extra headers (Idempotency-Key) but keeps its own Accept, Content-Type and Authorization', async () => {
    localStorage.setItem('token', 'abc.def.ghi');
    fetchMock.mockResolvedValue(jsonResponse(201, { success: true }));
    await api.post('/appointments/book', { a: 1 }, {
      headers: { 'Idempotency-Key': 'k-1', Authorization: 'Bearer forged', 'Content-Type': 'text/plain' },
    });
    const headers = fetchMock.mock.calls[0]![1]?.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toBe('k-1');
    expect(headers.Authorization).toBe('Bearer abc.def.ghi');
    expect(headers['Content-Type']).toBe('application/json');

    localStorage.clear();
    await api.get('/doctors', { headers: { authorization: 'Bearer forged' } });
    expect(Object.keys(fetchMock.mock.calls[1]![1]?.headers as object)).toEqual(['Accept']);
  });

  it('sends no Authorization header without a token and drops empty query values', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, []));
    await api.get('/doctors', { query: { location: 'Colombo', specialization: '', date: undefined } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/doctors?location=Colombo');
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it("surfaces the server's message field as an ApiError", async () => {
    fetchMock.mockResolvedValue(jsonResponse(409, { statusCode: 409, message: 'This time slot is already booked' }));
    const error = await apiRequest('/appointments/book', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'This time slot is already booked', fromServer: true });
    expect(errorMessage(error, 'Failed to book appointment')).toBe('This time slot is already booked');
    expect((error as ApiError).body).toEqual({ statusCode: 409, message: 'This time slot is already booked' });
  });

  it('falls back when the server sent no message', async () => {
    fetchMock.mockResolvedValue(textResponse(502, 'oops'));
    const error = await api.get('/doctors').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, fromServer: false });
    expect(errorMessage(error, 'Failed to fetch doctors')).toBe('Failed to fetch doctors');
  });

  it('gives up after the 10 s timeout with a timeout ApiError', async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = api.get('/doctors').catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(9_999);
    expect(fetchMock.mock.calls[0]![1]?.signal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'timeout', status: 0 });
  });

  it('reports a network failure as a network ApiError', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/doctors')).rejects.toMatchObject({ kind: 'network' });
  });

  it('on any 401 clears token and userType, navigates to /login, tells listeners and rejects', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('userType', 'doctor');
    localStorage.setItem('other', 'kept');
    const navigate = jest.fn();
    const listener = jest.fn();
    registerNavigate(navigate);
    const unsubscribe = onUnauthorized(listener);
    fetchMock.mockResolvedValue(jsonResponse(401, { statusCode: 401, message: 'Token expired' }));

    await expect(api.get('/doctors/dashboard/appointments')).rejects.toMatchObject({ status: 401, message: 'Token expired' });

    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userType')).toBeNull();
    expect(localStorage.getItem('other')).toBe('kept');
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('a 403 does not sign out', async () => {
    localStorage.setItem('token', 't');
    const navigate = jest.fn();
    registerNavigate(navigate);
    fetchMock.mockResolvedValue(jsonResponse(403, { statusCode: 403, message: 'Forbidden' }));
    await expect(api.get('/admin/doctors')).rejects.toMatchObject({ status: 403 });
    expect(localStorage.getItem('token')).toBe('t');
    expect(navigate).not.toHaveBeenCalled();
  });
});
