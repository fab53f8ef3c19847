/**
 * Forms on react-hook-form with the zod resolver and the contracts' schemas (the same schema checks the form in
 * the browser and the request on the server, ADR 0018). Validation on submit, then on change; focus goes to the
 * first invalid field (react-hook-form's shouldFocusError); a server's field errors (`errors[]` of a 400) are put
 * at the form's own fields (the paths of its default values) with setError. The Form*Field components bind a kit field to a form by `name`: label, input,
 * aria-invalid and the error at its field (aria-describedby), the same markup as the kit's plain fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  useForm,
  useFormState,
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from '@vetnow/contracts/zod';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorText } from '@vetnow/web-kit/errors';
import { validationMessage } from '@vetnow/web-kit/i18n';
import { PasswordField, type PasswordFieldProps } from '@vetnow/web-kit/ui/password-field';
import { Select, type SelectProps } from '@vetnow/web-kit/ui/select';
import { TextAreaField, type TextAreaFieldProps } from '@vetnow/web-kit/ui/text-area-field';
import { TextField, type TextFieldProps } from '@vetnow/web-kit/ui/text-field';

/** A zod object schema whose input is the form's values. */
type FormSchema = z.ZodType<FieldValues, FieldValues>;

export type ZodForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

/**
 * `useForm` with `schema` as its resolver: `handleSubmit(onValid)` hands `onValid` the schema's parsed output.
 * Re-validates on change after the first submit, so a corrected field loses its message at once.
 */
export function useZodForm<S extends FormSchema>(
  schema: S,
  props: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): ZodForm<S> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    // The resolver's generics are wider than one schema's; the schema decides the types above.
    resolver: zodResolver(schema as never) as never,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...props,
  });
}

/** The first message in an error tree (a list field's `recommendations.3` counts for `recommendations`). */
function firstMessage(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== 'object' || depth > 5) return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref') continue;
    const found = firstMessage(value, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * The message at `name` (a dotted path such as `clinicAddress.street`), for a field's `error` prop, in the current
 * language: a validation code (the schemas' issues, a server field error's `code`) is translated by it
 * (`validationMessage`, ADR 0075); any other text is shown as given.
 */
export function fieldError<V extends FieldValues>(errors: FieldErrors<V>, name: Path<V> | string): string | undefined {
  const message = firstMessage(get(errors, name));
  return message === undefined ? undefined : validationMessage(message);
}

interface ServerFieldError {
  readonly path: string;
  /** The validation code of the message (`registration.usernameMin`), when the server gave one. */
  readonly code?: string;
  readonly message: string;
}

function serverFieldErrors(error: unknown): ServerFieldError[] {
  const list = (error as { errors?: unknown } | null)?.errors ?? (error as { body?: { errors?: unknown } } | null)?.body?.errors;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is ServerFieldError =>
      typeof item === 'object' && item !== null && typeof item.path === 'string' && typeof item.message === 'string',
  );
}

/**
 * What a server field error puts at its field: its validation code when the catalogues know it (translated at each
 * render); a field that repeats the answer's own message (a refusal by error code placed at its field, e.g.
 * CARE_SCHEDULE_NOT_APPLICABLE at a care line) that answer's text in the current language (errorText, by the code);
 * else its text.
 */
function serverFieldMessage({ code, message }: ServerFieldError, error: unknown): string {
  if (typeof code === 'string' && validationMessage(code) !== code) return code;
  return message === (error as { message?: unknown } | null)?.message ? errorText(error, message) : message;
}

/** A form with values V: what useZodForm or useForm returned (its output type is the form's business). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FormOf<V extends FieldValues> = UseFormReturn<V, any, any>;

/** Only a plain object's keys are paths below it; any other value (a list, a `preprocess`ed text…) is a leaf. */
function isBranch(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * The form's fields as dotted paths (`clinicAddress.street`), in the order of its default values: every leaf of
 * `defaultValues`. A field the form has is a field it starts with a value for.
 */
export function formPaths<V extends FieldValues>(form: FormOf<V>): string[] {
  const paths: string[] = [];
  const walk = (value: unknown, prefix: string) => {
    if (!isBranch(value)) {
      if (prefix) paths.push(prefix);
      return;
    }
    for (const [key, child] of Object.entries(value)) walk(child, prefix ? `${prefix}.${key}` : key);
  };
  walk(form.formState.defaultValues, '');
  return paths;
}

/**
 * Focuses the first of the form's fields (in formPaths' order) that has a message — for a form shown again after
 * a step that had it unmounted (a refusal's messages were put while it was away).
 */
export function focusFirstError<V extends FieldValues>(form: FormOf<V>): void {
  const path = formPaths(form).find((name) => form.getFieldState(name as Path<V>).error);
  if (path) form.setFocus(path as Path<V>);
}

/**
 * Puts a failed call's field errors at the form's fields, the first one focused, and returns true when any was
 * put (so the caller shows a toast only otherwise). A refusal whose code names a field (`fieldOfCode`, e.g.
 * `{ DOCTOR_EMAIL_TAKEN: 'email' }`) gets its text (errorText) at that field; a VALIDATION_FAILED answer's
 * `errors: [{ path, code?, message }]` go to their paths (translated by code) — only paths the form has (formPaths), the others are ignored.
 */
export function applyServerErrors<V extends FieldValues>(form: FormOf<V>, error: unknown, fieldOfCode: Readonly<Record<string, FormPath<V>>> = {}): boolean {
  const codeField = fieldOfCode[errorCodeOf(error) ?? ''];
  if (codeField) {
    form.setError(codeField as Path<V>, { type: 'server', message: errorText(error, (error as Error).message) }, { shouldFocus: true });
    return true;
  }
  if (errorCodeOf(error) !== 'VALIDATION_FAILED' && (error as { status?: unknown } | null)?.status !== 400) return false;
  const known = new Set(formPaths(form));
  const placed = new Set<string>();
  for (const item of serverFieldErrors(error)) {
    const { path } = item;
    if (!known.has(path) || placed.has(path)) continue;
    form.setError(path as Path<V>, { type: 'server', message: serverFieldMessage(item, error) }, { shouldFocus: placed.size === 0 });
    placed.add(path);
  }
  return placed.size > 0;
}

// ---- Fields bound to a form ---------------------------------------------------------------------------------------

/**
 * A path in the form's values. A value whose schema input is `unknown` (a zod `preprocess`, e.g. the contracts'
 * `workingHours`) has no typed paths below it: any `key.sub` path is accepted there.
 */
export type FormPath<V extends FieldValues> = Path<V> | { [K in keyof V & string]: unknown extends V[K] ? `${K}.${string}` : never }[keyof V & string];

/** The form a field belongs to (what useZodForm or useForm returned) and its path in the form's values. */
export interface BoundFieldProps<V extends FieldValues> {
  form: FormOf<V>;
  name: FormPath<V>;
}

/** What a kit field gets from the form: the registration (name, ref, onChange, onBlur) and the message at `name`. */
function useBinding<V extends FieldValues>({ form, name }: BoundFieldProps<V>) {
  // Re-renders the field when the language changes, so its message follows it.
  useTranslation();
  const path = name as Path<V>;
  const { errors } = useFormState({ control: form.control as Control<V>, name: path });
  return { ...form.register(path), error: fieldError(errors, path) };
}

type Bound<P> = Omit<P, 'name' | 'error' | 'form' | 'value' | 'onChange' | 'onBlur'>;

/** A TextField registered at `name`: `<FormTextField form={form} name="email" label={t('email')} type="email" />`. */
export function FormTextField<V extends FieldValues>({ form, name, ...props }: BoundFieldProps<V> & Bound<TextFieldProps>) {
  return <TextField {...props} {...useBinding({ form, name })} />;
}

/** A PasswordField (show/hide toggle) registered at `name`. */
export function FormPasswordField<V extends FieldValues>({ form, name, ...props }: BoundFieldProps<V> & Bound<PasswordFieldProps>) {
  return <PasswordField {...props} {...useBinding({ form, name })} />;
}

/** A Select registered at `name` (its options as the kit's Select takes them). */
export function FormSelectField<V extends FieldValues>({ form, name, ...props }: BoundFieldProps<V> & Bound<SelectProps>) {
  return <Select {...props} {...useBinding({ form, name })} />;
}

/** A TextAreaField registered at `name`. */
export function FormTextAreaField<V extends FieldValues>({ form, name, ...props }: BoundFieldProps<V> & Bound<TextAreaFieldProps>) {
  return <TextAreaField {...props} {...useBinding({ form, name })} />;
}
export { throughContract, type FormIssue } from './through-contract';
