import type { UseFormReturn } from 'react-hook-form';
import { SERVICE_LOCATION, SLOT_DURATIONS, SPECIALIZATIONS } from '@vetnow/contracts/constants';
import type { Doctor } from '@vetnow/contracts/doctor';
import { errorText } from '@vetnow/web-kit/errors';
import { FormPasswordField, FormSelectField, FormTextField, applyServerErrors, useZodForm } from '@vetnow/web-kit/forms';
import { notify } from '@vetnow/web-kit/toaster';
import { FormModal } from '@vetnow/web-kit/ui/form-modal';
import { TextField } from '@vetnow/web-kit/ui/text-field';
import { useTranslation } from 'react-i18next';
import { ADMIN_DOCTORS_NS } from '../i18n/admin-doctors-i18n';
import { useSaveDoctor } from '../hooks/use-admin-doctors';
import { doctorFormSchema, emptyDoctorForm, formValuesOf, type DoctorFormValues } from './doctor-form';

export interface DoctorFormModalProps {
  /** 'new' opens the Add Doctor form, a doctor the Edit form, null closes it. Key the modal by the target. */
  target: Doctor | 'new' | null;
  onClose: () => void;
}

/**
 * Add / Edit Doctor (spec §5): react-hook-form with the request's contracts schema (validated on submit, each
 * message at its field, focus on the first), the password on create only, location fixed to Battaramulla, server
 * errors at their fields (a taken email at Email) and in a toast.
 */
export function DoctorFormModal({ target, onClose }: DoctorFormModalProps) {
  const { t } = useTranslation(ADMIN_DOCTORS_NS);
  const mode = target === 'new' ? 'create' : 'edit';
  const form = useZodForm(doctorFormSchema(mode), {
    defaultValues: target === null || target === 'new' ? emptyDoctorForm() : formValuesOf(target),
  });
  const save = useSaveDoctor();
  // Create's and edit's schemas take the same values (edit without a password): the fields bind to those.
  const fields = form as unknown as UseFormReturn<DoctorFormValues>;

  const submit = form.handleSubmit(async (data) => {
    if (target === null) return;
    try {
      await save(target, data);
      notify.success(mode === 'create' ? t('toasts.created') : t('toasts.updated'));
      onClose();
    } catch (error) {
      applyServerErrors(fields, error, { DOCTOR_EMAIL_TAKEN: 'email' });
      notify.error(errorText(error, t('toasts.saveFailed')));
    }
  });
  const saving = form.formState.isSubmitting;

  return (
    <FormModal
      open={target !== null}
      title={mode === 'create' ? t('form.addTitle') : t('form.editTitle')}
      description={t('form.description')}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      busy={saving}
      submitLabel={mode === 'create' ? t('form.create') : t('form.save')}
      cancelLabel={t('form.cancel')}
      formClassName="grid grid-cols-1 gap-4 sm:grid-cols-2"
    >
        <div className="sm:col-span-2">
          <FormTextField form={fields} name="fullName" label={t('form.fullName')} required autoComplete="off" />
        </div>
        <div className="sm:col-span-2">
          <FormTextField form={fields} name="email" label={t('form.email')} type="email" required autoComplete="off" />
        </div>
        {mode === 'create' && (
          <div className="sm:col-span-2">
            <FormPasswordField form={fields} name="password" label={t('form.password')} required autoComplete="new-password" hint={t('form.passwordHint')} />
          </div>
        )}
        <div className="sm:col-span-2">
          <FormSelectField
            form={fields}
            name="specialization"
            label={t('form.specialization')}
            options={SPECIALIZATIONS.map((value) => ({ value, label: t(`specializations.${value}`) }))}
            required
          />
        </div>
        <FormTextField form={fields} name="experience" label={t('form.experience')} type="number" inputMode="numeric" min={0} step={1} required />
        <FormTextField form={fields} name="consultationFee" label={t('form.consultationFee')} type="number" inputMode="decimal" min={0} step="any" required />
        <div className="sm:col-span-2">
          <FormTextField form={fields} name="qualifications" label={t('form.qualifications')} hint={t('form.qualificationsHint')} />
        </div>
        <div className="sm:col-span-2">
          <FormTextField form={fields} name="contactNumber" label={t('form.contactNumber')} type="tel" required autoComplete="off" />
        </div>
        <FormTextField form={fields} name="clinicAddress.street" label={t('form.street')} />
        <FormTextField form={fields} name="clinicAddress.city" label={t('form.city')} />
        <div className="sm:col-span-2">
          <TextField label={t('form.location')} value={t(`locations.${SERVICE_LOCATION}`)} readOnly hint={t('form.locationHint')} />
        </div>
        <fieldset className="grid grid-cols-1 gap-4 sm:col-span-2 sm:grid-cols-3">
          <legend className="mb-1 text-sm font-semibold text-slate-900">{t('form.workingHours')}</legend>
          <FormTextField form={fields} name="workingHours.startTime" label={t('form.startTime')} type="time" required />
          <FormTextField form={fields} name="workingHours.endTime" label={t('form.endTime')} type="time" required />
          <FormSelectField
            form={fields}
            name="workingHours.slotDuration"
            label={t('form.slotDuration')}
            options={SLOT_DURATIONS.map((minutes) => ({ value: String(minutes), label: t('form.minutes', { count: minutes }) }))}
          />
        </fieldset>
    </FormModal>
  );
}

export type { DoctorFormValues };
