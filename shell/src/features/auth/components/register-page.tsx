import { useTranslation } from 'react-i18next';
import { useNavigate } from '@vetnow/web-kit/router';
import { SERVICE_LOCATION } from '@vetnow/contracts/constants';
import { registrationFormSchema } from '@vetnow/contracts/user';
import { API, apiCall } from '@vetnow/web-kit/api';
import { errorText } from '@vetnow/web-kit/errors';
import { FormTextField, applyServerErrors, useZodForm } from '@vetnow/web-kit/forms';
import { isLanguage } from '@vetnow/web-kit/i18n';
import { useSession } from '@vetnow/web-kit/session';
import { notify } from '@vetnow/web-kit/toaster';
import { TextField } from '@vetnow/web-kit/ui/text-field';
import { AUTH_NAMESPACE } from '../i18n/auth-i18n';
import { AuthCard, AuthSwitch, IdentifierField, NewPasswordFields, SubmitButton } from './auth-parts';

/** The field a conflict's code names (svc-auth answers 409 for a taken username or email). */
const FIELD_OF_CODE: Record<string, 'username' | 'email'> = { AUTH_USERNAME_TAKEN: 'username', AUTH_EMAIL_TAKEN: 'email' };

/**
 * /register (spec §2, §5): the owner's account; react-hook-form with the contracts' schema, checked on submit,
 * each message at its field; the fixed service location Battaramulla; then signed in and on /dashboard.
 */
export function RegisterPage() {
  const { t, i18n } = useTranslation(AUTH_NAMESPACE);
  const { signIn } = useSession();
  const navigate = useNavigate();
  const form = useZodForm(registrationFormSchema, {
    defaultValues: {
      username: '',
      email: '',
      fullName: '',
      contactNumber: '',
      address: { street: '', city: '', location: SERVICE_LOCATION },
      password: '',
      confirmPassword: '',
    },
  });
  const { isSubmitting: busy } = form.formState;

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      const { confirmPassword: _confirm, ...fields } = data;
      // The account starts in the language the visitor registered in (so signing in keeps it).
      const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : undefined;
      const body = { ...fields, ...(language ? { language } : {}) };
      const { token, user } = await apiCall(API.auth.register, { body });
      signIn(token, 'user', user);
      notify.success(t('register.success'));
      navigate('/dashboard', { replace: true });
    } catch (error) {
      if (!applyServerErrors(form, error, FIELD_OF_CODE)) notify.error(errorText(error, t('register.failed')));
    }
  });

  return (
    <AuthCard titleId="register-title" title={t('register.title')} subtitle={t('register.subtitle')} wide>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <IdentifierField
          form={form}
          name="username"
          id="register-username"
          label={t('register.username')}
          autoComplete="username"
          busy={busy}
        />
        <FormTextField form={form} name="email" id="register-email" type="email" label={t('register.email')} autoComplete="email" required readOnly={busy} />
        <FormTextField form={form} name="fullName" id="register-full-name" label={t('register.fullName')} autoComplete="name" required readOnly={busy} />
        <FormTextField
          form={form}
          name="contactNumber"
          id="register-contact-number"
          type="tel"
          label={t('register.contactNumber')}
          autoComplete="tel"
          required
          readOnly={busy}
        />
        <FormTextField form={form} name="address.street" id="register-street" label={t('register.street')} autoComplete="street-address" readOnly={busy} />
        <FormTextField form={form} name="address.city" id="register-city" label={t('register.city')} autoComplete="address-level2" readOnly={busy} />
        <div className="sm:col-span-2">
          <TextField
            id="register-location"
            name="location"
            label={t('register.location')}
            hint={t('register.locationHint')}
            value={SERVICE_LOCATION}
            readOnly
            tabIndex={-1}
            className="read-only:cursor-not-allowed read-only:border-dashed read-only:bg-slate-100 read-only:text-slate-700"
          />
        </div>
        <NewPasswordFields
          form={form}
          idPrefix="register"
          busy={busy}
          passwordLabel={t('register.password')}
          confirmLabel={t('register.confirmPassword')}
        />
        <div className="sm:col-span-2">
          <SubmitButton busy={busy} label={t('register.submit')} busyLabel={t('register.submitting')} />
        </div>
      </form>

      <AuthSwitch question={t('register.haveAccount')} to="/login" linkText={t('register.signInLink')} />
    </AuthCard>
  );
}
