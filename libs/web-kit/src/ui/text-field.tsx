import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { FieldFrame, fieldAria, inputClass } from '@vetnow/web-kit/ui/field';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  label: ReactNode;
  /** Shown under the field and linked with aria-describedby; sets aria-invalid. */
  error?: string;
  hint?: ReactNode;
  id?: string;
}

export function TextField({ label, error, hint, id, required, className = '', ...rest }: TextFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} required={required}>
      <input
        {...fieldAria(fieldId, error, hint ? 'hint' : undefined)}
        required={required}
        className={`${inputClass(error)} ${className}`}
        {...rest}
      />
    </FieldFrame>
  );
}
