import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { API, type EmailPreferences } from '@vetnow/contracts/api';
import { useApiMutation, useApiQuery } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { Card } from '@vetnow/web-kit/ui/card';
import { NAMESPACE } from '../i18n/owner-profile-i18n';

const CHOICES = ['reminders', 'updates'] as const;

/**
 * Which e-mails the owner wants (issue 12): visit reminders and booking updates, each a checkbox saved as it is
 * changed. In-app notifications (the bell) are always made. Every e-mail also has a one-click unsubscribe link.
 */
export function EmailPreferencesCard() {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const current = useApiQuery(API.notify.getPreferences);
  const save = useApiMutation(API.notify.setPreferences);

  const change = (key: keyof EmailPreferences, value: boolean) =>
    save.mutate(
      { body: { email: { [key]: value } } },
      { onSuccess: () => notify.success(t('emails.saved')), onError: () => notify.error(t('emails.saveFailed')) },
    );

  // What shows: the answer of a save in flight or just made, else the server's.
  const shown = save.isPending && save.variables ? { ...current.data?.email, ...save.variables.body.email } : (save.data?.email ?? current.data?.email);

  return (
    <Card title={t('emails.title')}>
      <p className="mb-4 text-sm text-slate-600">{t('emails.hint')}</p>
      {current.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t('emails.loadFailed')}
        </p>
      ) : (
        <fieldset className="space-y-3" aria-busy={current.isPending || save.isPending}>
          <legend className="sr-only">{t('emails.title')}</legend>
          {CHOICES.map((key) => (
            <div key={key} className="flex items-start gap-3">
              <input
                id={`${id}-${key}`}
                type="checkbox"
                className="mt-1 h-5 w-5 shrink-0 accent-teal-700"
                checked={shown?.[key] ?? true}
                disabled={!current.data || save.isPending}
                aria-describedby={`${id}-${key}-hint`}
                onChange={(event) => change(key, event.target.checked)}
              />
              <div>
                <label htmlFor={`${id}-${key}`} className="font-medium text-slate-900">
                  {t(`emails.${key}`)}
                </label>
                <p id={`${id}-${key}-hint`} className="text-sm text-slate-600">
                  {t(`emails.${key}Hint`)}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
      )}
    </Card>
  );
}
