import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame, fieldAria, inputClass } from '@vetnow/web-kit/ui/field';

export interface PasswordFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> {
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
          <EyeIcon crossed={visible} />
        </button>
      </div>
    </FieldFrame>
  );
}

/** An eye (crossed out while the password shows): inline SVG, so it renders where no emoji font is installed. */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}
