import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { SERVICE_LOCATION } from '@vetnow/contracts/constants';
import { registrationFormSchema } from '@vetnow/contracts/user';
import { errorMessage } from '@vetnow/web-kit/api-client';
import { fieldErrorsOf, useFocusFirstInvalid, type FieldErrors } from '@vetnow/web-kit/form-errors';
import { useSession } from '@vetnow/web-kit/session';
import { notify } from '@vetnow/web-kit/toaster';
import { Button } from '@vetnow/web-kit/ui/button';
import { PasswordField } from '@vetnow/web-kit/ui/password-field';
import { TextField } from '@vetnow/web-kit/ui/text-field';
import { register } from '../api/auth-api';
import { AUTH_NAMESPACE, authMessageTranslator } from '../i18n/auth-i18n';
import { serverFieldErrors } from './server-field-errors';

const EMPTY = {
  username: '',
  email: '',
  fullName: '',
  contactNumber: '',
  street: '',
  city: '',
  password: '',
  confirmPassword: '',
};
type Values = typeof EMPTY;

/** The registration form's fields, by the paths of the contracts' schema (server `errors` use the same). */
export const REGISTER_FIELDS = [
  'username',
  'email',
  'fullName',
  'contactNumber',
  'address.street',
  'address.city',
  'password',
  'confirmPassword',
] as const;

/**
 * /register (spec §2, §5): the owner's account; rules checked on submit with the contracts' schema, each
 * message at its field; the fixed service location Battaramulla; then signed in and on /dashboard.
 */
export function RegisterPage() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const { signIn } = useSession();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const requestFocus = useFocusFirstInvalid(form);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const bind = (field: keyof Values) => ({
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value })),
    disabled: busy,
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = registrationFormSchema.safeParse({
      username: values.username,
      email: values.email,
      password: values.password,
      confirmPassword: values.confirmPassword,
      fullName: values.fullName,
      contactNumber: values.contactNumber,
      address: { street: values.street, city: values.city, location: SERVICE_LOCATION },
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues, authMessageTranslator(t)));
      requestFocus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { confirmPassword: _confirm, ...body } = parsed.data;
      const { token, user } = await register(body);
      signIn(token, 'user', user);
      notify.success(t('register.success'));
      navigate('/dashboard', { replace: true });
    } catch (error) {
      setBusy(false);
      const atFields = serverFieldErrors(error, REGISTER_FIELDS);
      if (atFields) {
        setErrors(fieldErrorsOf(atFields, authMessageTranslator(t)));
        requestFocus();
      } else {
        notify.error(errorMessage(error, t('register.failed')));
      }
    }
  }

  return (
    <section aria-labelledby="register-title" className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 id="register-title" className="text-2xl font-bold text-slate-900">
          {t('register.title')}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{t('register.subtitle')}</p>

        <form ref={form} noValidate onSubmit={onSubmit} className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            id="register-username"
            label={t('register.username')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            error={errors.username}
            {...bind('username')}
          />
          <TextField
            id="register-email"
            type="email"
            label={t('register.email')}
            autoComplete="email"
            required
            error={errors.email}
            {...bind('email')}
          />
          <TextField
            id="register-full-name"
            label={t('register.fullName')}
            autoComplete="name"
            required
            error={errors.fullName}
            {...bind('fullName')}
          />
          <TextField
            id="register-contact-number"
            type="tel"
            label={t('register.contactNumber')}
            autoComplete="tel"
            required
            error={errors.contactNumber}
            {...bind('contactNumber')}
          />
          <TextField
            id="register-street"
            label={t('register.street')}
            autoComplete="street-address"
            error={errors['address.street']}
            {...bind('street')}
          />
          <TextField
            id="register-city"
            label={t('register.city')}
            autoComplete="address-level2"
            error={errors['address.city']}
            {...bind('city')}
          />
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
          <PasswordField
            id="register-password"
            label={t('register.password')}
            autoComplete="new-password"
            required
            error={errors.password}
            {...bind('password')}
          />
          <PasswordField
            id="register-confirm-password"
            label={t('register.confirmPassword')}
            autoComplete="new-password"
            required
            error={errors.confirmPassword}
            {...bind('confirmPassword')}
          />
          <div className="sm:col-span-2">
            <Button type="submit" busy={busy} fullWidth>
              {busy ? t('register.submitting') : t('register.submit')}
            </Button>
          </div>
        </form>

        <p className="mt-6 text-center text-sm text-slate-700">
          {t('register.haveAccount')}{' '}
          <Link
            to="/login"
            className="font-semibold text-teal-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-teal-600"
          >
            {t('register.signInLink')}
          </Link>
        </p>
      </div>
    </section>
  );
}
