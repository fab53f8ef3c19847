import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clinicYearMonth } from '@vetnow/contracts/clinic-time';
import { formatPhoneNational } from '@vetnow/contracts/phone';
import { SERVICE_LOCATION } from '@vetnow/contracts/constants';
import { updateProfileRequestSchema, type PublicUser } from '@vetnow/contracts/user';
import { errorText } from '@vetnow/web-kit/errors';
import { applyServerErrors, fieldError, useZodForm } from '@vetnow/web-kit/forms';
import { useSession } from '@vetnow/web-kit/session';
import { notify } from '@vetnow/web-kit/toaster';
import { BUTTON_BASE, BUTTON_VARIANTS, Button } from '@vetnow/web-kit/ui/button';
import { Card } from '@vetnow/web-kit/ui/card';
import { PageSpinner } from '@vetnow/web-kit/ui/spinner';
import { z } from 'zod';
import { TextField } from '@vetnow/web-kit/ui/text-field';
import { useQuery } from '@tanstack/react-query';
import { ownerQueries, useUpdateProfile } from '../../../shared/api/owner-queries';
import { NAMESPACE } from '../i18n/owner-profile-i18n';
import { PetsList } from './pets-list';

/** The year the account was created, in clinic time; undefined when createdAt is missing or not a date. */
export function memberSinceYear(createdAt: string | undefined): number | undefined {
  if (!createdAt) return undefined;
  const instant = new Date(createdAt);
  return Number.isNaN(instant.getTime()) ? undefined : clinicYearMonth(instant).year;
}

/** The Profile tab: the owner's details, an edit mode for name, contact and address, and the pets. */
export function OwnerProfileTab() {
  const { t } = useTranslation(NAMESPACE);
  const profile = useQuery(ownerQueries.profile());
  const { isError, error } = profile;
  // Spec §8: profile failures are only logged (never the answer body); the screen offers a retry.
  useEffect(() => {
    if (isError) console.warn('Profile could not be loaded', error instanceof Error ? error.message : error);
  }, [isError, error]);

  if (profile.data) return <OwnerProfileDetails profile={profile.data} />;
  if (!isError) return <PageSpinner />;
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
      <p>{t('loadFailed')}</p>
      <Button variant="secondary" className="mt-3" onClick={() => void profile.refetch()}>
        {t('retry')}
      </Button>
    </div>
  );
}

const READ_ONLY_CLASS = 'read-only:cursor-not-allowed read-only:border-dashed read-only:bg-slate-100 read-only:text-slate-700';

function OwnerProfileDetails({ profile }: { profile: PublicUser }) {
  const { t } = useTranslation(NAMESPACE);
  const session = useSession();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const year = memberSinceYear(profile.createdAt);

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
    [t('fields.location'), profile.address.location || SERVICE_LOCATION],
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

const PROFILE_FIELDS = ['fullName', 'contactNumber', 'address.street', 'address.city'] as const;

/** The form's text fields, checked and turned into the request by the contracts' updateProfileRequestSchema. */
const profileFormSchema = z
  .object({ fullName: z.string(), contactNumber: z.string(), address: z.object({ street: z.string(), city: z.string(), location: z.string() }) })
  .transform((values, ctx) => {
    const parsed = updateProfileRequestSchema.safeParse(values);
    if (parsed.success) return parsed.data;
    for (const { path, message } of parsed.error.issues) ctx.addIssue({ code: 'custom', path, message });
    return z.NEVER;
  });

/**
 * The edit form (react-hook-form, the contracts' updateProfileRequestSchema): each rule's message at its field and
 * focus on the first invalid one; a server's field errors at their fields, any other failure toasted by its code.
 * The answer becomes the cached profile (useUpdateProfile).
 */
function ProfileEditForm({ profile, onCancel, onSaved }: { profile: PublicUser; onCancel: () => void; onSaved: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const update = useUpdateProfile();
  const { register, handleSubmit, setError, setFocus, formState } = useZodForm(profileFormSchema, {
    defaultValues: {
      fullName: profile.fullName,
      contactNumber: formatPhoneNational(profile.contactNumber),
      address: { street: profile.address.street, city: profile.address.city, location: SERVICE_LOCATION },
    },
  });
  const busy = formState.isSubmitting;
  const errorAt = (name: string) => fieldError(formState.errors, name);

  useEffect(() => setFocus('fullName'), [setFocus]);

  const onSubmit = handleSubmit(async (body) => {
    try {
      await update.mutateAsync(body);
      notify.success(t('updated'));
      onSaved();
    } catch (error) {
      if (!applyServerErrors(setError, error, PROFILE_FIELDS)) notify.error(errorText(error, t('updateFailed')));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4 sm:grid-cols-2">
      <TextField id="profile-full-name" label={t('fields.fullName')} autoComplete="name" required error={errorAt('fullName')} {...register('fullName')} />
      <TextField
        id="profile-contact-number"
        type="tel"
        label={t('fields.contactNumber')}
        autoComplete="tel"
        required
        error={errorAt('contactNumber')}
        {...register('contactNumber')}
      />
      <TextField id="profile-street" label={t('fields.street')} autoComplete="street-address" error={errorAt('address.street')} {...register('address.street')} />
      <TextField id="profile-city" label={t('fields.city')} autoComplete="address-level2" error={errorAt('address.city')} {...register('address.city')} />
      <TextField
        id="profile-username"
        label={t('fields.username')}
        hint={t('readOnlyHint')}
        value={profile.username}
        readOnly
        className={READ_ONLY_CLASS}
      />
      <TextField id="profile-email" label={t('fields.email')} hint={t('readOnlyHint')} value={profile.email} readOnly className={READ_ONLY_CLASS} />
      <div className="sm:col-span-2">
        <TextField
          id="profile-location"
          label={t('fields.location')}
          hint={t('locationHint')}
          value={SERVICE_LOCATION}
          readOnly
          className={READ_ONLY_CLASS}
        />
      </div>
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
