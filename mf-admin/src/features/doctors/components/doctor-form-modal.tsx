import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { SERVICE_LOCATION, SLOT_DURATIONS, SPECIALIZATIONS } from '@vetnow/contracts/constants';
import type { Doctor } from '@vetnow/contracts/doctor';
import { ApiError, errorMessage } from '@vetnow/web-kit/api-client';
import { notify } from '@vetnow/web-kit/toaster';
import { Button } from '@vetnow/web-kit/ui/button';
import { Modal } from '@vetnow/web-kit/ui/modal';
import { PasswordField } from '@vetnow/web-kit/ui/password-field';
import { Select } from '@vetnow/web-kit/ui/select';
import { TextField } from '@vetnow/web-kit/ui/text-field';
import { useTranslation } from 'react-i18next';
import { ADMIN_DOCTORS_NS, translateFormMessage } from '../i18n/admin-doctors-i18n';
import { createDoctor, updateDoctor } from '../api/admin-doctors-api';
import {
  EMPTY_DOCTOR_FORM,
  fieldOfPath,
  formValuesOf,
  validateDoctorForm,
  type DoctorFormErrors,
  type DoctorFormValues,
} from './doctor-form';

const SPECIALIZATION_OPTIONS = SPECIALIZATIONS.map((value) => ({ value, label: value }));

export interface DoctorFormModalProps {
  /** 'new' opens the Add Doctor form, a doctor the Edit form, null closes it. Key the modal by the target. */
  target: Doctor | 'new' | null;
  onClose: () => void;
  /** The created or updated doctor, after the success toast. */
  onSaved: (doctor: Doctor) => void;
}

/** Field errors a 400 answer listed (`errors: [{ path, message }]`), mapped to the form's fields. */
function serverFieldErrors(error: unknown): DoctorFormErrors {
  const errors: DoctorFormErrors = {};
  if (!(error instanceof ApiError)) return errors;
  if (error.status === 409) errors.email = error.message;
  const list = (error.body as { errors?: unknown } | undefined)?.errors;
  if (Array.isArray(list)) {
    for (const item of list as Array<{ path?: unknown; message?: unknown }>) {
      if (typeof item?.path !== 'string' || typeof item.message !== 'string') continue;
      const field = fieldOfPath(item.path);
      if (field && !errors[field]) errors[field] = item.message;
    }
  }
  return errors;
}

/**
 * Add / Edit Doctor (spec §5): validated with the contracts schema on submit, messages at the fields, the
 * password on create only, location fixed to Battaramulla, server errors (e.g. 409 email taken) at the field
 * and in a toast.
 */
export function DoctorFormModal({ target, onClose, onSaved }: DoctorFormModalProps) {
  const { t } = useTranslation(ADMIN_DOCTORS_NS);
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  const mode = target === 'new' ? 'create' : 'edit';
  const [values, setValues] = useState<DoctorFormValues>(() =>
    target === null || target === 'new' ? EMPTY_DOCTOR_FORM : formValuesOf(target),
  );
  const [errors, setErrors] = useState<DoctorFormErrors>({});
  const [saving, setSaving] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const field = (name: keyof DoctorFormValues) => ({
    name,
    value: values[name],
    error: translateFormMessage(t, errors[name]),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving || target === null) return;
    const result = validateDoctorForm(values, mode);
    if (!result.ok) {
      setErrors(result.errors);
      setFocusRequest((n) => n + 1);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const doctor =
        result.mode === 'create'
          ? await createDoctor(result.data)
          : await updateDoctor((target as Doctor)._id, result.data);
      notify.success(mode === 'create' ? t('toasts.created') : t('toasts.updated'));
      onSaved(doctor);
      onClose();
    } catch (error) {
      setSaving(false);
      const fieldErrors = serverFieldErrors(error);
      if (Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
        setFocusRequest((n) => n + 1);
      }
      notify.error(errorMessage(error, t('toasts.saveFailed')));
    }
  }

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
      <form id={formId} ref={form} noValidate onSubmit={submit} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField label={t('form.fullName')} required autoComplete="off" {...field('fullName')} />
        </div>
        <div className="sm:col-span-2">
          <TextField label={t('form.email')} type="email" required autoComplete="off" {...field('email')} />
        </div>
        {mode === 'create' && (
          <div className="sm:col-span-2">
            <PasswordField
              label={t('form.password')}
              required
              autoComplete="new-password"
              hint={t('form.passwordHint')}
              {...field('password')}
            />
          </div>
        )}
        <div className="sm:col-span-2">
          <Select label={t('form.specialization')} options={SPECIALIZATION_OPTIONS} required {...field('specialization')} />
        </div>
        <TextField label={t('form.experience')} type="number" inputMode="numeric" min={0} step={1} required {...field('experience')} />
        <TextField
          label={t('form.consultationFee')}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          required
          {...field('consultationFee')}
        />
        <div className="sm:col-span-2">
          <TextField label={t('form.qualifications')} hint={t('form.qualificationsHint')} {...field('qualifications')} />
        </div>
        <div className="sm:col-span-2">
          <TextField label={t('form.contactNumber')} type="tel" required autoComplete="off" {...field('contactNumber')} />
        </div>
        <TextField label={t('form.street')} {...field('street')} />
        <TextField label={t('form.city')} {...field('city')} />
        <div className="sm:col-span-2">
          <TextField label={t('form.location')} value={SERVICE_LOCATION} readOnly hint={t('form.locationHint')} />
        </div>
        <fieldset className="grid grid-cols-1 gap-4 sm:col-span-2 sm:grid-cols-3">
          <legend className="mb-1 text-sm font-semibold text-slate-900">{t('form.workingHours')}</legend>
          <TextField label={t('form.startTime')} type="time" required {...field('startTime')} />
          <TextField label={t('form.endTime')} type="time" required {...field('endTime')} />
          <Select
            label={t('form.slotDuration')}
            options={SLOT_DURATIONS.map((minutes) => ({ value: String(minutes), label: t('form.minutes', { count: minutes }) }))}
            {...field('slotDuration')}
          />
        </fieldset>
      </form>
    </Modal>
  );
}
