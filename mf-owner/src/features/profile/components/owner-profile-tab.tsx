import { useTranslation } from 'react-i18next';
import { API } from '@vetnow/contracts/api';
import { formatPhoneNational } from '@vetnow/domain/phone';
import { SERVICE_LOCATION } from '@vetnow/contracts/constants';
import type { PublicUser } from '@vetnow/contracts/user';
import { useApiQuery } from '@vetnow/web-kit/queries';
import { useSession } from '@vetnow/web-kit/session';
import { Card } from '@vetnow/web-kit/ui/card';
import { LoadFailed } from '@vetnow/web-kit/ui/load-failed';
import { DetailRows, EditButton, ProfileSummary, memberSinceYear, useEditMode } from '@vetnow/web-kit/ui/profile-parts';
import { PageSpinner } from '@vetnow/web-kit/ui/spinner';
import { NAMESPACE } from '../i18n/owner-profile-i18n';
import { PetsList } from './pets-list';
import { ProfileEditForm } from './profile-edit-form';

/** The Profile tab: the owner's details, an edit mode for name, contact and address, and the pets. */
export function OwnerProfileTab() {
  const { t } = useTranslation(NAMESPACE);
  // Spec §8: profile failures are only logged (never the answer body); the screen offers a retry.
  const profile = useApiQuery(API.auth.getProfile, undefined, { meta: { errorLog: 'Profile could not be loaded' } });

  if (profile.data) return <OwnerProfileDetails profile={profile.data} />;
  if (!profile.isError) return <PageSpinner />;
  return <LoadFailed message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void profile.refetch()} />;
}

function OwnerProfileDetails({ profile }: { profile: PublicUser }) {
  const { t } = useTranslation(NAMESPACE);
  const session = useSession();
  const mode = useEditMode();
  const { editing, setEditing } = mode;
  const year = memberSinceYear(profile.createdAt);
  const locationName = (location: string) => t(`locations.${location}`, { defaultValue: location });

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
      <ProfileSummary
        initialOf={profile.fullName || profile.email}
        name={profile.fullName}
        subtitle={
          <p className="text-sm text-slate-600">
            {t('roleLabel')}
            {year !== undefined && (
              <>
                {' · '}
                <span>{t('memberSince', { year })}</span>
              </>
            )}
          </p>
        }
      />

      <Card
        title={t('personalInfo')}
        actions={!editing && <EditButton mode={mode} label={t('edit')} />}
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
          <DetailRows rows={rows} emptyText={t('notProvided')} />
        )}
      </Card>

      <PetsList pets={profile.pets} />
    </div>
  );
}
