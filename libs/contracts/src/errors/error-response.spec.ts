import { errorMessageOf, errorResponseSchema, formatZodError } from './index.js';
import { registrationFormSchema } from '../user/index.js';

describe('error answers', () => {
  it('turns a zod error into the first message plus every field error', () => {
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
    expect(answer).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Username must be at least 3 characters',
      errors: [
        { path: 'username', message: 'Username must be at least 3 characters' },
        { path: 'contactNumber', message: 'Contact number is required' },
        { path: 'address.location', message: 'Service is only available in Battaramulla' },
      ],
    });
    expect(errorResponseSchema.parse(answer)).toEqual(answer);
  });

  it('never echoes input values', () => {
    const r = registrationFormSchema.safeParse({
      username: 'ab',
      password: 'hunter2-secret',
      confirmPassword: 'other-secret',
    });
    expect(JSON.stringify(formatZodError(r.error!))).not.toContain('secret');
  });

  it('falls back to a generic message without issues, and takes a status code', () => {
    expect(formatZodError({ issues: [] }, 422)).toEqual({
      statusCode: 422,
      code: 'VALIDATION_FAILED',
      message: 'Invalid request',
      errors: [],
    });
  });

  it('picks the server message or the fallback', () => {
    expect(errorMessageOf({ statusCode: 409, message: 'Taken' }, 'Failed to book appointment')).toBe('Taken');
    expect(errorMessageOf({ statusCode: 500, message: '  ' }, 'Failed to book appointment')).toBe(
      'Failed to book appointment',
    );
    expect(errorMessageOf('<html>', 'Login failed')).toBe('Login failed');
    expect(errorMessageOf(undefined, 'Login failed')).toBe('Login failed');
  });
});
