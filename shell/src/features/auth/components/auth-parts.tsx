import type { ComponentProps, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Link } from '@vetnow/web-kit/router';
import { FormPasswordField, FormTextField, type FormOf, type FormPath } from '@vetnow/web-kit/forms';
import { Button } from '@vetnow/web-kit/ui/button';

/** The pieces the sign-in, registration and claim screens share, so the three look and behave alike. */

const LINK =
  'font-semibold text-teal-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-teal-600';

export interface AuthCardProps {
  /** The heading's id; the section is labelled by it. */
  titleId: string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** The registration form's two columns want a wider card. */
  wide?: boolean;
  children: ReactNode;
}

/** The centred white card of an auth screen, with its h1 and the line under it. */
export function AuthCard({ titleId, title, subtitle, wide = false, children }: AuthCardProps) {
  return (
    <section
      aria-labelledby={titleId}
      className={`mx-auto w-full ${wide ? 'max-w-2xl' : 'max-w-md'} px-4 py-8 sm:py-12`}
    >
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 id={titleId} className="text-2xl font-bold text-slate-900">
          {title}
        </h1>
        {subtitle !== undefined && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
        {children}
      </div>
    </section>
  );
}

/** "No account yet? Register" / "Have an account? Sign in" under the card's form. */
export function AuthSwitch({ question, to, linkText }: { question: string; to: string; linkText: string }) {
  return (
    <p className="mt-6 text-center text-sm text-slate-700">
      {question}{' '}
      <Link to={to} className={LINK}>
        {linkText}
      </Link>
    </p>
  );
}

/** The form's full-width submit button, its text changed while the form is sent. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <Button type="submit" busy={busy} fullWidth>
      {busy ? busyLabel : label}
    </Button>
  );
}

export type IdentifierFieldProps<V extends FieldValues> = Omit<
  ComponentProps<typeof FormTextField<V>>,
  'autoCapitalize' | 'spellCheck' | 'required' | 'readOnly'
> & { busy: boolean };

/**
 * A required username or e-mail address (sign-in, registration, claiming an account), kept as typed: the device
 * neither capitalises nor corrects it. Read-only while the form is sent.
 */
export function IdentifierField<V extends FieldValues>({ busy, ...props }: IdentifierFieldProps<V>) {
  return <FormTextField<V> {...props} autoCapitalize="none" spellCheck={false} required readOnly={busy} />;
}

export interface NewPasswordFieldsProps<V extends { password: string; confirmPassword: string }> {
  form: FormOf<V>;
  /** The fields' ids: `<idPrefix>-password`, `<idPrefix>-confirm-password`. */
  idPrefix: string;
  busy: boolean;
  passwordLabel: string;
  passwordHint?: string;
  confirmLabel: string;
}

/** A new password and its confirmation (registration, claiming an account), read-only while the form is sent. */
export function NewPasswordFields<V extends { password: string; confirmPassword: string }>({
  form,
  idPrefix,
  busy,
  passwordLabel,
  passwordHint,
  confirmLabel,
}: NewPasswordFieldsProps<V>) {
  return (
    <>
      <FormPasswordField
        form={form}
        name={'password' as FormPath<V>}
        id={`${idPrefix}-password`}
        label={passwordLabel}
        hint={passwordHint}
        autoComplete="new-password"
        required
        readOnly={busy}
      />
      <FormPasswordField
        form={form}
        name={'confirmPassword' as FormPath<V>}
        id={`${idPrefix}-confirm-password`}
        label={confirmLabel}
        autoComplete="new-password"
        required
        readOnly={busy}
      />
    </>
  );
}
