import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { FieldFrame, fieldAria, inputClass } from '@vetnow/web-kit/ui/field';

export interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/** A labelled multi-line text field wired like the kit's TextField (hint and error via aria-describedby). */
export function TextAreaField({ label, error, hint, required, className = '', rows = 3, ...rest }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required}>
      <textarea
        {...fieldAria(id, error, hint ? 'hint' : undefined)}
        required={required}
        rows={rows}
        className={`${inputClass(error)} ${className}`}
        {...rest}
      />
    </FieldFrame>
  );
}
