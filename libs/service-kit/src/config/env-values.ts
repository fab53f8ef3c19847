import { z } from 'zod';

/*
 * The pieces every service's own settings are read with (auth-config, booking-config, …): one meaning of a blank
 * variable, of a number, of a yes/no, and one message naming each bad variable (never its value).
 */

/** `X=` or spaces counts as unset: env files and compose files write that for "no value". */
export function blankToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

/** An optional variable: unset or blank → undefined, else checked by `schema`. */
export function optionalEnv<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToUndefined, schema.optional());
}

/** A whole number from `min` (default 1) to `max`; unset or blank → `fallback`. */
export function envInt(fallback: number, range: { min?: number; max?: number } = {}) {
  const number = z.coerce
    .number()
    .int()
    .min(range.min ?? 1)
    .max(range.max ?? Number.MAX_SAFE_INTEGER);
  return z.preprocess(blankToUndefined, number.default(fallback));
}

/** true/false, 1/0, yes/no in any case; unset or blank → `fallback`. */
export function envFlag(fallback: boolean) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? blankToUndefined(v.trim().toLowerCase()) : v),
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
      .default(fallback ? 'true' : 'false')
      .transform((v) => v === 'true' || v === '1' || v === 'yes'),
  );
}

/** An http:// or https:// URL. */
export const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

/** Each problem of a parse as "<VARIABLE> <what is wrong>" (zod's messages never hold the value). */
export function envProblems(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || '(env)'} ${issue.message}`);
}

/** The message a bad configuration stops `owner`'s boot with. */
export function configProblemMessage(owner: string, problems: readonly string[]): string {
  return `Invalid configuration for ${owner}: ${problems.join('; ')}`;
}

/** `env` parsed by `schema`; else the error `fail` makes of the message naming every bad variable. */
export function parseEnv<S extends z.ZodType>(schema: S, env: Record<string, string | undefined>, owner: string, fail: (message: string) => Error): z.output<S> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw fail(configProblemMessage(owner, envProblems(parsed.error)));
  return parsed.data;
}
