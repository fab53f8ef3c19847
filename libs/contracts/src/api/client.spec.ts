import { API } from './index.js';
import { ApiError, buildPath, buildQuery, createApiClient, type FetchLike } from './client.js';

interface Seen {
  url: string;
  init: RequestInit;
}

/** A fake fetch: records the request and answers the given status and body. */
function fakeFetch(status: number, body: unknown, contentType = 'application/json'): { fetch: FetchLike; seen: Seen[] } {
  const seen: Seen[] = [];
  const fetch: FetchLike = async (url, init) => {
    seen.push({ url, init });
    const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers: text === null ? {} : { 'content-type': contentType } });
  };
  return { fetch, seen };
}

describe('typed client', () => {
  it('builds the path from params (encoded) and the query string (empty values left out)', () => {
    expect(buildPath('/doctors/:id/slots', { id: 'a b/c' })).toBe('/doctors/a%20b%2Fc/slots');
    expect(() => buildPath('/doctors/:id', {})).toThrow(/:id/);
    expect(buildQuery({ date: '2026-11-24', location: undefined, specialization: '' })).toBe('?date=2026-11-24');
    expect(buildQuery(undefined)).toBe('');
  });

  it('sends method, URL, JSON body and headers, and returns the parsed answer', async () => {
    const { fetch, seen } = fakeFetch(200, [{ time: '09:00 AM', isBooked: false }]);
    const client = createApiClient({ fetch, baseUrl: '/api/' });
    const slots = await client.call(API.clinic.getSlots, { params: { id: 'd 1' }, query: { date: '2026-11-24' } });
    expect(slots).toEqual([{ time: '09:00 AM', isBooked: false }]);
    expect(seen[0]!.url).toBe('/api/doctors/d%201/slots?date=2026-11-24');
    expect(seen[0]!.init.method).toBe('GET');
    expect(seen[0]!.init.body).toBeUndefined();

    const post = fakeFetch(200, { action: 'https://sandbox.payhere.lk/pay/checkout', fields: { order_id: 'VN-1' } });
    const body = { appointmentId: 'a1', phone: '+94771234567' } as const;
    await createApiClient({ fetch: post.fetch, baseUrl: '/api' })
      .call(API.payments.checkout, { body, headers: { authorization: 'Bearer t' } })
      .catch((e: unknown) => e);
    expect(post.seen[0]!.init.method).toBe('POST');
    expect(JSON.parse(post.seen[0]!.init.body as string)).toEqual(body);
    expect(post.seen[0]!.init.headers).toMatchObject({ authorization: 'Bearer t', 'content-type': 'application/json' });
  });

  it('asks for and returns a text answer as text (an appointment\'s calendar event)', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    const { fetch, seen } = fakeFetch(200, ics, 'text/calendar; charset=utf-8');
    const text = await createApiClient({ fetch, baseUrl: '/api' }).call(API.booking.calendarEvent, { params: { id: 'a1' } });
    expect(text).toBe(ics);
    expect(seen[0]!.url).toBe('/api/appointments/a1/calendar.ics');
    expect(seen[0]!.init.headers).toMatchObject({ accept: 'text/calendar' });

    const broken = fakeFetch(200, '<html>not a calendar</html>', 'text/html');
    const err = await createApiClient({ fetch: broken.fetch, baseUrl: '/api' })
      .call(API.booking.calendarEvent, { params: { id: 'a1' } })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('asks for a live route as text/event-stream and throws its refusal (issue 39; screens read streams with useEventStream)', async () => {
    const { fetch, seen } = fakeFetch(403, { statusCode: 403, code: 'FORBIDDEN', message: 'You do not have permission to do this' });
    const err = await createApiClient({ fetch, baseUrl: '/api' })
      .call(API.desk.daySheetEvents, { query: { date: '2026-12-01' } })
      .catch((e: unknown) => e);
    expect(seen[0]!.url).toBe('/api/desk/day-sheet/events?date=2026-12-01');
    expect(seen[0]!.init.headers).toMatchObject({ accept: 'text/event-stream' });
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });

  it('answers undefined for a 204', async () => {
    const { fetch } = fakeFetch(204, undefined);
    await expect(createApiClient({ fetch, baseUrl: '/api' }).call(API.auth.logout)).resolves.toBeUndefined();
  });

  it('throws the server code, message and field errors of an error answer', async () => {
    const { fetch } = fakeFetch(409, {
      statusCode: 409,
      code: 'BOOKING_SLOT_TAKEN',
      message: 'This time slot has just been booked. Please choose another slot.',
    });
    const err = await createApiClient({ fetch, baseUrl: '/api' })
      .call(API.booking.cancel, { params: { id: 'a1' } })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 409, code: 'BOOKING_SLOT_TAKEN', message: 'This time slot has just been booked. Please choose another slot.' });

    // A field error's validation code reaches the caller (the forms translate by it, ADR 0075).
    const fieldError = { path: 'pet.name', code: 'booking.petNameRequired', message: 'Pet name is required' };
    const invalid = fakeFetch(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Pet name is required', errors: [fieldError] });
    const refused = await createApiClient({ fetch: invalid.fetch, baseUrl: '' })
      .call(API.booking.cancel, { params: { id: 'a1' } })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((refused as ApiError).errors).toEqual([fieldError]);
  });

  it('falls back to the code and message of the status when the body is not an error answer', async () => {
    const { fetch } = fakeFetch(502, '<html>Bad gateway</html>', 'text/html');
    await expect(createApiClient({ fetch, baseUrl: '' }).call(API.booking.ownAll)).rejects.toMatchObject({
      status: 502,
      code: 'BAD_GATEWAY',
      message: 'The service is temporarily unavailable. Please try again later.',
    });
    const old = fakeFetch(404, { statusCode: 404, message: 'Appointment not found' });
    await expect(createApiClient({ fetch: old.fetch, baseUrl: '' }).call(API.booking.ownAll)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Appointment not found',
    });
  });

  it('throws INVALID_RESPONSE when a success answer breaks the contract', async () => {
    const call = (fetch: FetchLike) => createApiClient({ fetch, baseUrl: '' }).call(API.clinic.getSlots, { params: { id: 'd1' } });
    await expect(call(fakeFetch(200, [{ time: '09:00 AM', isBooked: false }]).fetch)).resolves.toHaveLength(1);
    await expect(call(fakeFetch(200, [{ time: '09:00 AM', isBooked: 'no' }]).fetch)).rejects.toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
    const html = fakeFetch(200, '<html></html>', 'text/html');
    await expect(createApiClient({ fetch: html.fetch, baseUrl: '' }).call(API.booking.ownAll)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('throws NETWORK_ERROR when no answer arrives, and passes an abort through', async () => {
    const down: FetchLike = async () => {
      throw new TypeError('fetch failed');
    };
    const err = await createApiClient({ fetch: down, baseUrl: '' })
      .call(API.booking.ownAll)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ kind: 'network', status: 0, code: 'NETWORK_ERROR', message: 'Network error. Please check your connection.' });
    const controller = new AbortController();
    const aborting: FetchLike = async (_url, init) => {
      controller.abort();
      throw init.signal?.reason;
    };
    const aborted = await createApiClient({ fetch: aborting, baseUrl: '' })
      .call(API.booking.ownAll, { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(aborted).not.toBeInstanceOf(ApiError);
    expect((aborted as Error).name).toBe('AbortError');
  });

  it("with timeoutMs gives up with TIMEOUT, a body still streaming included; a caller's abort stays its own", async () => {
    /** A fetch that never answers: it waits for its signal, as a real one does. */
    const hanging: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const err = await createApiClient({ fetch: hanging, baseUrl: '', timeoutMs: 20 })
      .call(API.booking.ownAll)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ kind: 'timeout', status: 0, code: 'TIMEOUT', message: 'The request timed out. Please try again.' });

    const streaming: FetchLike = async (_url, init) =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('['));
            init.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
          },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    await expect(createApiClient({ fetch: streaming, baseUrl: '', timeoutMs: 20 }).call(API.booking.ownAll)).rejects.toMatchObject({ code: 'TIMEOUT' });

    const controller = new AbortController();
    const call = createApiClient({ fetch: hanging, baseUrl: '', timeoutMs: 10_000 }).call(API.booking.ownAll, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('keeps the whole body of an error answer (its JSON, or the text of a page)', async () => {
    const health = { status: 'degraded', services: { auth: { status: 'ok' }, booking: { status: 'down' } } };
    const down = await createApiClient({ fetch: fakeFetch(503, health).fetch, baseUrl: '' })
      .call(API.booking.ownAll)
      .catch((e: unknown) => e);
    expect(down).toBeInstanceOf(ApiError);
    expect(down).toMatchObject({ kind: 'http', status: 503, code: 'SERVICE_UNAVAILABLE', body: health });
    const page = await createApiClient({ fetch: fakeFetch(502, '<html>Bad gateway</html>', 'text/html').fetch, baseUrl: '' })
      .call(API.booking.ownAll)
      .catch((e: unknown) => e);
    expect(page).toMatchObject({ status: 502, body: '<html>Bad gateway</html>' });
  });
});
