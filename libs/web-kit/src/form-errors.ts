import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { errorMessage } from './api-client';
import { notify } from './toaster';

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

interface SafeParser<P> {
  safeParse(input: unknown): { success: true; data: P } | { success: false; error: { issues: readonly IssueLike[] } };
}

export interface EditFormOptions<V extends Record<string, string>, P, R> {
  /** The text inputs' starting values. */
  initial: V;
  /** The contracts schema the form's values are checked with on submit (`toInput(values)` is what it parses). */
  schema: SafeParser<P>;
  toInput: (values: V) => unknown;
  /** Reads the schema's messages through i18next (see {@link messageTranslator}). */
  translate: (message: string) => string;
  save: (data: P) => Promise<R>;
  onSaved: (result: R) => void;
  /** The success toast, and the fallback when the server gives no message. */
  messages: { saved: string; failed: string };
}

/**
 * An edit form of the contracts' kind: controlled text fields (`bind`), validation on submit with each message at
 * its field and focus on the first invalid one, a busy state while saving, a success toast or the server's
 * message, and focus on the first editable field when the form opens.
 */
export function useEditForm<V extends Record<string, string>, P, R>(options: EditFormOptions<V, P, R>) {
  const form = useRef<HTMLFormElement>(null);
  const requestFocus = useFocusFirstInvalid(form);
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    form.current?.querySelector<HTMLInputElement>('input:not([readonly])')?.focus();
  }, []);

  const bind = (field: keyof V & string) => ({
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value })),
    disabled: busy,
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = options.schema.safeParse(options.toInput(values));
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues, options.translate));
      requestFocus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await options.save(parsed.data);
      notify.success(options.messages.saved);
      options.onSaved(result);
    } catch (error) {
      setBusy(false);
      notify.error(errorMessage(error, options.messages.failed));
    }
  }

  return { form, values, errors, busy, bind, onSubmit };
}
