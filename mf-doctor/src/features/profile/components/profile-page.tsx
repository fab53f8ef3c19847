import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clinicYearMonth } from '@vetnow/contracts/clinic-time';
import { formatPhoneNational } from '@vetnow/contracts/phone';
import { SERVICE_LOCATION } from '@vetnow/contracts/constants';
import type { Doctor } from '@vetnow/contracts/doctor';
import { formatLkr, formatWorkingHours } from '@vetnow/web-kit/format';
import { useSession } from '@vetnow/web-kit/session';
import { Badge } from '@vetnow/web-kit/ui/badge';
import { BUTTON_BASE, BUTTON_VARIANTS, Button } from '@vetnow/web-kit/ui/button';
import { Card } from '@vetnow/web-kit/ui/card';
import { PageSpinner } from '@vetnow/web-kit/ui/spinner';
import { API } from '@vetnow/web-kit/api';
import { useApiQuery } from '@vetnow/web-kit/queries';
import { NAMESPACE } from '../i18n/doctor-profile-i18n';
import { BookingEmailCard } from './booking-email-card';
import { DoctorProfileForm } from './doctor-profile-form';

export { NAMESPACE };

/** The year the doctor was added, in clinic time; undefined without a valid createdAt. */
function memberSinceYear(createdAt: string | undefined): number | undefined {
  const instant = createdAt ? new Date(createdAt) : undefined;
  return instant && !Number.isNaN(instant.getTime()) ? clinicYearMonth(instant).year : undefined;
}

/** The doctor's /profile: their details from GET /doctors/dashboard/profile and an edit mode for what they may change. */
export function DoctorProfilePage() {
  const { t } = useTranslation(NAMESPACE);
  const profile = useApiQuery(API.clinic.getOwnProfile, undefined, { meta: { errorLog: 'Profile could not be loaded' } });

  let body: ReactNode;
  if (profile.isPending) body = <PageSpinner />;
  else if (profile.isError) {
    body = (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
        <p>{t('loadFailed')}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void profile.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else body = <DoctorProfileDetails profile={profile.data} />;

  return (
    <section aria-labelledby="doctor-profile-title" className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-8">
      <h1 id="doctor-profile-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('title')}
      </h1>
      <p className="mt-1 text-slate-600">{t('subtitle')}</p>
      <div className="mt-6">{body}</div>
    </section>
  );
}

function Rows({ rows }: { rows: Array<[string, ReactNode]> }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm text-slate-500">{label}</dt>
          <dd className="mt-0.5 break-words text-slate-900">
            {value === '' || value == null ? <span className="text-slate-500">{t('notProvided')}</span> : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function DoctorProfileDetails({ profile }: { profile: Doctor }) {
  const { t } = useTranslation(NAMESPACE);
  const session = useSession();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const year = memberSinceYear(profile.createdAt);
  const locationText = (location: string) => t(`locations.${location}`, { defaultValue: location });

  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

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
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-teal-700 text-xl font-bold text-white"
        >
          {(profile.fullName || profile.email).replace(/^Dr\.?\s*/i, '').charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold text-slate-900">{profile.fullName}</p>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <span>{profile.specialization ? t(`specializations.${profile.specialization}`, { defaultValue: profile.specialization }) : t('roleLabel')}</span>
            <Badge tone={profile.isActive ? 'green' : 'red'}>{t(profile.isActive ? 'status.active' : 'status.inactive')}</Badge>
            {year !== undefined && <span>{t('memberSince', { year })}</span>}
          </p>
        </div>
      </div>

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
          <Card
            title={t('sections.professional')}
            actions={
              <button
                ref={editButton}
                type="button"
                onClick={() => setEditing(true)}
                className={`${BUTTON_BASE} ${BUTTON_VARIANTS.secondary}`}
              >
                {t('edit')}
              </button>
            }
          >
            <Rows
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
            <Rows
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
