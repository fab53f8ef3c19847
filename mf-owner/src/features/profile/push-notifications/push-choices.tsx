import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API, type PushPreferences } from '@vetnow/contracts/api';
import { useApiMutation } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { NAMESPACE } from '../i18n/owner-profile-i18n';

const CHOICES = ['reminders', 'updates', 'petCare'] as const;
type Choice = (typeof CHOICES)[number];

/** The three push choices (issue 40), each a checkbox saved as it is changed (PUT /notifications/preferences). */
export function PushChoices({ current }: { current: PushPreferences }) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const save = useApiMutation(API.notify.setPreferences);
  // The choice being saved, shown from the click on (as the e-mail card does), cleared once settled.
  const [choosing, setChoosing] = useState<{ key: Choice; value: boolean } | null>(null);
  const shown: PushPreferences = { ...(save.data?.push ?? current), ...(choosing ? { [choosing.key]: choosing.value } : {}) };

  const change = (key: Choice, value: boolean) => {
    setChoosing({ key, value });
    save.mutate(
      { body: { push: { [key]: value } } },
      {
        onSuccess: () => notify.success(t('push.saved')),
        onError: () => notify.error(t('push.saveFailed')),
        onSettled: () => setChoosing(null),
      },
    );
  };

  return (
    <fieldset className="space-y-3" aria-busy={choosing !== null}>
      <legend className="mb-2 text-sm font-semibold text-slate-900">{t('push.legend')}</legend>
      {CHOICES.map((key) => {
        const inputId = `${id}-push-${key}`;
        return (
          <div key={key} className="flex items-start gap-3">
            <input
              id={inputId}
              type="checkbox"
              className="mt-1 h-5 w-5 shrink-0 accent-teal-700"
              checked={shown[key]}
              disabled={choosing !== null}
              aria-describedby={`${inputId}-hint`}
              onChange={(event) => change(key, event.target.checked)}
            />
            <div>
              <label htmlFor={inputId} className="font-medium text-slate-900">
                {t(`push.${key}`)}
              </label>
              <p id={`${inputId}-hint`} className="text-sm text-slate-600">
                {t(`push.${key}Hint`)}
              </p>
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
