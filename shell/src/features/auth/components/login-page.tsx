import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from '@vetnow/web-kit/router';
import type { LoginRole } from '@vetnow/contracts/constants';
import { loginRequestSchema } from '@vetnow/contracts/user';
import { API, apiCall } from '@vetnow/web-kit/api';
import { errorCodeOf, errorText } from '@vetnow/web-kit/errors';
import { FormPasswordField, useZodForm } from '@vetnow/web-kit/forms';
import { homePathFor, useSession } from '@vetnow/web-kit/session';
import { notify } from '@vetnow/web-kit/toaster';
import { AUTH_NAMESPACE } from '../i18n/auth-i18n';
import { REDIRECT_PARAM, safeRedirectPath } from '../redirect/safe-redirect';
import { AuthCard, AuthSwitch, IdentifierField, SubmitButton } from './auth-parts';
import { RoleChoice } from './role-choice';

export { AUTH_NAMESPACE };

/**
 * /login (spec §2): role choice (Front Desk too, issue 39), identifier (labelled by role), password with show/hide,
 * both required (react-hook-form with the contracts' login schema, checked on submit), a busy state, then the session
 * and the page that sent the visitor here (`?redirect=`, same-site paths only) or the role's home.
 */
export function LoginPage() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const form = useZodForm(loginRequestSchema, { defaultValues: { email: '', password: '', userType: 'user' } });
  const { isSubmitting: busy } = form.formState;
  const role = form.watch('userType') as LoginRole;
  /** A refusal that must stay readable (a deactivated account), shown above the button. */
  const [refusal, setRefusal] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (data) => {
    setRefusal(null);
    try {
      const { token, user } = await apiCall(API.auth.login, { body: data });
      signIn(token, data.userType, user);
      notify.success(t('login.success'));
      navigate(safeRedirectPath(searchParams.get(REDIRECT_PARAM)) ?? homePathFor(data.userType), { replace: true });
    } catch (error) {
      // AUTH_INVALID_CREDENTIALS, AUTH_TOO_MANY_SIGN_IN_ATTEMPTS…: a toast with the text of the code; else
      // 'Login failed'. The inactive account's answer stays in the form instead (a toast goes away).
      const message = errorText(error, t('login.failed'));
      if (errorCodeOf(error) === 'AUTH_ACCOUNT_INACTIVE') setRefusal(message);
      else notify.error(message);
    }
  });

  return (
    <AuthCard titleId="login-title" title={t('login.title')} subtitle={t('login.subtitle')}>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-6 flex flex-col gap-4">
        <RoleChoice
          value={role}
          disabled={busy}
          onChange={(next) => {
            form.setValue('userType', next);
            form.clearErrors();
            setRefusal(null);
          }}
        />
        <IdentifierField
          form={form}
          name="email"
          id="login-identifier"
          label={t(`login.identifier.${role}`)}
          placeholder={t(`login.identifierPlaceholder.${role}`)}
          autoComplete="username"
          busy={busy}
        />
        <FormPasswordField
          form={form}
          name="password"
          id="login-password"
          label={t('login.password')}
          autoComplete="current-password"
          required
          readOnly={busy}
        />
        {refusal && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
            {refusal}
          </p>
        )}
        <SubmitButton busy={busy} label={t('login.submit')} busyLabel={t('login.submitting')} />
      </form>

      {role === 'user' && <AuthSwitch question={t('login.noAccount')} to="/register" linkText={t('login.registerLink')} />}
      {(role === 'doctor' || role === 'staff') && (
        <p className="mt-6 rounded-lg bg-teal-50 px-3 py-2 text-center text-sm text-teal-900">
          {t(role === 'doctor' ? 'login.doctorNote' : 'login.staffNote')}
        </p>
      )}
    </AuthCard>
  );
}
