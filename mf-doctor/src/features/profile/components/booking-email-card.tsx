import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API } from '@vetnow/contracts/api';
import { useApiMutation, useApiQuery } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { Card } from '@vetnow/web-kit/ui/card';
import { NAMESPACE } from '../i18n/doctor-profile-i18n';

/**
 * The doctor's e-mail choice (issue 12): the notices of a visit in the next 24 hours booked with them or cancelled —
 * the "updates" category of GET/PUT /api/notifications/preferences (doctors get no reminders and no SMS). A checkbox
 * saved as it changes; the bell shows the notices whatever it says.
 */
export function BookingEmailCard() {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const current = useApiQuery(API.notify.getPreferences);
  const save = useApiMutation(API.notify.setPreferences);
  /**
   * The choice being saved, shown from the click on (set in the change handler, so the controlled box does not
   * spring back until the mutation's state arrives a task later); cleared once the save is settled.
   */
  const [choosing, setChoosing] = useState<boolean | null>(null);
  const checked = choosing ?? save.data?.email.updates ?? current.data?.email.updates ?? true;

  return (
    <Card title={t('emails.title')}>
      {current.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t('emails.loadFailed')}
        </p>
      ) : (
        <div className="flex items-start gap-3" aria-busy={current.isPending || choosing !== null}>
          <input
            id={id}
            type="checkbox"
            className="mt-1 h-5 w-5 shrink-0 accent-teal-700"
            checked={checked}
            disabled={!current.data || choosing !== null}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              setChoosing(event.target.checked);
              save.mutate(
                { body: { email: { updates: event.target.checked } } },
                {
                  onSuccess: () => notify.success(t('emails.saved')),
                  onError: () => notify.error(t('emails.saveFailed')),
                  onSettled: () => setChoosing(null),
                },
              );
            }}
          />
          <div>
            <label htmlFor={id} className="font-medium text-slate-900">
              {t('emails.updates')}
            </label>
            <p id={`${id}-hint`} className="text-sm text-slate-600">
              {t('emails.updatesHint')}
            </p>
          </div>
        </div>
      )}
    </Card>
  );
}
