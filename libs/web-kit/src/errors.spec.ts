import { describe, expect, it } from '@jest/globals';
import { ApiError } from './api';
import { errorCodeOf, errorText } from './errors';
import { createI18n, i18n } from './i18n';

createI18n();

/** A failure as apiCall rejects an answer: the contracts' error with the whole answer as `body`. */
const answered = (status: number, body: unknown) =>
  new ApiError(status, (body as { code?: string })?.code ?? 'INTERNAL', (body as { message?: string })?.message ?? '', undefined, { body });

describe('errorText', () => {
  it("in English shows the server's own message for a known code (it may name a configured figure)", () => {
    const error = answered(409, { statusCode: 409, code: 'BOOKING_TOO_MANY_ACTIVE', message: 'You can have at most 5 active appointments' });
    expect(errorText(error, 'Booking failed')).toBe('You can have at most 5 active appointments');
  });

  it('reads the text by code from the catalogue (errors.<CODE>), never by matching the English text', () => {
    i18n.addResourceBundle('en', 'common', { errors: { TEST_ONLY_CODE: 'Text of the code' } }, true, true);
    expect(errorText(answered(409, { code: 'TEST_ONLY_CODE' }), 'fallback')).toBe('Text of the code');
    // A message equal to a catalogue text but with another code is not looked up by its text.
    expect(errorText(answered(400, { code: 'SOMETHING_ELSE', message: 'Text of the code' }), 'fallback')).toBe('Text of the code');
  });

  it("falls back when the server said nothing (a proxy's page, a timeout, an answer that broke the contract)", () => {
    expect(errorText(answered(502, 'Bad gateway'), 'Error saving doctor')).toBe('Error saving doctor');
    expect(errorText(answered(500, {}), 'Update failed')).toBe('Update failed');
    expect(errorText(ApiError.noAnswer('timeout'), 'Login failed')).toBe('Login failed');
    expect(errorText(new ApiError(200, 'INVALID_RESPONSE', 'Internal server error'), 'Error fetching')).toBe('Error fetching');
    expect(errorText(new Error('boom'), 'Something failed')).toBe('Something failed');
  });

  it('errorCodeOf reads the code of an answer and of a call that got none', () => {
    expect(errorCodeOf(answered(409, { code: 'BOOKING_SLOT_TAKEN' }))).toBe('BOOKING_SLOT_TAKEN');
    expect(errorCodeOf(ApiError.noAnswer('network'))).toBe('NETWORK_ERROR');
    expect(errorCodeOf(ApiError.noAnswer('timeout'))).toBe('TIMEOUT');
    expect(errorCodeOf(new Error('x'))).toBeUndefined();
  });
});
