import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SERVICE_LOCATION, SLOT_DURATIONS } from '@vetnow/contracts/constants';
import { formatPhoneNational } from '@vetnow/domain/phone';
import { adminDoctorUpdateSchema, doctorSelfUpdateSchema, type Doctor } from '@vetnow/contracts/doctor';
import { errorText } from '@vetnow/web-kit/errors';
import { API } from '@vetnow/web-kit/api';
import { FormSelectField, FormTextField, applyServerErrors, useZodForm } from '@vetnow/web-kit/forms';
import { formatLkr } from '@vetnow/web-kit/format';
import { notify } from '@vetnow/web-kit/toaster';
import { FormButtons } from '@vetnow/web-kit/ui/form-modal';
import { apiQuery, useApiMutation } from '@vetnow/web-kit/queries';
import { TextField } from '@vetnow/web-kit/ui/text-field';
import { NAMESPACE } from '../i18n/doctor-profile-i18n';

/**
 * What a doctor may change about themselves (svc-clinic's PUT /doctors/dashboard/profile): name, contact,
 * experience, qualifications, clinic street and city, working hours. The contracts' self-update rules, with
 * experience required as in the doctor form. Email, specialization, fee and location are the admin's.
 */
export const doctorProfileFormSchema = doctorSelfUpdateSchema
  .omit({ specialization: true })
  .extend({ experience: adminDoctorUpdateSchema.shape.experience });

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
  const client = useQueryClient();
  // The answer is the cached profile at once; the invalidation map then refreshes the doctor's other reads.
  const update = useApiMutation(API.clinic.updateOwnProfile, {
    onSuccess: (doctor) => client.setQueryData(apiQuery(API.clinic.getOwnProfile).queryKey, doctor),
  });
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
  const { isSubmitting: busy } = form.formState;

  const { setFocus } = form;
  useEffect(() => setFocus('fullName'), [setFocus]); // the form opens on its first field

  const submit = form.handleSubmit(async (data) => {
    try {
      const doctor = await update.mutateAsync({ body: data });
      notify.success(t('updated'));
      onSaved(doctor);
    } catch (error) {
      applyServerErrors(form, error);
      notify.error(errorText(error, t('updateFailed')));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4 sm:grid-cols-2">
      <FormTextField form={form} name="fullName" id="doctor-full-name" label={t('fields.fullName')} autoComplete="name" required />
      <FormTextField form={form} name="contactNumber" id="doctor-contact-number" type="tel" label={t('fields.contactNumber')} autoComplete="tel" required />
      <FormTextField form={form} name="experience" id="doctor-experience" type="number" inputMode="numeric" min={0} label={t('fields.experience')} required />
      <FormTextField form={form} name="qualifications" id="doctor-qualifications" label={t('fields.qualifications')} hint={t('qualificationsHint')} />
      <FormTextField form={form} name="clinicAddress.street" id="doctor-street" label={t('fields.street')} />
      <FormTextField form={form} name="clinicAddress.city" id="doctor-city" label={t('fields.city')} />
      <FormTextField form={form} name="workingHours.startTime" id="doctor-start-time" type="time" label={t('fields.startTime')} required />
      <FormTextField form={form} name="workingHours.endTime" id="doctor-end-time" type="time" label={t('fields.endTime')} required />
      <FormSelectField
        form={form}
        name="workingHours.slotDuration"
        id="doctor-slot-duration"
        label={t('fields.slotDuration')}
        options={SLOT_DURATIONS.map((minutes) => ({ value: String(minutes), label: t('minutes', { count: minutes }) }))}
      />
      <TextField id="doctor-email" label={t('fields.email')} hint={t('adminOnlyHint')} value={profile.email} readOnly className={READ_ONLY_CLASS} />
      <TextField
        id="doctor-specialization"
        label={t('fields.specialization')}
        hint={t('adminOnlyHint')}
        value={t(`specializations.${profile.specialization}`, { defaultValue: profile.specialization })}
        readOnly
        className={READ_ONLY_CLASS}
      />
      <TextField id="doctor-fee" label={t('fields.consultationFee')} hint={t('adminOnlyHint')} value={formatLkr(profile.consultationFee)} readOnly className={READ_ONLY_CLASS} />
      <TextField
        id="doctor-location"
        label={t('fields.location')}
        hint={t('adminOnlyHint')}
        value={t(`locations.${profile.clinicAddress.location || SERVICE_LOCATION}`, { defaultValue: profile.clinicAddress.location || SERVICE_LOCATION })}
        readOnly
        className={READ_ONLY_CLASS}
      />
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <FormButtons busy={busy} onCancel={onCancel} cancelLabel={t('cancel')} submitLabel={busy ? t('saving') : t('save')} />
      </div>
    </form>
  );
}
