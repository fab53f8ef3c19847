import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API } from '@vetnow/contracts/api';
import { SERVICE_LOCATION } from '@vetnow/contracts/constants';
import { formatPhoneNational } from '@vetnow/domain/phone';
import { updateProfileRequestSchema, type PublicUser } from '@vetnow/contracts/user';
import { errorText } from '@vetnow/web-kit/errors';
import { FormTextField, applyServerErrors, useZodForm } from '@vetnow/web-kit/forms';
import { apiQueryKey, useApiMutation } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { FormButtons } from '@vetnow/web-kit/ui/form-modal';
import { TextField } from '@vetnow/web-kit/ui/text-field';
import { z } from '@vetnow/contracts/zod';
import { NAMESPACE } from '../i18n/owner-profile-i18n';

const READ_ONLY_CLASS = 'read-only:cursor-not-allowed read-only:border-dashed read-only:bg-slate-100 read-only:text-slate-700';

/** The form's text fields, checked and turned into the request by the contracts' updateProfileRequestSchema. */
const profileFormSchema = z
  .object({ fullName: z.string(), contactNumber: z.string(), address: z.object({ street: z.string(), city: z.string(), location: z.string() }) })
  .transform((values, ctx) => {
    const parsed = updateProfileRequestSchema.safeParse(values);
    if (parsed.success) return parsed.data;
    for (const { path, message } of parsed.error.issues) ctx.addIssue({ code: 'custom', path, message });
    return z.NEVER;
  });

export interface ProfileEditFormProps {
  profile: PublicUser;
  onCancel: () => void;
  onSaved: () => void;
}

/**
 * The Profile tab's edit form (react-hook-form, the contracts' updateProfileRequestSchema): each rule's message at
 * its field and focus on the first invalid one; a server's field errors at their fields, any other failure toasted
 * by its code. The answer becomes the cached profile. Username, e-mail and location show read-only.
 */
export function ProfileEditForm({ profile, onCancel, onSaved }: ProfileEditFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const client = useQueryClient();
  const update = useApiMutation(API.auth.updateProfile, {
    onSuccess: (saved) => client.setQueryData(apiQueryKey(API.auth.getProfile), saved),
  });
  const form = useZodForm(profileFormSchema, {
    defaultValues: {
      fullName: profile.fullName,
      contactNumber: formatPhoneNational(profile.contactNumber),
      address: { street: profile.address.street, city: profile.address.city, location: SERVICE_LOCATION },
    },
  });
  const { handleSubmit, setFocus } = form;
  const busy = form.formState.isSubmitting;

  useEffect(() => setFocus('fullName'), [setFocus]);

  const onSubmit = handleSubmit(async (body) => {
    try {
      await update.mutateAsync({ body });
      notify.success(t('updated'));
      onSaved();
    } catch (error) {
      if (!applyServerErrors(form, error)) notify.error(errorText(error, t('updateFailed')));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4 sm:grid-cols-2">
      <FormTextField form={form} name="fullName" id="profile-full-name" label={t('fields.fullName')} autoComplete="name" required />
      <FormTextField
        form={form}
        name="contactNumber"
        id="profile-contact-number"
        type="tel"
        label={t('fields.contactNumber')}
        autoComplete="tel"
        required
      />
      <FormTextField form={form} name="address.street" id="profile-street" label={t('fields.street')} autoComplete="street-address" />
      <FormTextField form={form} name="address.city" id="profile-city" label={t('fields.city')} autoComplete="address-level2" />
      <TextField id="profile-username" label={t('fields.username')} hint={t('readOnlyHint')} value={profile.username} readOnly className={READ_ONLY_CLASS} />
      <TextField id="profile-email" label={t('fields.email')} hint={t('readOnlyHint')} value={profile.email} readOnly className={READ_ONLY_CLASS} />
      <div className="sm:col-span-2">
        <TextField id="profile-location" label={t('fields.location')} hint={t('locationHint')} value={t(`locations.${SERVICE_LOCATION}`)} readOnly className={READ_ONLY_CLASS} />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <FormButtons busy={busy} onCancel={onCancel} cancelLabel={t('cancel')} submitLabel={busy ? t('saving') : t('save')} />
      </div>
    </form>
  );
}
