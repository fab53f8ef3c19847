import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API } from '@vetnow/contracts/api';
import { clinicYearMonth } from '@vetnow/contracts/clinic-time';
import { formatPhoneNational } from '@vetnow/contracts/phone';
import { SERVICE_LOCATION } from '@vetnow/contracts/constants';
import type { PublicUser } from '@vetnow/contracts/user';
import { useApiQuery } from '@vetnow/web-kit/queries';
import { useSession } from '@vetnow/web-kit/session';
import { BUTTON_BASE, BUTTON_VARIANTS, Button } from '@vetnow/web-kit/ui/button';
import { Card } from '@vetnow/web-kit/ui/card';
import { PageSpinner } from '@vetnow/web-kit/ui/spinner';
import { NAMESPACE } from '../i18n/owner-profile-i18n';
import { PetsList } from './pets-list';
import { ProfileEditForm } from './profile-edit-form';

/** The year the account was created, in clinic time; undefined when createdAt is missing or not a date. */
export function memberSinceYear(createdAt: string | undefined): number | undefined {
  if (!createdAt) return undefined;
  const instant = new Date(createdAt);
  return Number.isNaN(instant.getTime()) ? undefined : clinicYearMonth(instant).year;
}

/** The Profile tab: the owner's details, an edit mode for name, contact and address, and the pets. */
export function OwnerProfileTab() {
  const { t } = useTranslation(NAMESPACE);
  // Spec §8: profile failures are only logged (never the answer body); the screen offers a retry.
  const profile = useApiQuery(API.auth.getProfile, undefined, { meta: { errorLog: 'Profile could not be loaded' } });

  if (profile.data) return <OwnerProfileDetails profile={profile.data} />;
  if (!profile.isError) return <PageSpinner />;
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
      <p>{t('loadFailed')}</p>
      <Button variant="secondary" className="mt-3" onClick={() => void profile.refetch()}>
        {t('retry')}
      </Button>
    </div>
  );
}

function OwnerProfileDetails({ profile }: { profile: PublicUser }) {
  const { t } = useTranslation(NAMESPACE);
  const session = useSession();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const year = memberSinceYear(profile.createdAt);
  const locationName = (location: string) => t(`locations.${location}`, { defaultValue: location });

  // Back from the form: focus returns to the Edit button.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const rows: Array<[string, string]> = [
    [t('fields.fullName'), profile.fullName],
    [t('fields.username'), profile.username],
    [t('fields.email'), profile.email],
    [t('fields.contactNumber'), formatPhoneNational(profile.contactNumber)],
    [t('fields.street'), profile.address.street],
    [t('fields.city'), profile.address.city],
    [t('fields.location'), locationName(profile.address.location || SERVICE_LOCATION)],
  ];

  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-teal-700 text-xl font-bold text-white"
        >
          {(profile.fullName || profile.email).charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold text-slate-900">{profile.fullName}</p>
          <p className="text-sm text-slate-600">
            {t('roleLabel')}
            {year !== undefined && (
              <>
                {' · '}
                <span>{t('memberSince', { year })}</span>
              </>
            )}
          </p>
        </div>
      </div>

      <Card
        title={t('personalInfo')}
        actions={
          !editing && (
            <button
              ref={editButton}
              type="button"
              onClick={() => setEditing(true)}
              className={`${BUTTON_BASE} ${BUTTON_VARIANTS.secondary}`}
            >
              {t('edit')}
            </button>
          )
        }
      >
        {editing ? (
          <ProfileEditForm
            profile={profile}
            onCancel={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              void session.refresh(); // the top navigation shows the new name
            }}
          />
        ) : (
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm text-slate-500">{label}</dt>
                <dd className="mt-0.5 break-words text-slate-900">
                  {value || <span className="text-slate-500">{t('notProvided')}</span>}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </Card>

      <PetsList pets={profile.pets} />
    </div>
  );
}
