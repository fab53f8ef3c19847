import { useTranslation } from 'react-i18next';
import { API } from '@vetnow/contracts/api';
import { changePasswordRequestSchema, passwordMatchesIdentifier } from '@vetnow/contracts/user';
import { vc } from '@vetnow/contracts/validation';
import { errorText } from '@vetnow/web-kit/errors';
import { FormPasswordField, applyServerErrors, useZodForm } from '@vetnow/web-kit/forms';
import { useApiMutation } from '@vetnow/web-kit/queries';
import { useSession } from '@vetnow/web-kit/session';
import { notify } from '@vetnow/web-kit/toaster';
import { Button } from '@vetnow/web-kit/ui/button';
import { Card } from '@vetnow/web-kit/ui/card';
import { z } from '@vetnow/contracts/zod';
import { NAMESPACE } from '../i18n/owner-profile-i18n';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/** The card's three fields: each one's id, label (a catalogue key) and what the browser may fill in. */
const FIELDS = {
  current: { name: 'currentPassword', id: 'change-password-current', label: 'password.current', autoComplete: 'current-password' },
  next: { name: 'password', id: 'change-password-new', label: 'password.new', autoComplete: 'new-password' },
  confirm: { name: 'confirmPassword', id: 'change-password-confirm', label: 'password.confirm', autoComplete: 'new-password' },
} as const;

/**
 * The form's rules: the contracts' changePasswordRequestSchema (the server's), an empty confirmation asked for
 * as such, and — like registration — a new password that is not the account's e-mail or username.
 */
export function changePasswordFormSchema(identifiers: ReadonlyArray<string | undefined>) {
  return z
    .object({ currentPassword: z.string(), password: z.string(), confirmPassword: z.string() })
    .superRefine((values, ctx) => {
      const parsed = changePasswordRequestSchema.safeParse(values);
      const unconfirmed = values.confirmPassword === '';
      const issues = parsed.success ? [] : parsed.error.issues.filter((i) => !(unconfirmed && i.path[0] === 'confirmPassword'));
      for (const { path, message } of issues) ctx.addIssue({ code: 'custom', path, message });
      if (unconfirmed) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: vc('registration.confirmPasswordRequired') });
      if (parsed.success && passwordMatchesIdentifier(parsed.data.password, identifiers)) {
        ctx.addIssue({ code: 'custom', path: ['password'], message: vc('password.sameAsIdentifier') });
      }
    })
    .transform((values) => changePasswordRequestSchema.parse(values));
}

/**
 * Change Password on the owner's Profile tab (issue 10): the current password and a new one under the same rules
 * as registration. Every session of the account ends (other devices are signed out); this tab continues with the
 * new session the answer carries.
 */
export function ChangePasswordCard() {
  const { t } = useTranslation(NAMESPACE);
  const session = useSession();
  // Ends every session of the account (ADR 0012) and answers a new one for this tab (the refresh cookie too).
  const change = useApiMutation(API.auth.changePassword);
  const identifiers = [session.user?.email, session.user?.['username'] as string | undefined];
  const form = useZodForm(changePasswordFormSchema(identifiers), { defaultValues: EMPTY });
  const { handleSubmit, reset } = form;
  const busy = form.formState.isSubmitting;
  const field = ({ label, ...props }: (typeof FIELDS)[keyof typeof FIELDS]) => (
    <FormPasswordField form={form} {...props} label={t(label)} required />
  );

  const onSubmit = handleSubmit(async (body) => {
    try {
      const { token, user } = await change.mutateAsync({ body });
      session.signIn(token, 'user', user);
      reset(EMPTY);
      notify.success(t('password.changed'));
    } catch (error) {
      if (!applyServerErrors(form, error)) notify.error(errorText(error, t('updateFailed')));
    }
  });

  return (
    <Card title={t('password.title')}>
      <p className="mb-4 text-sm text-slate-600">{t('password.hint')}</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2 sm:max-w-[calc(50%-0.5rem)]">{field(FIELDS.current)}</div>
        {field(FIELDS.next)}
        {field(FIELDS.confirm)}
        <div className="sm:col-span-2">
          <Button type="submit" busy={busy}>
            {busy ? t('password.saving') : t('password.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
