import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MESSAGES, REGISTRATION_MESSAGES } from '@vetnow/contracts/messages';
import { changePasswordRequestSchema, passwordMatchesIdentifier } from '@vetnow/contracts/user';
import { ApiError, errorMessage } from '@vetnow/web-kit/api-client';
import { fieldErrorsOf, useFocusFirstInvalid, type FieldErrors } from '@vetnow/web-kit/form-errors';
import { useSession } from '@vetnow/web-kit/session';
import { notify } from '@vetnow/web-kit/toaster';
import { Button } from '@vetnow/web-kit/ui/button';
import { Card } from '@vetnow/web-kit/ui/card';
import { PasswordField } from '@vetnow/web-kit/ui/password-field';
import { changeOwnerPassword } from '../../../shared/api/profile-api';
import { NAMESPACE, passwordMessageTranslator } from '../i18n/owner-profile-i18n';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };
type Values = typeof EMPTY;
const FIELDS: readonly string[] = Object.keys(EMPTY);

/** The problems of a refused change that belong to a field of this form (svc-auth answers `errors[{path}]`). */
function serverFieldIssues(error: unknown): { path: string[]; message: string }[] {
  if (!(error instanceof ApiError) || !error.fromServer) return [];
  const errors = (error.body as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors
    .filter((e): e is { path: string; message: string } => typeof e?.path === 'string' && typeof e?.message === 'string')
    .filter((e) => FIELDS.includes(e.path))
    .map((e) => ({ path: [e.path], message: e.message }));
}

/**
 * Change Password on the owner's Profile tab (issue 10): the current password and a new one under the same rules
 * as registration. Every session of the account ends (other devices are signed out); this tab continues with the
 * new session the answer carries.
 */
export function ChangePasswordCard() {
  const { t } = useTranslation(NAMESPACE);
  const session = useSession();
  const form = useRef<HTMLFormElement>(null);
  const requestFocus = useFocusFirstInvalid(form);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const translate = passwordMessageTranslator(t);

  const bind = (field: keyof Values) => ({
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value })),
    disabled: busy,
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = changePasswordRequestSchema.safeParse(values);
    const identifiers = [session.user?.email, session.user?.['username']];
    const issues: { path: PropertyKey[]; message: string }[] = parsed.success ? [] : [...parsed.error.issues];
    if (parsed.success && passwordMatchesIdentifier(parsed.data.password, identifiers)) {
      issues.push({ path: ['password'], message: PASSWORD_MESSAGES.sameAsIdentifier });
    }
    if (values.confirmPassword === '') {
      const others = issues.filter((i) => i.path[0] !== 'confirmPassword');
      issues.splice(0, issues.length, ...others, { path: ['confirmPassword'], message: REGISTRATION_MESSAGES.confirmPasswordRequired });
    }
    if (!parsed.success || issues.length > 0) {
      setErrors(fieldErrorsOf(issues, translate));
      requestFocus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { token, user } = await changeOwnerPassword(parsed.data);
      session.signIn(token, 'user', user);
      setValues(EMPTY);
      notify.success(t('password.changed'));
    } catch (error) {
      const atFields = serverFieldIssues(error);
      if (atFields.length > 0) {
        setErrors(fieldErrorsOf(atFields, translate));
        requestFocus();
      } else {
        notify.error(errorMessage(error, t('updateFailed')));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={t('password.title')}>
      <p className="mb-4 text-sm text-slate-600">{t('password.hint')}</p>
      <form ref={form} noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2 sm:max-w-[calc(50%-0.5rem)]">
          <PasswordField
            id="change-password-current"
            label={t('password.current')}
            autoComplete="current-password"
            required
            error={errors.currentPassword}
            {...bind('currentPassword')}
          />
        </div>
        <PasswordField
          id="change-password-new"
          label={t('password.new')}
          autoComplete="new-password"
          required
          error={errors.password}
          {...bind('password')}
        />
        <PasswordField
          id="change-password-confirm"
          label={t('password.confirm')}
          autoComplete="new-password"
          required
          error={errors.confirmPassword}
          {...bind('confirmPassword')}
        />
        <div className="sm:col-span-2">
          <Button type="submit" busy={busy}>
            {busy ? t('password.saving') : t('password.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
