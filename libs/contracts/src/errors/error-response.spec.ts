import { errorMessageOf, errorResponseSchema } from './index.js';

describe('error answers', () => {
  it('lists field errors with an optional validation code (formatting a zod failure is server-side: service-kit error-messages.ts)', () => {
    const answer = {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Username must be at least 3 characters',
      errors: [{ path: 'username', code: 'registration.usernameMin', message: 'Username must be at least 3 characters' }, { path: 'id', message: 'Invalid ID' }],
    };
    expect(errorResponseSchema.parse(answer)).toEqual(answer);
    expect(errorResponseSchema.safeParse({ ...answer, errors: [{ path: 'username', code: 3, message: 'x' }] }).success).toBe(false);
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
