import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API, type PushPreferences } from '@vetnow/contracts/api';
import { useApiMutation } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { ChoiceCheckbox } from '../components/choice-checkbox';
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
      {CHOICES.map((key) => (
        <ChoiceCheckbox
          key={key}
          id={`${id}-push-${key}`}
          label={t(`push.${key}`)}
          hint={t(`push.${key}Hint`)}
          checked={shown[key]}
          disabled={choosing !== null}
          onChange={(checked) => change(key, checked)}
        />
      ))}
    </fieldset>
  );
}
