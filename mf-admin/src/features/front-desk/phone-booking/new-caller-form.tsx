import { createCallerRequestSchema, type ClaimLinkSent } from '@vetnow/contracts/callers';
import { errorText } from '@vetnow/web-kit/errors';
import { FormTextField, applyServerErrors, useZodForm, type FormOf } from '@vetnow/web-kit/forms';
import { Button } from '@vetnow/web-kit/ui/button';
import { FormPhoneField } from '@vetnow/web-kit/ui/form-phone-field';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CALLERS_NS } from '../i18n/callers-i18n';
import { AlertNotice } from './notices';
import { useCreateCaller } from './use-callers';

interface NewCallerValues {
  fullName: string;
  contactNumber: string;
  email: string;
}

export interface NewCallerFormProps {
  onCreated: (sent: ClaimLinkSent) => void;
  onCancel: () => void;
}

/**
 * New caller (POST /desk/owners): a full name, a Sri Lankan mobile number and an optional e-mail, checked with the
 * contract's `createCallerRequestSchema`. The account has no password: the owner gets an SMS with a link to claim
 * it. A number (or e-mail) another owner has is shown at its field; any other refusal above the buttons.
 */
export function NewCallerForm({ onCreated, onCancel }: NewCallerFormProps) {
  const { t } = useTranslation(CALLERS_NS);
  const headingId = useId();
  const form = useZodForm(createCallerRequestSchema, { defaultValues: { fullName: '', contactNumber: '', email: '' } });
  const fields = form as unknown as FormOf<NewCallerValues>;
  const create = useCreateCaller();
  const [failure, setFailure] = useState<string | null>(null);

  // The New caller button that opened the form is gone: the first field takes the focus.
  useEffect(() => form.setFocus('fullName'), [form]);

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      onCreated(await create.mutateAsync({ body }));
    } catch (error) {
      const placed = applyServerErrors(fields, error, { AUTH_CALLER_PHONE_TAKEN: 'contactNumber', AUTH_EMAIL_TAKEN: 'email' });
      if (!placed) setFailure(errorText(error, t('newCaller.failed')));
    }
  });

  return (
    <form
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid grid-cols-1 gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2"
    >
      <h3 id={headingId} className="text-base font-semibold text-slate-900 sm:col-span-2">
        {t('newCaller.title')}
      </h3>
      <div className="sm:col-span-2">
        <FormTextField form={fields} name="fullName" label={t('newCaller.fullName')} required autoComplete="off" />
      </div>
      <FormPhoneField form={fields} name="contactNumber" label={t('newCaller.mobile')} hint={t('newCaller.mobileHint')} required />
      <FormTextField form={fields} name="email" label={t('newCaller.email')} type="email" autoComplete="off" />
      <div className="sm:col-span-2">
        <AlertNotice>{failure}</AlertNotice>
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" busy={form.formState.isSubmitting}>
          {t('newCaller.submit')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={form.formState.isSubmitting}>
          {t('newCaller.cancel')}
        </Button>
      </div>
    </form>
  );
}
