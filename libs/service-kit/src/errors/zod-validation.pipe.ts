import { Body, Param, type PipeTransform, Query } from '@nestjs/common';
import { type ErrorCode, isErrorCode } from '@vetnow/contracts/errors';
import type { ZodType } from 'zod';
import { DomainError } from './domain-error.js';
import { zodErrorList, zodErrorMessage } from './error-messages.js';

/**
 * Validates (and transforms) a value with a zod schema; failure → DomainError VALIDATION_FAILED, answered
 * 400 `{ statusCode, code, message, errors }`
 * where `message` is the first issue's message (the contracts' schemas carry the spec's texts).
 */
export class ZodValidationPipe<T> implements PipeTransform<unknown, T> {
  constructor(
    private readonly schema: ZodType<T>,
    /** Message when the whole value is missing or not an object (e.g. no JSON body). */
    private readonly missingMessage = 'Invalid request',
  ) {}

  transform(value: unknown): T {
    // PostgreSQL text cannot hold U+0000; refuse it here, for every field of every route, with a clear 400.
    const nul = pathOfNulCharacter(value);
    if (nul !== undefined) {
      throw new DomainError('VALIDATION_FAILED', { message: NUL_MESSAGE, errors: [{ path: nul, message: NUL_MESSAGE }] });
    }
    const result = this.schema.safeParse(value);
    if (result.success) return result.data;
    const first = result.error.issues[0];
    const message =
      first && first.path.length === 0 && first.code === 'invalid_type' ? this.missingMessage : zodErrorMessage(result.error);
    throw new DomainError(issueCode(first), { message, errors: zodErrorList(result.error) });
  }
}

/**
 * The answer's code: VALIDATION_FAILED, or the catalogue code a schema's custom issue names in its params
 * (`ctx.addIssue({ code: 'custom', message, params: { code: 'BOOKING_CARD_DATA_FORBIDDEN' } })`).
 */
function issueCode(issue: { code?: string; params?: Record<string, unknown> } | undefined): ErrorCode {
  const named = issue?.code === 'custom' ? issue.params?.code : undefined;
  return isErrorCode(named) ? named : 'VALIDATION_FAILED';
}

export const NUL_MESSAGE = 'Text must not contain the NUL character';

/** The path of the first string (or key) holding U+0000 inside a JSON-like value, else undefined. */
export function pathOfNulCharacter(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object' || depth > 32) return undefined;
  for (const [key, v] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at;
    const found = pathOfNulCharacter(v, at, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * `@ValidBody(schema) body: z.infer<typeof schema>` — the JSON body parsed by a zod schema.
 * (Chosen over Nest 12's native `@Body({ schema })`, whose pipe joins every issue as "path: message" strings;
 * the spec wants the first, exact message.)
 */
export const ValidBody = <T>(schema: ZodType<T>): ParameterDecorator =>
  Body(new ZodValidationPipe(schema, 'Request body must be a JSON object'));

/** `@ValidQuery(schema) query: z.infer<typeof schema>` — the query string parsed by a zod schema. */
export const ValidQuery = <T>(schema: ZodType<T>): ParameterDecorator => Query(new ZodValidationPipe(schema, 'Invalid query'));

/** `@ValidParam('id', idSchema) id: string` — one route parameter parsed by a zod schema. */
export const ValidParam = <T>(name: string, schema: ZodType<T>): ParameterDecorator =>
  Param(name, new ZodValidationPipe(schema, `Invalid ${name}`));
