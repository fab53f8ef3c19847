import { createStaffRequestSchema } from '@vetnow/contracts/front-desk';
import { errorText } from '@vetnow/web-kit/errors';
import { FormPasswordField, FormTextField, applyServerErrors, useZodForm } from '@vetnow/web-kit/forms';
import { notify } from '@vetnow/web-kit/toaster';
import { FormModal } from '@vetnow/web-kit/ui/form-modal';
import { FormPhoneField } from '@vetnow/web-kit/ui/form-phone-field';
import { useTranslation } from 'react-i18next';
import { useCreateStaff } from '../hooks/use-staff';
import { ADMIN_STAFF_NS } from '../i18n/admin-staff-i18n';

/** Where the server's refusals belong. */
const FIELD_OF_CODE = {
  AUTH_EMAIL_TAKEN: 'email',
  AUTH_PASSWORD_TOO_COMMON: 'password',
  AUTH_PASSWORD_SAME_AS_IDENTIFIER: 'password',
} as const;

/**
 * Add staff member (POST /admin/staff): full name, email, mobile and a first password, checked with the contract's
 * `createStaffRequestSchema` on submit (each message at its field, focus on the first); a taken email or a refused
 * password is shown at its field and toasted. Mount it when it opens: each opening starts empty.
 */
export function StaffFormModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(ADMIN_STAFF_NS);
  const form = useZodForm(createStaffRequestSchema, { defaultValues: { fullName: '', email: '', contactNumber: '', password: '' } });
  const create = useCreateStaff();

  const submit = form.handleSubmit(async (body) => {
    try {
      const member = await create.mutateAsync({ body });
      notify.success(t('toasts.created', { name: member.fullName }));
      onClose();
    } catch (error) {
      applyServerErrors(form, error, FIELD_OF_CODE);
      notify.error(errorText(error, t('toasts.saveFailed')));
    }
  });

  return (
    <FormModal
      title={t('form.title')}
      description={t('form.description')}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      busy={form.formState.isSubmitting}
      submitLabel={t('form.create')}
      cancelLabel={t('form.cancel')}
      formClassName="flex flex-col gap-4"
    >
      <FormTextField form={form} name="fullName" label={t('form.fullName')} required autoComplete="off" />
      <FormTextField form={form} name="email" label={t('form.email')} type="email" required autoComplete="off" />
      <FormPhoneField form={form} name="contactNumber" label={t('form.contactNumber')} hint={t('form.contactHint')} required />
      <FormPasswordField form={form} name="password" label={t('form.password')} hint={t('form.passwordHint')} required autoComplete="new-password" />
    </FormModal>
  );
}
