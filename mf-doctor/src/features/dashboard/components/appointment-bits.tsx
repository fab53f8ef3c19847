import type { Appointment } from '@vetnow/contracts/appointment';
import type { UrgencyLevel } from '@vetnow/contracts/constants';
import { Badge, statusTone } from '@vetnow/web-kit/ui/badge';
import { PhoneLink as KitPhoneLink } from '@vetnow/web-kit/ui/phone-link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n/doctor-dashboard-i18n';
import { urgencyTone } from './dashboard-views';

/** Scheduled yellow, completed green, anything else red. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation(NAMESPACE);
  return <Badge tone={statusTone(status)}>{t(`status.${status}`, { defaultValue: status })}</Badge>;
}

/** High red, medium amber, low green. */
export function UrgencyBadge({ level }: { level: UrgencyLevel }) {
  const { t } = useTranslation(NAMESPACE);
  return <Badge tone={urgencyTone(level)}>{t(`urgency.${level}`)}</Badge>;
}

/** `Bruno · Dog · Labrador · 3 years`. */
export function usePetLine(): (pet: Appointment['pet']) => string {
  const { t } = useTranslation(NAMESPACE);
  return (pet) =>
    [pet.name, pet.type, pet.breed, pet.age !== undefined ? t('card.petAge', { count: pet.age }) : '']
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' · ');
}

/** A term and its value inside a <dl>. */
export function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-500">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** A contact number in national format as a tel:+94… link (older free text as it is): the kit's PhoneLink. */
export function PhoneLink({ number }: { number: string }) {
  return <KitPhoneLink value={number} />;
}
