import { useTranslation } from 'react-i18next';
import { useNavigate } from '@vetnow/web-kit/router';
import { claimFormSchema, type ClaimLookupResponse } from '@vetnow/contracts/callers';
import { API, apiCall } from '@vetnow/web-kit/api';
import { errorText } from '@vetnow/web-kit/errors';
import { applyServerErrors, useZodForm } from '@vetnow/web-kit/forms';
import { homePathFor, useSession } from '@vetnow/web-kit/session';
import { notify } from '@vetnow/web-kit/toaster';
import { AUTH_NAMESPACE } from '../i18n/auth-i18n';
import { claimRefusalOf, type ClaimRefusal } from '../hooks/use-claim-lookup';
import { IdentifierField, NewPasswordFields, SubmitButton } from './auth-parts';

/** The field a refusal's code names. */
const FIELD_OF_CODE = {
  AUTH_EMAIL_TAKEN: 'email',
  AUTH_PASSWORD_TOO_COMMON: 'password',
  AUTH_PASSWORD_SAME_AS_IDENTIFIER: 'password',
} as const;

export interface ClaimFormProps {
  token: string;
  lookup: ClaimLookupResponse;
  /** The claim answered 410: the link was used, replaced or ran out meanwhile. */
  onRefused: (reason: ClaimRefusal) => void;
}

/**
 * The claim form: the sign-in e-mail (started with the one the desk noted), a password and its confirmation, checked
 * on submit with the contracts' claimFormSchema; then POST /auth/claim, whose answer is a sign-in's (the server sets
 * the refresh cookie): the owner is signed in as after /login and goes to their home.
 */
export function ClaimForm({ token, lookup, onRefused }: ClaimFormProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const { signIn } = useSession();
  const navigate = useNavigate();
  const form = useZodForm(claimFormSchema, {
    defaultValues: { token, email: lookup.email ?? '', password: '', confirmPassword: '' },
  });
  const { isSubmitting: busy } = form.formState;

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      const { token: session, user } = await apiCall(API.auth.claim, { body: data });
      signIn(session, 'user', user);
      notify.success(t('claim.success'));
      navigate(homePathFor('user'), { replace: true });
    } catch (error) {
      const refusal = claimRefusalOf(error);
      if (refusal) onRefused(refusal);
      else if (!applyServerErrors(form, error, FIELD_OF_CODE)) notify.error(errorText(error, t('claim.failed')));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-6 flex flex-col gap-4">
      <IdentifierField
        form={form}
        name="email"
        id="claim-email"
        type="email"
        label={t('claim.email')}
        hint={t('claim.emailHint')}
        autoComplete="email"
        busy={busy}
      />
      <NewPasswordFields
        form={form}
        idPrefix="claim"
        busy={busy}
        passwordLabel={t('claim.password')}
        passwordHint={t('claim.passwordHint')}
        confirmLabel={t('claim.confirmPassword')}
      />
      <SubmitButton busy={busy} label={t('claim.submit')} busyLabel={t('claim.submitting')} />
    </form>
  );
}
