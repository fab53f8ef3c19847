import type { Appointment, Arrival } from '@vetnow/contracts/appointment';
import { clinicMinutesOf, formatTime24 } from '@vetnow/domain/clinic-time';
import { DEFAULT_REASON, type UrgencyLevel } from '@vetnow/contracts/constants';
import type { DiagnosisBrief } from '@vetnow/contracts/questionnaire';
import { formatTimeOfDay } from '@vetnow/web-kit/format';
import { Badge, statusTone } from '@vetnow/web-kit/ui/badge';
import { PhoneLink as KitPhoneLink } from '@vetnow/web-kit/ui/phone-link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { NAMESPACE } from '../i18n/doctor-dashboard-i18n';
import { urgencyTone } from './dashboard-views';

/** Scheduled yellow, completed green, anything else red. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation(NAMESPACE);
  return <Badge tone={statusTone(status)}>{t(`status.${status}`, { defaultValue: status })}</Badge>;
}

/**
 * What the front desk recorded (issue 39): "Arrived 09:12 AM" (blue) once the owner was checked in, "No-show" (red)
 * once the visit was marked missed; nothing while the owner is expected.
 */
export function ArrivalBadge({ arrival }: { arrival: Arrival | null | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  if (!arrival) return null;
  if (arrival.state === 'no-show') return <Badge tone="red">{t('arrival.noShow')}</Badge>;
  const time = formatTimeOfDay(formatTime24(clinicMinutesOf(new Date(arrival.at)))) ?? '';
  return <Badge tone="blue">{t('arrival.arrived', { time })}</Badge>;
}

/** High red, medium amber, low green. */
export function UrgencyBadge({ level }: { level: UrgencyLevel }) {
  const { t } = useTranslation(NAMESPACE);
  return <Badge tone={urgencyTone(level)}>{t(`urgency.${level}`)}</Badge>;
}

/** `Bruno · Dog · Labrador · 3 years` (the pet type in the current language). */
export function usePetLine(): (pet: Appointment['pet']) => string {
  const { t } = useTranslation(NAMESPACE);
  return (pet) =>
    [pet.name, pet.type ? t(`petType.${pet.type}`, { defaultValue: pet.type }) : '', pet.breed, pet.age !== undefined ? t('card.petAge', { count: pet.age }) : '']
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

/** The reason for the visit: the owner's own words, or the booking's default ("General consultation") translated. */
export function useReasonText(): (reason: string) => string {
  const { t } = useTranslation(NAMESPACE);
  return (reason) => (reason === DEFAULT_REASON ? t('defaultReason') : reason);
}

/** A doctor's specialization in the current language (one of the contracts' list; anything else as it is). */
export function useSpecializationText(): (specialization: string) => string {
  const { t } = useTranslation(NAMESPACE);
  return (specialization) => t(`specializations.${specialization}`, { defaultValue: specialization });
}

type TriageBrief = Pick<DiagnosisBrief, 'summary' | 'urgencyLevel' | 'recommendations' | 'firedRules'>;

/**
 * The triage's summary and recommendations rebuilt from the ids of the rules that fired, with `t` of this
 * namespace: "<urgency>. Reported: <findings>." (or "<urgency>. No concerning signs were reported.") and the
 * level's advice followed by each rule's, as the contracts' `triage()` builds them. Null when the brief has no
 * rule ids or one this catalogue does not know.
 */
export function triageTexts(t: TFunction, brief: TriageBrief): { summary: string; recommendations: string[] | undefined } | null {
  const rules = brief.firedRules;
  if (!rules || !rules.every((id) => t(`triage.findings.${id}`, { defaultValue: '' }) !== '')) return null;
  const urgency = t(`urgency.${brief.urgencyLevel}`);
  const findings = [...new Set(rules.map((id) => t(`triage.findings.${id}`)))];
  const summary = findings.length === 0 ? t('triage.summaryNone', { urgency }) : t('triage.summary', { urgency, findings: findings.join('; ') });
  const recommendations =
    brief.recommendations === undefined
      ? undefined
      : [...new Set([t(`triage.advice.${brief.urgencyLevel}`), ...rules.map((id) => t(`triage.recommendations.${id}`))])];
  return { summary, recommendations };
}

/**
 * The triage's texts as the doctor reads them. The server stores them in English (the contracts' rule texts,
 * libs/domain/src/triage.ts): English shows them exactly as stored; Sinhala and Tamil rebuild them from the rule
 * ids ({@link triageTexts}); a brief without usable rule ids keeps the stored text.
 */
export function useTriageText(): (brief: TriageBrief) => { summary: string; recommendations: string[] | undefined } {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (brief) => (language === 'en' ? null : triageTexts(t, brief)) ?? { summary: brief.summary, recommendations: brief.recommendations };
}
