import { CLINIC_EMERGENCY_PHONE } from '@vetnow/contracts/constants';
import { formatPhoneNational, phoneHref } from '@vetnow/domain/phone';
import { addResources } from '@vetnow/web-kit/i18n';
import { useTranslation } from 'react-i18next';
import en from './emergency.en.json' with { type: 'json' };

const NAMESPACE = 'booking-emergency';
addResources(NAMESPACE, en, {
  si: () => import('./emergency.si.json', { with: { type: 'json' } }),
  ta: () => import('./emergency.ta.json', { with: { type: 'json' } }),
});

/**
 * The prominent "call the emergency line now" notice for a questionnaire triaged high — shown on the payment
 * screen (from the owner's answers, before paying) and on the confirmation (from the server's triage).
 */
export function EmergencyNotice({ petName, phone }: { petName?: string; phone?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const number = phone?.trim() || CLINIC_EMERGENCY_PHONE;
  return (
    <div role="alert" className="rounded-xl border-2 border-red-600 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{t('title')}</p>
      <p className="mt-1 text-sm">
        {t('body', { petName: petName || t('yourPet') })}{' '}
        <a href={phoneHref(number) ?? `tel:${number}`} className="font-semibold underline">
          {t('call', { phone: formatPhoneNational(number) })}
        </a>
      </p>
    </div>
  );
}
