import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { FieldFrame, fieldAria, inputClass } from '@vetnow/web-kit/ui/field';

export interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  id?: string;
}

/** A labelled multi-line text field wired like TextField (hint and error via aria-describedby). */
export function TextAreaField({ label, error, hint, id, required, className = '', rows = 3, ...rest }: TextAreaFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} required={required}>
      <textarea
        {...fieldAria(fieldId, error, hint ? 'hint' : undefined)}
        required={required}
        rows={rows}
        className={`${inputClass(error)} ${className}`}
        {...rest}
      />
    </FieldFrame>
  );
}
