import { BadRequestException, Body, Param, type PipeTransform, Query } from '@nestjs/common';
import type { ZodType } from 'zod';
import { zodErrorList, zodErrorMessage } from './error-messages.js';

/**
 * Validates (and transforms) a value with a zod schema; failure → 400 `{ statusCode, message, errors }`
 * where `message` is the first issue's message (the contracts' schemas carry the spec's texts).
 */
export class ZodValidationPipe<T> implements PipeTransform<unknown, T> {
  constructor(
    private readonly schema: ZodType<T>,
    /** Message when the whole value is missing or not an object (e.g. no JSON body). */
    private readonly missingMessage = 'Invalid request',
  ) {}

  transform(value: unknown): T {
    const result = this.schema.safeParse(value);
    if (result.success) return result.data;
    const first = result.error.issues[0];
    const message =
      first && first.path.length === 0 && first.code === 'invalid_type' ? this.missingMessage : zodErrorMessage(result.error);
    throw new BadRequestException({ statusCode: 400, message, errors: zodErrorList(result.error) });
  }
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
