import { BadRequestException } from '@nestjs/common';
import { z } from 'zod';
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
      expect(err).toBeInstanceOf(BadRequestException);
      expect((err as BadRequestException).getResponse()).toEqual({
        statusCode: 400,
        message: 'Name is required',
        errors: [{ path: 'name', message: 'Name is required' }],
      });
    }
  });

  it('refuses U+0000 anywhere (PostgreSQL text cannot store it) before the schema runs', () => {
    expect(pathOfNulCharacter({ a: { b: ['ok', 'x\u0000y'] } })).toBe('a.b.1');
    expect(pathOfNulCharacter({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(pathOfNulCharacter({ a: 'fine\n\ttext' })).toBeUndefined();
    expect(() => pipe.transform({ name: 'R\u0000ex', tags: [] })).toThrow(BadRequestException);
    try {
      pipe.transform({ name: 'ok', tags: ['\u0000'] });
    } catch (err) {
      expect((err as BadRequestException).getResponse()).toMatchObject({ statusCode: 400, message: NUL_MESSAGE });
    }
  });
});
