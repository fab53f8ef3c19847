import type { ReactNode } from 'react';

/** Wiring shared by the form fields: label, hint and error ids, aria attributes. */
export function fieldAria(id: string, error?: string, hint?: string) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

export const INPUT_CLASS =
  'block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 ' +
  'focus:outline-2 focus:outline-offset-1 focus:outline-teal-600 disabled:bg-slate-100 disabled:text-slate-500';

export function inputClass(error?: string): string {
  return `${INPUT_CLASS} ${error ? 'border-red-600' : 'border-slate-300'}`;
}

export interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/** Label above, control, hint and error below (error announced through aria-describedby). */
export function FieldFrame({ id, label, error, hint, required, children }: FieldFrameProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-600">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
