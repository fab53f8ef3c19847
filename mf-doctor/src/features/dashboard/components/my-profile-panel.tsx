import { DEFAULT_SLOT_DURATION } from '@vetnow/contracts/constants';
import type { Doctor } from '@vetnow/contracts/doctor';
import { formatAddressLine, formatLkr, formatWorkingHours } from '@vetnow/web-kit/format';
import { Card } from '@vetnow/web-kit/ui/card';
import { Spinner } from '@vetnow/web-kit/ui/spinner';
import { useTranslation } from 'react-i18next';
import { Link } from '@vetnow/web-kit/router';
import { NAMESPACE } from '../i18n/doctor-dashboard-i18n';
import { PhoneLink, Row, useSpecializationText } from './appointment-bits';
import { LoadFailed } from '@vetnow/web-kit/ui/load-failed';

export type ProfileState = { status: 'loading' } | { status: 'error'; reload: () => void } | { status: 'ready'; profile: Doctor };

/**
 * My Profile (read-only): specialization, experience, fee, contact, email, clinic location, qualifications
 * and working hours with the slot length. Editing lives on /profile.
 */
export function MyProfilePanel({ state }: { state: ProfileState }) {
  const { t } = useTranslation(NAMESPACE);
  const specializationText = useSpecializationText();
  if (state.status === 'loading') return <Spinner label={t('profile.loading')} />;
  if (state.status === 'error') {
    return (
      <LoadFailed message={t('profile.unavailable')} retryLabel={t('profile.retry')} onRetry={state.reload} />
    );
  }
  const p = state.profile;
  const hours = formatWorkingHours(p.workingHours);
  return (
    <Card title={p.fullName}>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Row label={t('profile.specialization')}>{specializationText(p.specialization)}</Row>
        <Row label={t('profile.experience')}>{t('profile.experienceYears', { count: p.experience })}</Row>
        <Row label={t('profile.fee')}>{formatLkr(p.consultationFee)}</Row>
        <Row label={t('profile.contact')}>{p.contactNumber ? <PhoneLink number={p.contactNumber} /> : t('profile.notSet')}</Row>
        <Row label={t('profile.email')}>{p.email}</Row>
        <Row label={t('profile.clinic')}>{formatAddressLine(p.clinicAddress) || t('profile.notSet')}</Row>
        <Row label={t('profile.qualifications')}>
          {p.qualifications.length > 0 ? p.qualifications.join(', ') : t('profile.noQualifications')}
        </Row>
        <Row label={t('profile.workingHours')}>
          {hours
            ? t('profile.slotDuration', { hours, minutes: p.workingHours.slotDuration || DEFAULT_SLOT_DURATION })
            : t('profile.notSet')}
        </Row>
      </dl>
      <p className="mt-4 text-sm text-slate-600">
        {t('profile.editHint')}{' '}
        <Link to="/profile" className="font-semibold text-teal-800 underline">
          {t('profile.editLink')}
        </Link>
        .
      </p>
    </Card>
  );
}
