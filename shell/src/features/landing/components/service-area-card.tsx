import { CLINIC_HOURS } from '@vetnow/contracts/constants';
import { dateFormat } from '@vetnow/web-kit/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon, ClockIcon, MapPinIcon } from './icons';
import { CONTAINER } from './landing-content';

/**
 * The clinic's hours in the reader's language: the spec's English label as it is, else each time formatted by
 * Intl for si-LK / ta-LK (times of day at the clinic, so no time-zone conversion).
 */
export function clinicHoursIn(language: string | undefined): string {
  if (!language || language === 'en') return CLINIC_HOURS.label;
  const format = dateFormat(`${language}-LK`, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const at = (time: string) => {
    const [hours, minutes] = time.split(':').map(Number);
    return format.format(Date.UTC(2026, 0, 1, hours ?? 0, minutes ?? 0));
  };
  return `${at(CLINIC_HOURS.open)} - ${at(CLINIC_HOURS.close)}`;
}

export function ServiceAreaCard() {
  const { t, i18n } = useTranslation('landing');
  return (
    <section aria-labelledby="landing-service-area-heading" className="bg-slate-50">
      <div className={`${CONTAINER} py-16`}>
        <div className="mx-auto max-w-3xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id="landing-service-area-heading" className="text-2xl font-bold text-slate-900">
            {t('serviceArea.heading')}
          </h2>
          <dl className="mt-6 grid gap-6 sm:grid-cols-3">
            <Fact icon={<MapPinIcon />} label={t('serviceArea.mainAreaLabel')} value={t('serviceArea.mainArea')} />
            <Fact icon={<ClockIcon />} label={t('serviceArea.hoursLabel')} value={clinicHoursIn(i18n.resolvedLanguage)} />
            <Fact icon={<AlertIcon />} label={t('serviceArea.emergencyLabel')} value={CLINIC_HOURS.emergency} />
          </dl>
        </div>
      </div>
    </section>
  );
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <span className="text-teal-800">{icon}</span>
        {label}
      </dt>
      <dd className="mt-1 text-lg font-semibold text-slate-900">{value}</dd>
    </div>
  );
}
