import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Form validation helpers every screen uses with the contracts' zod schemas (validation on submit):
 * the first message per field, the messages read through i18next, focus on the first invalid field.
 */

/** Field path (`fullName`, `address.street`) → the message to show at that field. */
export type FieldErrors = Record<string, string>;

interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The first message of each field (dotted path), passed through `translate`. Issues without a path are skipped. */
export function fieldErrorsOf(
  issues: readonly IssueLike[],
  translate: (message: string) => string = (message) => message,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map((p) => (typeof p === 'symbol' ? (p.description ?? '') : String(p))).join('.');
    if (path && !(path in errors)) errors[path] = translate(issue.message);
  }
  return errors;
}

/**
 * Reads contracts messages through i18next. `messages` is a contracts catalogue (e.g. REGISTRATION_MESSAGES);
 * a message found there is read as `${prefix}.${key}` (the English catalogue holds the same text), anything
 * else passes through unchanged.
 */
export function messageTranslator(
  t: (key: string) => string,
  prefix: string,
  ...catalogues: ReadonlyArray<Readonly<Record<string, string>>>
): (message: string) => string {
  const keys = new Map<string, string>();
  for (const catalogue of catalogues) {
    for (const [key, text] of Object.entries(catalogue)) if (!keys.has(text)) keys.set(text, key);
  }
  return (message) => {
    const key = keys.get(message);
    return key === undefined ? message : t(`${prefix}.${key}`);
  };
}

/** Focuses the first control marked aria-invalid="true" inside `container` (document order). */
export function focusFirstInvalid(container: ParentNode | null): boolean {
  const target = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  target?.focus();
  return target != null;
}

/**
 * Returns `requestFocus()`: after the next render (when the error messages are on screen), focus moves to the
 * first invalid field inside `container`.
 */
export function useFocusFirstInvalid(container: RefObject<HTMLElement | null>): () => void {
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request > 0) focusFirstInvalid(container.current);
  }, [request, container]);
  return useCallback(() => setRequest((n) => n + 1), []);
}
