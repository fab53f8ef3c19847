import { useId } from 'react';
import { SERVICE_LOCATION, SLOT_DURATIONS, SPECIALIZATIONS } from '@vetnow/contracts/constants';
import type { AdminDoctorCreateData, AdminDoctorUpdateData, Doctor } from '@vetnow/contracts/doctor';
import { errorCodeOf, errorText } from '@vetnow/web-kit/errors';
import { applyServerErrors, fieldError, useZodForm } from '@vetnow/web-kit/forms';
import { notify } from '@vetnow/web-kit/toaster';
import { Button } from '@vetnow/web-kit/ui/button';
import { Modal } from '@vetnow/web-kit/ui/modal';
import { PasswordField } from '@vetnow/web-kit/ui/password-field';
import { Select } from '@vetnow/web-kit/ui/select';
import { TextField } from '@vetnow/web-kit/ui/text-field';
import { useTranslation } from 'react-i18next';
import { ADMIN_DOCTORS_NS } from '../i18n/admin-doctors-i18n';
import { useSaveDoctor } from '../api/admin-doctors-api';
import { DOCTOR_FORM_FIELDS, doctorFormSchema, emptyDoctorForm, formValuesOf, type DoctorFormValues } from './doctor-form';

const SPECIALIZATION_OPTIONS = SPECIALIZATIONS.map((value) => ({ value, label: value }));

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
  const formId = useId();
  const mode = target === 'new' ? 'create' : 'edit';
  const form = useZodForm(doctorFormSchema(mode), {
    defaultValues: target === null || target === 'new' ? emptyDoctorForm() : formValuesOf(target),
  });
  const save = useSaveDoctor();
  const { errors } = form.formState;
  const field = (name: (typeof DOCTOR_FORM_FIELDS)[number]) => ({
    ...form.register(name as never),
    error: fieldError(errors, name),
  });

  const submit = form.handleSubmit(async (data) => {
    if (target === null) return;
    try {
      await save.mutateAsync(
        target === 'new'
          ? { mode: 'create', data: data as AdminDoctorCreateData }
          : { mode: 'edit', id: target._id, data: data as AdminDoctorUpdateData },
      );
      notify.success(mode === 'create' ? t('toasts.created') : t('toasts.updated'));
      onClose();
    } catch (error) {
      if (errorCodeOf(error) === 'DOCTOR_EMAIL_TAKEN') {
        form.setError('email' as never, { type: 'server', message: errorText(error, t('toasts.saveFailed')) }, { shouldFocus: true });
      } else applyServerErrors(form.setError, error, DOCTOR_FORM_FIELDS);
      notify.error(errorText(error, t('toasts.saveFailed')));
    }
  });
  const saving = form.formState.isSubmitting;

  return (
    <Modal
      open={target !== null}
      title={mode === 'create' ? t('form.addTitle') : t('form.editTitle')}
      description={t('form.description')}
      onClose={() => {
        if (!saving) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={saving}>
            {mode === 'create' ? t('form.create') : t('form.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField label={t('form.fullName')} required autoComplete="off" {...field('fullName')} />
        </div>
        <div className="sm:col-span-2">
          <TextField label={t('form.email')} type="email" required autoComplete="off" {...field('email')} />
        </div>
        {mode === 'create' && (
          <div className="sm:col-span-2">
            <PasswordField label={t('form.password')} required autoComplete="new-password" hint={t('form.passwordHint')} {...field('password')} />
          </div>
        )}
        <div className="sm:col-span-2">
          <Select label={t('form.specialization')} options={SPECIALIZATION_OPTIONS} required {...field('specialization')} />
        </div>
        <TextField label={t('form.experience')} type="number" inputMode="numeric" min={0} step={1} required {...field('experience')} />
        <TextField label={t('form.consultationFee')} type="number" inputMode="decimal" min={0} step="any" required {...field('consultationFee')} />
        <div className="sm:col-span-2">
          <TextField label={t('form.qualifications')} hint={t('form.qualificationsHint')} {...field('qualifications')} />
        </div>
        <div className="sm:col-span-2">
          <TextField label={t('form.contactNumber')} type="tel" required autoComplete="off" {...field('contactNumber')} />
        </div>
        <TextField label={t('form.street')} {...field('clinicAddress.street')} />
        <TextField label={t('form.city')} {...field('clinicAddress.city')} />
        <div className="sm:col-span-2">
          <TextField label={t('form.location')} value={SERVICE_LOCATION} readOnly hint={t('form.locationHint')} />
        </div>
        <fieldset className="grid grid-cols-1 gap-4 sm:col-span-2 sm:grid-cols-3">
          <legend className="mb-1 text-sm font-semibold text-slate-900">{t('form.workingHours')}</legend>
          <TextField label={t('form.startTime')} type="time" required {...field('workingHours.startTime')} />
          <TextField label={t('form.endTime')} type="time" required {...field('workingHours.endTime')} />
          <Select
            label={t('form.slotDuration')}
            options={SLOT_DURATIONS.map((minutes) => ({ value: String(minutes), label: t('form.minutes', { count: minutes }) }))}
            {...field('workingHours.slotDuration')}
          />
        </fieldset>
      </form>
    </Modal>
  );
}

export type { DoctorFormValues };
