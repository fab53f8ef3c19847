import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhoneNational } from '@vetnow/domain/phone';
import { SERVICE_LOCATION } from '@vetnow/contracts/constants';
import type { Doctor } from '@vetnow/contracts/doctor';
import { formatLkr, formatWorkingHours } from '@vetnow/web-kit/format';
import { useSession } from '@vetnow/web-kit/session';
import { Badge } from '@vetnow/web-kit/ui/badge';
import { Card } from '@vetnow/web-kit/ui/card';
import { LoadFailed } from '@vetnow/web-kit/ui/load-failed';
import { PageSection } from '@vetnow/web-kit/ui/page-section';
import { DetailRows, EditButton, ProfileSummary, memberSinceYear, useEditMode } from '@vetnow/web-kit/ui/profile-parts';
import { PageSpinner } from '@vetnow/web-kit/ui/spinner';
import { API } from '@vetnow/web-kit/api';
import { useApiQuery } from '@vetnow/web-kit/queries';
import { NAMESPACE } from '../i18n/doctor-profile-i18n';
import { BookingEmailCard } from './booking-email-card';
import { DoctorProfileForm } from './doctor-profile-form';

export { NAMESPACE };

/** The doctor's /profile: their details from GET /doctors/dashboard/profile and an edit mode for what they may change. */
export function DoctorProfilePage() {
  const { t } = useTranslation(NAMESPACE);
  const profile = useApiQuery(API.clinic.getOwnProfile, undefined, { meta: { errorLog: 'Profile could not be loaded' } });

  let body: ReactNode;
  if (profile.isPending) body = <PageSpinner />;
  else if (profile.isError) {
    body = <LoadFailed message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void profile.refetch()} />;
  } else body = <DoctorProfileDetails profile={profile.data} />;

  return (
    <PageSection titleId="doctor-profile-title" title={t('title')} subtitle={t('subtitle')}>
      <div className="mt-6">{body}</div>
    </PageSection>
  );
}

function DoctorProfileDetails({ profile }: { profile: Doctor }) {
  const { t } = useTranslation(NAMESPACE);
  const session = useSession();
  const mode = useEditMode();
  const { editing, setEditing } = mode;
  const year = memberSinceYear(profile.createdAt);
  const locationText = (location: string) => t(`locations.${location}`, { defaultValue: location });

  const qualifications =
    profile.qualifications.length > 0 ? (
      <ul className="flex flex-wrap gap-1">
        {profile.qualifications.map((q) => (
          <li key={q}>
            <Badge tone="blue">{q}</Badge>
          </li>
        ))}
      </ul>
    ) : (
      t('noQualifications')
    );

  return (
    <div className="flex flex-col gap-6">
      <ProfileSummary
        initialOf={(profile.fullName || profile.email).replace(/^Dr\.?\s*/i, '')}
        name={profile.fullName}
        subtitle={
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <span>{profile.specialization ? t(`specializations.${profile.specialization}`, { defaultValue: profile.specialization }) : t('roleLabel')}</span>
            <Badge tone={profile.isActive ? 'green' : 'red'}>{t(profile.isActive ? 'status.active' : 'status.inactive')}</Badge>
            {year !== undefined && <span>{t('memberSince', { year })}</span>}
          </p>
        }
      />

      {editing ? (
        <Card title={t('edit')}>
          <DoctorProfileForm
            profile={profile}
            onCancel={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              void session.refresh(); // the top navigation shows the new name
            }}
          />
        </Card>
      ) : (
        <>
          <Card title={t('sections.professional')} actions={<EditButton mode={mode} label={t('edit')} />}>
            <DetailRows
              emptyText={t('notProvided')}
              rows={[
                [t('fields.fullName'), profile.fullName],
                [t('fields.email'), profile.email],
                [t('fields.specialization'), t(`specializations.${profile.specialization}`, { defaultValue: profile.specialization })],
                [t('fields.experience'), t('experienceYears', { count: profile.experience })],
                [t('fields.qualifications'), qualifications],
                [t('fields.contactNumber'), formatPhoneNational(profile.contactNumber)],
              ]}
            />
          </Card>
          <Card title={t('sections.clinic')}>
            <DetailRows
              emptyText={t('notProvided')}
              rows={[
                [t('fields.street'), profile.clinicAddress.street],
                [t('fields.city'), profile.clinicAddress.city],
                [t('fields.location'), locationText(profile.clinicAddress.location || SERVICE_LOCATION)],
                [t('fields.consultationFee'), formatLkr(profile.consultationFee)],
                [t('fields.workingHours'), formatWorkingHours(profile.workingHours)],
                [t('fields.slotDuration'), profile.workingHours.slotDuration ? t('minutes', { count: profile.workingHours.slotDuration }) : ''],
              ]}
            />
          </Card>
          <BookingEmailCard />
        </>
      )}
    </div>
  );
}
