import { ApiError } from '@vetnow/web-kit/api-client';

interface FieldIssue {
  path: string[];
  message: string;
}

/**
 * A failed call's problems that belong to form fields, or null when none does (then the caller toasts).
 * - 400 with `errors: [{ path, message }]` (the services' validation answer): the issues on known fields.
 * - 409 without field paths (svc-auth: 'Username is already taken', 'Email is already registered'): the field
 *   the message names, when it names exactly one of them.
 */
export function serverFieldErrors(error: unknown, fields: readonly string[]): FieldIssue[] | null {
  if (!(error instanceof ApiError) || error.kind !== 'http' || !error.fromServer) return null;
  const body = error.body as { errors?: unknown } | undefined;
  if (Array.isArray(body?.errors)) {
    const issues = body.errors
      .filter((e): e is { path: string; message: string } => typeof e?.path === 'string' && typeof e?.message === 'string')
      .filter((e) => fields.includes(e.path))
      .map((e) => ({ path: e.path.split('.'), message: e.message }));
    if (issues.length > 0) return issues;
  }
  if (error.status === 409) {
    const named = fields.filter((field) => {
      const word = field.split('.').pop()!;
      return new RegExp(`\\b${word}\\b`, 'i').test(error.message);
    });
    if (named.length === 1) return [{ path: named[0]!.split('.'), message: error.message }];
  }
  return null;
}
