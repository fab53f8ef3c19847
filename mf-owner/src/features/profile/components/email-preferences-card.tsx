import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API, type NotificationPreferences } from '@vetnow/contracts/api';
import { formatPhoneNational } from '@vetnow/domain/phone';
import { useApiMutation, useApiQuery } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { Card } from '@vetnow/web-kit/ui/card';
import { NAMESPACE } from '../i18n/owner-profile-i18n';
import { ChoiceCheckbox } from './choice-checkbox';

const CHOICES = ['reminders', 'updates', 'petCare'] as const;
type Channel = 'email' | 'sms';
type Choice = (typeof CHOICES)[number];
/** Catalogue prefix of each channel's texts. */
const TEXTS = { email: 'emails', sms: 'sms' } as const;
/** What shows before the server answers (its defaults; ADR 0031 for SMS). */
const DEFAULTS: Record<Channel, Record<Choice, boolean>> = {
  email: { reminders: true, updates: true, petCare: true },
  sms: { reminders: true, updates: false, petCare: true },
};

/**
 * Which e-mails and SMS the owner wants (issue 12): visit reminders, booking updates and pet care reminders
 * (vaccinations and treatments due, issue 38) per channel, each a checkbox saved as it is changed. In-app notifications (the bell) are always made. Every e-mail also has a
 * one-click unsubscribe link. The SMS group says which number the SMS go to, or that the profile has no mobile
 * number (the choices are kept for when it has one).
 */
export function EmailPreferencesCard() {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const current = useApiQuery(API.notify.getPreferences);
  const save = useApiMutation(API.notify.setPreferences);

  /**
   * The choice being saved, shown from the click on: set in the change handler itself, so React keeps the box as
   * the owner left it (the mutation's own state reaches the component a task later, and a controlled checkbox
   * would spring back in between). Cleared once the save is settled: then the server's answer shows.
   */
  const [choosing, setChoosing] = useState<{ channel: Channel; key: Choice; value: boolean } | null>(null);
  const change = (channel: Channel, key: Choice, value: boolean) => {
    setChoosing({ channel, key, value });
    save.mutate(
      { body: { [channel]: { [key]: value } } },
      {
        onSuccess: () => notify.success(t(`${TEXTS[channel]}.saved`)),
        onError: () => notify.error(t(`${TEXTS[channel]}.saveFailed`)),
        onSettled: () => setChoosing(null),
      },
    );
  };

  // What shows: the choice being saved, over the answer of the save just made, else the server's.
  const shown = (channel: Channel): Partial<NotificationPreferences[Channel]> | undefined => ({
    ...(save.data?.[channel] ?? current.data?.[channel]),
    ...(choosing?.channel === channel ? { [choosing.key]: choosing.value } : {}),
  });

  const group = (channel: Channel, note?: { id: string; text: string }) => (
    <fieldset className="space-y-3" aria-busy={current.isPending || choosing !== null} aria-describedby={note?.id}>
      <legend className="mb-2 text-sm font-semibold text-slate-900">{t(`${TEXTS[channel]}.legend`)}</legend>
      {note && (
        <p id={note.id} className="text-sm text-slate-600">
          {note.text}
        </p>
      )}
      {CHOICES.map((key) => (
        <ChoiceCheckbox
          key={key}
          id={`${id}-${channel}-${key}`}
          label={t(`${TEXTS[channel]}.${key}`)}
          hint={t(`${TEXTS[channel]}.${key}Hint`)}
          checked={shown(channel)?.[key] ?? DEFAULTS[channel][key]}
          disabled={!current.data || choosing !== null}
          onChange={(checked) => change(channel, key, checked)}
        />
      ))}
    </fieldset>
  );

  const phone = current.data?.smsPhone;
  const smsNote = current.data
    ? { id: `${id}-sms-note`, text: phone ? t('sms.to', { phone: formatPhoneNational(phone) }) : t('sms.noPhone') }
    : undefined;

  return (
    <Card title={t('emails.title')}>
      <p className="mb-4 text-sm text-slate-600">{t('emails.hint')}</p>
      {current.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t('emails.loadFailed')}
        </p>
      ) : (
        <div className="space-y-6">
          {group('email')}
          {group('sms', smsNote)}
        </div>
      )}
    </Card>
  );
}
