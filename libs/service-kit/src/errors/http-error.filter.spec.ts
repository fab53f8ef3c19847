import { BadRequestException, ConflictException, HttpException, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { ERROR_CODES } from '@vetnow/contracts/errors';
import { SERVER_MESSAGES } from '@vetnow/contracts/errors';
import { z } from 'zod';
import { errorAnswer } from '../testing/error-answer.js';
import { DomainError } from './domain-error.js';
import { toErrorBody } from './http-error.filter.js';

describe('toErrorBody', () => {
  it('answers a DomainError with its code, the status and English message of the catalogue', () => {
    expect(toErrorBody(new DomainError('APPOINTMENT_NOT_FOUND'))).toEqual({
      body: { statusCode: 404, code: 'APPOINTMENT_NOT_FOUND', message: ERROR_CODES.APPOINTMENT_NOT_FOUND.message },
      unexpected: false,
    });
    expect(toErrorBody(new DomainError('BOOKING_SLOT_TAKEN')).body).toEqual(errorAnswer('BOOKING_SLOT_TAKEN'));
  });

  it('keeps a message override, field errors and headers of a DomainError', () => {
    const error = new DomainError('RATE_LIMITED', {
      message: 'Slow down',
      errors: [{ path: 'x', message: 'Slow down' }],
      headers: { 'Retry-After': '7' },
    });
    expect(toErrorBody(error)).toEqual({
      body: { statusCode: 429, code: 'RATE_LIMITED', message: 'Slow down', errors: [{ path: 'x', message: 'Slow down' }] },
      unexpected: false,
      headers: { 'Retry-After': '7' },
    });
  });

  it('never describes internals in a 500, even when the DomainError has a message', () => {
    const { body, unexpected } = toErrorBody(new DomainError('INTERNAL', { message: 'pool exhausted at db-3' }));
    expect(body).toEqual({ statusCode: 500, code: 'INTERNAL', message: SERVER_MESSAGES.internal });
    expect(unexpected).toBe(true);
  });

  it('gives Nest HttpExceptions the common code of their status and keeps their 4xx message', () => {
    expect(toErrorBody(new NotFoundException('Nothing here')).body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Nothing here' });
    expect(toErrorBody(new ConflictException()).body).toMatchObject({ statusCode: 409, code: 'CONFLICT' });
    expect(toErrorBody(new BadRequestException(['a', 'b'])).body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'a; b' });
    expect(toErrorBody(new HttpException({ message: 'Odd' }, 418)).body).toEqual({ statusCode: 418, code: 'REQUEST_REFUSED', message: 'Odd' });
    expect(toErrorBody(new ServiceUnavailableException()).body).toEqual({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: SERVER_MESSAGES.serviceUnavailable,
    });
  });

  it('uses a code an HttpException carries in its body', () => {
    const exception = new HttpException({ statusCode: 409, code: 'BOOKING_SLOT_TAKEN', message: 'Taken' }, 409);
    expect(toErrorBody(exception).body).toEqual({ statusCode: 409, code: 'BOOKING_SLOT_TAKEN', message: 'Taken' });
  });

  it("answers Fastify's body errors with their codes", () => {
    const tooLarge = new HttpException('Payload Too Large', 413, { cause: Object.assign(new Error('big'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE' }) });
    expect(toErrorBody(tooLarge).body).toEqual({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: SERVER_MESSAGES.bodyTooLarge });
    const malformed = new HttpException('Bad Request', 400, { cause: Object.assign(new Error('x'), { code: 'FST_ERR_CTP_INVALID_JSON_BODY' }) });
    expect(toErrorBody(malformed).body).toEqual({ statusCode: 400, code: 'MALFORMED_JSON', message: SERVER_MESSAGES.malformedJson });
  });

  it('answers a zod error VALIDATION_FAILED with its first message and every issue', () => {
    const result = z.object({ name: z.string().min(1, 'Name is required') }).safeParse({ name: '' });
    expect(result.success).toBe(false);
    expect(toErrorBody(result.error).body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Name is required',
      errors: [{ path: 'name', message: 'Name is required' }],
    });
  });

  it('translates the SQLSTATEs a service left untranslated, also through a wrapper', () => {
    expect(toErrorBody(Object.assign(new Error('dup'), { code: '23505' })).body).toEqual({
      statusCode: 409,
      code: 'ALREADY_EXISTS',
      message: SERVER_MESSAGES.alreadyExists,
    });
    const wrapped = new Error('Failed query', { cause: Object.assign(new Error('bad'), { code: '22P02' }) });
    expect(toErrorBody(wrapped).body).toMatchObject({ statusCode: 400, code: 'INVALID_VALUE' });
    expect(toErrorBody(Object.assign(new Error('shutdown'), { code: '57P01' }))).toMatchObject({
      body: { statusCode: 503, code: 'SERVICE_UNAVAILABLE' },
      unexpected: true,
    });
  });

  it('answers anything else INTERNAL without its text', () => {
    expect(toErrorBody(new Error('secret detail'))).toEqual({
      body: { statusCode: 500, code: 'INTERNAL', message: SERVER_MESSAGES.internal },
      unexpected: true,
    });
  });
});

describe('DomainError', () => {
  it('refuses a code the catalogue does not know', () => {
    expect(() => new DomainError('NO_SUCH_CODE' as never)).toThrow(TypeError);
  });

  it('carries its cause', () => {
    const cause = new Error('root');
    expect(new DomainError('CONFLICT', { cause }).cause).toBe(cause);
  });
});
