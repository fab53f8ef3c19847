import type { Doctor } from '@vetnow/contracts/doctor';
import { formatLkr, formatSlotTime } from '@vetnow/web-kit/format';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../shared/format-date';
import { useSpecializationText } from '../../../shared/terms/terms-texts';
import { SummaryList } from '../../../shared/ui/summary-list';
import type { WizardValues } from './wizard-model';

/** Step 3, Confirm: the doctor, the date and time, the pet, the reason and the fee, in the owner's language. */
export function BookingSummary({ doctor, values }: { doctor: Doctor; values: WizardValues }) {
  const { t, i18n } = useTranslation('booking');
  const specialization = useSpecializationText();
  return (
    <SummaryList
      rows={[
        [t('summary.doctor'), doctor.fullName],
        [t('summary.specialization'), specialization(doctor.specialization)],
        [t('summary.date'), formatLongDate(values.appointmentDate, i18n.language || 'en')],
        [t('summary.time'), formatSlotTime(values.timeSlot)],
        [t('summary.pet'), `${values.pet.name.trim()} (${t(`petTypes.${values.pet.type}`)})`],
        [t('summary.breed'), values.pet.breed.trim() || t('summary.notGiven')],
        [t('summary.age'), values.pet.age.trim() === '' ? t('summary.notGiven') : t('summary.years', { count: Number(values.pet.age) })],
        [t('summary.reason'), values.reason.trim()],
        [t('summary.fee'), <strong key="fee">{formatLkr(doctor.consultationFee)}</strong>],
      ]}
    />
  );
}
