import type { Doctor } from '@vetnow/contracts/doctor';
import { formatLkr, formatWorkingHours } from '@vetnow/web-kit/format';
import { BUTTON_BASE, BUTTON_VARIANTS, Button } from '@vetnow/web-kit/ui/button';
import { PhoneLink } from '@vetnow/web-kit/ui/phone-link';
import { useTranslation } from 'react-i18next';
import { Link } from '@vetnow/web-kit/router';
import { useSpecializationText } from '../../../shared/terms/terms-texts';
import { useBookingLink } from '../hooks/use-booking-link';
import { DoctorAvatar } from './doctor-avatar';
import { cardQualifications } from './qualifications';

export interface DoctorCardProps {
  doctor: Doctor;
  onView: (doctor: Doctor) => void;
}

/** One veterinarian of the search: the facts an owner compares, Book Appointment and View. */
export function DoctorCard({ doctor, onView }: DoctorCardProps) {
  const { t } = useTranslation('doctors');
  const specializationText = useSpecializationText();
  const { shown, more } = cardQualifications(doctor.qualifications);
  const headingId = `doctor-${doctor._id}-name`;
  const hours = formatWorkingHours(doctor.workingHours);
  const bookingLink = useBookingLink();

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-center gap-3">
        <DoctorAvatar doctor={doctor} />
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {doctor.fullName}
          </h2>
          <p className="text-sm font-medium text-teal-800">{specializationText(doctor.specialization)}</p>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-1 text-sm text-slate-700">
        <div>
          <dt className="sr-only">{t('details.experience')}</dt>
          <dd>{t('card.experience', { count: doctor.experience })}</dd>
        </div>
        <div>
          <dt className="sr-only">{t('card.location')}</dt>
          <dd>{t(`locations.${doctor.clinicAddress.location}`, { defaultValue: doctor.clinicAddress.location })}</dd>
        </div>
        <div className="flex gap-1">
          <dt>{t('card.fee')}:</dt>
          <dd className="font-semibold text-slate-900">{formatLkr(doctor.consultationFee)}</dd>
        </div>
        {hours && (
          <div className="flex gap-1">
            <dt>{t('card.workingHours')}:</dt>
            <dd>{hours}</dd>
          </div>
        )}
        {doctor.contactNumber.trim() && (
          <div className="flex gap-1">
            <dt>{t('details.contact')}:</dt>
            <dd>
              <PhoneLink value={doctor.contactNumber} />
            </dd>
          </div>
        )}
      </dl>
      {shown.length > 0 && (
        <div className="mt-3">
          <ul className="flex flex-wrap gap-1.5" aria-label={t('card.qualifications')}>
            {shown.map((q) => (
              <li key={q} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-800">
                {q}
              </li>
            ))}
            {more > 0 && (
              <li className="rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-medium text-teal-900">
                {t('card.moreQualifications', { count: more })}
              </li>
            )}
          </ul>
        </div>
      )}
      {/* On a phone the two actions stack, full width. From sm they sit side by side at their labels' width (flex-basis
          auto, the spare width shared), so Book Appointment keeps its label on one line; when both do not fit (a
          long translation in a narrow card), View wraps to a line of its own instead of squeezing the label. */}
      <div className="mt-auto flex flex-col gap-2 pt-4 sm:flex-row sm:flex-wrap">
        <Link
          to={bookingLink(doctor._id)}
          aria-label={t('card.bookLabel', { name: doctor.fullName })}
          className={`${BUTTON_BASE} ${BUTTON_VARIANTS.primary} sm:grow`}
        >
          {t('card.book')}
        </Link>
        <Button
          variant="secondary"
          className="sm:grow"
          aria-label={t('card.viewLabel', { name: doctor.fullName })}
          aria-haspopup="dialog"
          onClick={() => onView(doctor)}
        >
          {t('card.view')}
        </Button>
      </div>
    </article>
  );
}
