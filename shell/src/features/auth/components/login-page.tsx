import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { LoginRole } from '@vetnow/contracts/constants';
import { loginRequestSchema } from '@vetnow/contracts/user';
import { ApiError, errorMessage } from '@vetnow/web-kit/api-client';
import { fieldErrorsOf, useFocusFirstInvalid, type FieldErrors } from '@vetnow/web-kit/form-errors';
import { homePathFor, useSession } from '@vetnow/web-kit/session';
import { notify } from '@vetnow/web-kit/toaster';
import { Button } from '@vetnow/web-kit/ui/button';
import { PasswordField } from '@vetnow/web-kit/ui/password-field';
import { TextField } from '@vetnow/web-kit/ui/text-field';
import { login } from '../api/auth-api';
import { AUTH_NAMESPACE, authMessageTranslator } from '../i18n/auth-i18n';
import { REDIRECT_PARAM, safeRedirectPath } from '../redirect/safe-redirect';
import { RoleChoice } from './role-choice';

export { AUTH_NAMESPACE };

/**
 * /login (spec §2): role choice, identifier (labelled by role), password with show/hide, both required
 * (checked on submit with the contracts' login schema), a busy state, then the session and the page that sent
 * the visitor here (`?redirect=`, same-site paths only) or the role's home.
 */
export function LoginPage() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const form = useRef<HTMLFormElement>(null);
  const requestFocus = useFocusFirstInvalid(form);
  const [role, setRole] = useState<LoginRole>('user');
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  /** A refusal that must stay readable (a deactivated account), shown above the button. */
  const [refusal, setRefusal] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = loginRequestSchema.safeParse({ email: identifier, password, userType: role });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues, authMessageTranslator(t)));
      requestFocus();
      return;
    }
    setErrors({});
    setRefusal(null);
    setBusy(true);
    try {
      const { token, user } = await login(parsed.data);
      signIn(token, parsed.data.userType, user);
      notify.success(t('login.success'));
      navigate(safeRedirectPath(searchParams.get(REDIRECT_PARAM)) ?? homePathFor(parsed.data.userType), { replace: true });
    } catch (error) {
      // 401 'Invalid credentials', 403 'This account is inactive…', 429 'Too many sign-in attempts…': the
      // server's message; else 'Login failed'. The inactive answer stays in the form instead (a toast goes away).
      const message = errorMessage(error, t('login.failed'));
      if (error instanceof ApiError && error.status === 403 && error.fromServer) setRefusal(message);
      else notify.error(message);
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="login-title" className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 id="login-title" className="text-2xl font-bold text-slate-900">
          {t('login.title')}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{t('login.subtitle')}</p>

        <form ref={form} noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-4">
          <RoleChoice
            value={role}
            disabled={busy}
            onChange={(next) => {
              setRole(next);
              setErrors({});
              setRefusal(null);
            }}
          />
          <TextField
            id="login-identifier"
            name="identifier"
            label={t(`login.identifier.${role}`)}
            placeholder={t(`login.identifierPlaceholder.${role}`)}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={identifier}
            onChange={(e) => setIdentifier(e.target.value)}
            error={errors.email}
            disabled={busy}
          />
          <PasswordField
            id="login-password"
            name="password"
            label={t('login.password')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
            disabled={busy}
          />
          {refusal && (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
              {refusal}
            </p>
          )}
          <Button type="submit" busy={busy} fullWidth>
            {busy ? t('login.submitting') : t('login.submit')}
          </Button>
        </form>

        {role === 'user' && (
          <p className="mt-6 text-center text-sm text-slate-700">
            {t('login.noAccount')}{' '}
            <Link
              to="/register"
              className="font-semibold text-teal-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-teal-600"
            >
              {t('login.registerLink')}
            </Link>
          </p>
        )}
        {role === 'doctor' && (
          <p className="mt-6 rounded-lg bg-teal-50 px-3 py-2 text-center text-sm text-teal-900">{t('login.doctorNote')}</p>
        )}
      </div>
    </section>
  );
}
