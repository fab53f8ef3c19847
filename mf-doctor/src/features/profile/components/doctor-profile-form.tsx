import { useTranslation } from 'react-i18next';
import { SERVICE_LOCATION, SLOT_DURATIONS } from '@vetnow/contracts/constants';
import { formatPhoneNational } from '@vetnow/contracts/phone';
import { adminDoctorUpdateSchema, doctorSelfUpdateSchema, type Doctor } from '@vetnow/contracts/doctor';
import { useEditForm } from '@vetnow/web-kit/form-errors';
import { formatLkr } from '@vetnow/web-kit/format';
import { Button } from '@vetnow/web-kit/ui/button';
import { Select } from '@vetnow/web-kit/ui/select';
import { TextField } from '@vetnow/web-kit/ui/text-field';
import { updateDoctorProfile } from '../api/doctor-profile-api';
import { NAMESPACE, doctorProfileMessageTranslator } from '../i18n/doctor-profile-i18n';

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
  const { form, errors, busy, bind, onSubmit } = useEditForm({
    initial: {
      fullName: profile.fullName,
      contactNumber: formatPhoneNational(profile.contactNumber),
      experience: String(profile.experience),
      qualifications: profile.qualifications.join(', '),
      street: profile.clinicAddress.street,
      city: profile.clinicAddress.city,
      startTime: profile.workingHours.startTime,
      endTime: profile.workingHours.endTime,
      slotDuration: String(profile.workingHours.slotDuration || 30),
    },
    schema: doctorProfileFormSchema,
    toInput: (v) => ({
      fullName: v.fullName,
      contactNumber: v.contactNumber,
      experience: v.experience,
      qualifications: v.qualifications,
      clinicAddress: { street: v.street, city: v.city, location: SERVICE_LOCATION },
      workingHours: { startTime: v.startTime, endTime: v.endTime, slotDuration: v.slotDuration },
    }),
    translate: doctorProfileMessageTranslator(t),
    save: updateDoctorProfile,
    onSaved,
    messages: { saved: t('updated'), failed: t('updateFailed') },
  });

  return (
    <form ref={form} noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <TextField id="doctor-full-name" label={t('fields.fullName')} autoComplete="name" required error={errors.fullName} {...bind('fullName')} />
      <TextField
        id="doctor-contact-number"
        type="tel"
        label={t('fields.contactNumber')}
        autoComplete="tel"
        required
        error={errors.contactNumber}
        {...bind('contactNumber')}
      />
      <TextField
        id="doctor-experience"
        type="number"
        inputMode="numeric"
        min={0}
        label={t('fields.experience')}
        required
        error={errors.experience}
        {...bind('experience')}
      />
      <TextField
        id="doctor-qualifications"
        label={t('fields.qualifications')}
        hint={t('qualificationsHint')}
        error={errors.qualifications}
        {...bind('qualifications')}
      />
      <TextField id="doctor-street" label={t('fields.street')} error={errors['clinicAddress.street']} {...bind('street')} />
      <TextField id="doctor-city" label={t('fields.city')} error={errors['clinicAddress.city']} {...bind('city')} />
      <TextField
        id="doctor-start-time"
        type="time"
        label={t('fields.startTime')}
        required
        error={errors['workingHours.startTime']}
        {...bind('startTime')}
      />
      <TextField
        id="doctor-end-time"
        type="time"
        label={t('fields.endTime')}
        required
        error={errors['workingHours.endTime']}
        {...bind('endTime')}
      />
      <Select
        id="doctor-slot-duration"
        label={t('fields.slotDuration')}
        options={SLOT_DURATIONS.map((minutes) => ({ value: String(minutes), label: t('minutes', { count: minutes }) }))}
        error={errors['workingHours.slotDuration']}
        {...bind('slotDuration')}
      />
      <TextField
        id="doctor-email"
        label={t('fields.email')}
        hint={t('adminOnlyHint')}
        value={profile.email}
        readOnly
        className={READ_ONLY_CLASS}
      />
      <TextField
        id="doctor-specialization"
        label={t('fields.specialization')}
        hint={t('adminOnlyHint')}
        value={profile.specialization}
        readOnly
        className={READ_ONLY_CLASS}
      />
      <TextField
        id="doctor-fee"
        label={t('fields.consultationFee')}
        hint={t('adminOnlyHint')}
        value={formatLkr(profile.consultationFee)}
        readOnly
        className={READ_ONLY_CLASS}
      />
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
