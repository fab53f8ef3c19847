import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SERVICE_LOCATION, SLOT_DURATIONS } from '@vetnow/contracts/constants';
import { formatPhoneNational } from '@vetnow/contracts/phone';
import { adminDoctorUpdateSchema, doctorSelfUpdateSchema, type Doctor } from '@vetnow/contracts/doctor';
import { errorText } from '@vetnow/web-kit/errors';
import { applyServerErrors, fieldError, useZodForm } from '@vetnow/web-kit/forms';
import { formatLkr } from '@vetnow/web-kit/format';
import { notify } from '@vetnow/web-kit/toaster';
import { Button } from '@vetnow/web-kit/ui/button';
import { Select } from '@vetnow/web-kit/ui/select';
import { TextField } from '@vetnow/web-kit/ui/text-field';
import { useUpdateDoctorProfile } from '../../../shared/api/doctor-api';
import { NAMESPACE } from '../i18n/doctor-profile-i18n';

/**
 * What a doctor may change about themselves (svc-clinic's PUT /doctors/dashboard/profile): name, contact,
 * experience, qualifications, clinic street and city, working hours. The contracts' self-update rules, with
 * experience required as in the doctor form. Email, specialization, fee and location are the admin's.
 */
export const doctorProfileFormSchema = doctorSelfUpdateSchema
  .omit({ specialization: true })
  .extend({ experience: adminDoctorUpdateSchema.shape.experience });

const FIELDS = [
  'fullName',
  'contactNumber',
  'experience',
  'qualifications',
  'clinicAddress.street',
  'clinicAddress.city',
  'workingHours.startTime',
  'workingHours.endTime',
  'workingHours.slotDuration',
] as const;

const READ_ONLY_CLASS = 'read-only:cursor-not-allowed read-only:border-dashed read-only:bg-slate-100 read-only:text-slate-700';

export function DoctorProfileForm({
  profile,
  onCancel,
  onSaved,
}: {
  profile: Doctor;
  onCancel: () => void;
  onSaved: (doctor: Doctor) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const update = useUpdateDoctorProfile();
  const form = useZodForm(doctorProfileFormSchema, {
    defaultValues: {
      fullName: profile.fullName,
      contactNumber: formatPhoneNational(profile.contactNumber),
      experience: String(profile.experience),
      qualifications: profile.qualifications.join(', '),
      clinicAddress: { street: profile.clinicAddress.street, city: profile.clinicAddress.city, location: SERVICE_LOCATION },
      workingHours: {
        startTime: profile.workingHours.startTime,
        endTime: profile.workingHours.endTime,
        slotDuration: String(profile.workingHours.slotDuration || 30),
      },
    },
  });
  const { errors, isSubmitting: busy } = form.formState;
  const field = (name: (typeof FIELDS)[number]) => ({ ...form.register(name as never), error: fieldError(errors, name) });

  const { setFocus } = form;
  useEffect(() => setFocus('fullName' as never), [setFocus]); // the form opens on its first field

  const submit = form.handleSubmit(async (data) => {
    try {
      const doctor = await update.mutateAsync(data);
      notify.success(t('updated'));
      onSaved(doctor);
    } catch (error) {
      applyServerErrors(form.setError, error, FIELDS);
      notify.error(errorText(error, t('updateFailed')));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4 sm:grid-cols-2">
      <TextField id="doctor-full-name" label={t('fields.fullName')} autoComplete="name" required {...field('fullName')} />
      <TextField id="doctor-contact-number" type="tel" label={t('fields.contactNumber')} autoComplete="tel" required {...field('contactNumber')} />
      <TextField id="doctor-experience" type="number" inputMode="numeric" min={0} label={t('fields.experience')} required {...field('experience')} />
      <TextField id="doctor-qualifications" label={t('fields.qualifications')} hint={t('qualificationsHint')} {...field('qualifications')} />
      <TextField id="doctor-street" label={t('fields.street')} {...field('clinicAddress.street')} />
      <TextField id="doctor-city" label={t('fields.city')} {...field('clinicAddress.city')} />
      <TextField id="doctor-start-time" type="time" label={t('fields.startTime')} required {...field('workingHours.startTime')} />
      <TextField id="doctor-end-time" type="time" label={t('fields.endTime')} required {...field('workingHours.endTime')} />
      <Select
        id="doctor-slot-duration"
        label={t('fields.slotDuration')}
        options={SLOT_DURATIONS.map((minutes) => ({ value: String(minutes), label: t('minutes', { count: minutes }) }))}
        {...field('workingHours.slotDuration')}
      />
      <TextField id="doctor-email" label={t('fields.email')} hint={t('adminOnlyHint')} value={profile.email} readOnly className={READ_ONLY_CLASS} />
      <TextField
        id="doctor-specialization"
        label={t('fields.specialization')}
        hint={t('adminOnlyHint')}
        value={profile.specialization}
        readOnly
        className={READ_ONLY_CLASS}
      />
      <TextField id="doctor-fee" label={t('fields.consultationFee')} hint={t('adminOnlyHint')} value={formatLkr(profile.consultationFee)} readOnly className={READ_ONLY_CLASS} />
      <TextField
        id="doctor-location"
        label={t('fields.location')}
        hint={t('adminOnlyHint')}
        value={profile.clinicAddress.location || SERVICE_LOCATION}
        readOnly
        className={READ_ONLY_CLASS}
      />
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {busy ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
