import { z } from 'zod';
import { loginRequestSchema } from '@vetnow/contracts/user';
import { DomainError } from './domain-error.js';
import { toErrorBody } from './http-error.filter.js';
import { NUL_MESSAGE, ZodValidationPipe, pathOfNulCharacter } from './zod-validation.pipe.js';

describe('ZodValidationPipe', () => {
  const pipe = new ZodValidationPipe(z.object({ name: z.string().min(1, 'Name is required'), tags: z.array(z.string()) }));

  it('returns the parsed value', () => {
    expect(pipe.transform({ name: 'Rex', tags: ['a'] })).toEqual({ name: 'Rex', tags: ['a'] });
  });

  it('answers the first exact message with every issue listed', () => {
    try {
      pipe.transform({ name: '', tags: [] });
      throw new Error('expected a 400');
    } catch (err) {
      expect(err).toBeInstanceOf(DomainError);
      expect(err).toMatchObject({
        code: 'VALIDATION_FAILED',
        status: 400,
        message: 'Name is required',
        errors: [{ path: 'name', message: 'Name is required' }],
      });
    }
  });

  it("answers a contracts schema's validation codes as `errors[].code`, with the unchanged English texts (ADR 0075)", () => {
    let thrown: unknown;
    try {
      new ZodValidationPipe(loginRequestSchema).transform({ email: ' ', password: '' });
    } catch (err) {
      thrown = err;
    }
    expect(toErrorBody(thrown).body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Email or username is required',
      errors: [
        { path: 'email', code: 'login.identifierRequired', message: 'Email or username is required' },
        { path: 'password', code: 'login.passwordRequired', message: 'Password is required' },
      ],
    });
  });

  it('refuses U+0000 anywhere (PostgreSQL text cannot store it) before the schema runs', () => {
    expect(pathOfNulCharacter({ a: { b: ['ok', 'x\u0000y'] } })).toBe('a.b.1');
    expect(pathOfNulCharacter({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(pathOfNulCharacter({ a: 'fine\n\ttext' })).toBeUndefined();
    expect(() => pipe.transform({ name: 'R\u0000ex', tags: [] })).toThrow(DomainError);
    expect(() => pipe.transform({ name: 'ok', tags: ['\u0000'] })).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED', status: 400, message: NUL_MESSAGE, errors: [{ path: 'tags.0', message: NUL_MESSAGE }] }),
    );
  });

  it("answers the catalogue code a schema's custom issue names", () => {
    const schema = z.object({ card: z.string() }).superRefine((v, ctx) => {
      if (v.card.includes('4111')) ctx.addIssue({ code: 'custom', message: 'No card numbers', path: ['card'], params: { code: 'BOOKING_CARD_DATA_FORBIDDEN' } });
    });
    expect(() => new ZodValidationPipe(schema).transform({ card: '4111' })).toThrow(
      expect.objectContaining({ code: 'BOOKING_CARD_DATA_FORBIDDEN', status: 400, message: 'No card numbers' }),
    );
    const unnamed = z.string().refine(() => false, { message: 'Nope', params: { code: 'NOT_A_CODE' } });
    expect(() => new ZodValidationPipe(unnamed).transform('x')).toThrow(expect.objectContaining({ code: 'VALIDATION_FAILED' }));
  });
});
