import { describe, expect, it } from '@jest/globals';
import { errorResponseSchema } from '@vetnow/contracts/errors';
import { registrationFormSchema } from '@vetnow/contracts/user';
import { answeredFieldError, formatZodError, zodErrorMessage } from './error-messages.js';

describe('error answers of a zod failure (ADR 0075)', () => {
  it('answers the first English text plus every field error with its validation code', () => {
    const r = registrationFormSchema.safeParse({
      username: 'ab',
      email: 'kasun@example.lk',
      password: 'lake-walk-9',
      confirmPassword: 'lake-walk-9',
      fullName: 'K',
      contactNumber: '',
      address: { location: 'Colombo' },
    });
    expect(r.success).toBe(false);
    const answer = formatZodError(r.error!);
    expect(errorResponseSchema.parse(answer)).toEqual(answer);
    expect([answer.statusCode, answer.code, answer.message]).toEqual([400, 'VALIDATION_FAILED', 'Username must be at least 3 characters']);
    expect(answer.errors?.map(({ path, code, message }) => [path, code, message])).toEqual([
      ['username', 'registration.usernameMin', 'Username must be at least 3 characters'],
      ['contactNumber', 'registration.contactNumberRequired', 'Contact number is required'],
      ['address.location', 'registration.locationFixed', 'Service is only available in Battaramulla'],
    ]);
    expect(zodErrorMessage(r.error!)).toBe('Username must be at least 3 characters');
  });

  it('never echoes input values', () => {
    const r = registrationFormSchema.safeParse({ username: 'ab', password: 'hunter2-secret', confirmPassword: 'other-secret' });
    expect(JSON.stringify(formatZodError(r.error!))).not.toContain('secret');
  });

  it('falls back to a generic message without issues, and takes a status code', () => {
    expect(formatZodError({ issues: [] }, 422)).toEqual({ statusCode: 422, code: 'VALIDATION_FAILED', message: 'Invalid request', errors: [] });
  });

  it('keeps a text that is not a validation code, and a field error that already has its code', () => {
    expect(answeredFieldError({ path: 'x', message: 'Invalid ID' })).toEqual({ path: 'x', message: 'Invalid ID' });
    expect(answeredFieldError({ path: 'x', message: 'registration.nothingLikeThis' })).toEqual({ path: 'x', message: 'registration.nothingLikeThis' });
    const coded = { path: 'pet.name', code: 'pet.nameRequired', message: 'Pet name is required' };
    expect(answeredFieldError(coded)).toEqual(coded);
    expect(zodErrorMessage({ issues: [{ path: ['age'], message: 'Invalid input: expected number' }] })).toBe('age: Invalid input: expected number');
  });
});
