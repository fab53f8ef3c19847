import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame, fieldAria, inputClass } from './field';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  id?: string;
}

/** A password input with a show/hide toggle (a real button with aria-pressed). */
export function PasswordField({ label, error, hint, id, required, className = '', ...rest }: PasswordFieldProps) {
  const { t } = useTranslation('common');
  const generated = useId();
  const fieldId = id ?? generated;
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} required={required}>
      <div className="relative">
        <input
          {...fieldAria(fieldId, error, hint ? 'hint' : undefined)}
          type={visible ? 'text' : 'password'}
          required={required}
          className={`${inputClass(error)} pr-20 ${className}`}
          {...rest}
        />
        <button
          type="button"
          aria-controls={fieldId}
          aria-pressed={visible}
          aria-label={visible ? t('hidePassword') : t('showPassword')}
          onClick={() => setVisible((v) => !v)}
          className="absolute inset-y-0 right-0 min-w-11 px-3 text-sm font-medium text-teal-800 focus-visible:outline-2 focus-visible:outline-teal-600"
        >
          <span aria-hidden="true">{visible ? '🙈' : '👁'}</span>
        </button>
      </div>
    </FieldFrame>
  );
}
