import { Link } from '@vetnow/web-kit/router';
import { useTranslation } from 'react-i18next';

/** What the wizard shows instead of its steps when the doctor cannot be booked (404) or could not be read. */
export function DoctorProblem({ status }: { status: 'unavailable' | 'failed' }) {
  const { t } = useTranslation('booking');
  const unavailable = status === 'unavailable';
  return (
    <div
      role="alert"
      className={`mt-6 rounded-xl border p-4 text-sm ${unavailable ? 'border-amber-200 bg-amber-50 text-amber-950' : 'border-red-200 bg-red-50 text-red-900'}`}
    >
      {unavailable ? (
        <>
          <p className="font-semibold">{t('doctor.notAccepting')}</p>
          <p className="mt-1">{t('doctor.notAcceptingHint')}</p>
        </>
      ) : (
        <p>{t('errors.fetchDoctor')}</p>
      )}
      <Link to="/doctors" className="mt-2 inline-block font-semibold text-teal-800 underline">
        {t(unavailable ? 'doctor.findAnother' : 'doctor.backToDoctors')}
      </Link>
    </div>
  );
}
