import { useId, type ReactNode, type ComponentPropsWithRef } from 'react';
import { FieldFrame, fieldAria, inputClass } from '@vetnow/web-kit/ui/field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'id'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first empty option (e.g. "All locations"). */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  id?: string;
}

export function Select({ label, options, placeholder, error, hint, id, required, className = '', ...rest }: SelectProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} required={required}>
      <select
        {...fieldAria(fieldId, error, hint ? 'hint' : undefined)}
        required={required}
        className={`${inputClass(error)} ${className}`}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
