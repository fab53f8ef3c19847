/**
 * The triage texts owners read, in their language (issue 13). The rules live in libs/domain/src/triage.ts
 * with English texts; the services store those English sentences (summary, recommendations) beside the ids of the
 * rules that fired. Screens that show triage output to an owner rebuild the texts here from the urgency level and
 * the rule ids, by key:
 *
 *   owner-triage:level.<urgency>                      "High urgency."
 *   owner-triage:reported / noFindings                "Reported: {{findings}}." / "No concerning signs were reported."
 *   owner-triage:advice.<urgency>                     the level's general advice (first recommendation)
 *   owner-triage:rules.<ruleId>.finding               the finding as it reads in the summary
 *   owner-triage:rules.<ruleId>.recommendation        the rule's own advice
 *
 * English shows the stored sentences as they are (rebuilt, they equal what contracts' `triage()` writes:
 * triage-texts.spec.ts checks the English catalogue so). When the rule ids are missing or one is unknown here (a
 * newer server), the stored texts are shown as they are in every language.
 */
import type { UrgencyLevel } from '@vetnow/contracts/constants';
import { addResources } from '@vetnow/web-kit/i18n';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import en from './triage.en.json' with { type: 'json' };

export const TRIAGE_NAMESPACE = 'owner-triage';
addResources(TRIAGE_NAMESPACE, en, {
  si: () => import('./triage.si.json', { with: { type: 'json' } }),
  ta: () => import('./triage.ta.json', { with: { type: 'json' } }),
});

/** The rule ids this catalogue has texts for. */
export const KNOWN_TRIAGE_RULES: ReadonlySet<string> = new Set(Object.keys(en.rules));

/** Triage output as the services store it. */
export interface StoredTriage {
  urgencyLevel: UrgencyLevel;
  summary: string;
  recommendations: readonly string[];
  firedRules?: readonly string[];
}

export interface TriageTexts {
  summary: string;
  recommendations: string[];
}

/**
 * The summary and recommendations of a triage rebuilt from its rule ids in the language of `t` (bound to
 * {@link TRIAGE_NAMESPACE}), as contracts' `triage()` builds them: general advice first, then each fired rule's
 * advice, repeats dropped. Null when the rule ids are missing or one is unknown here.
 */
export function rebuildTriageTexts(t: TFunction<typeof TRIAGE_NAMESPACE>, stored: StoredTriage): TriageTexts | null {
  const rules = stored.firedRules;
  if (!rules || !rules.every((id) => KNOWN_TRIAGE_RULES.has(id))) return null;
  const level = stored.urgencyLevel;
  const findings = [...new Set(rules.map((id) => t(`rules.${id}.finding`)))];
  const summary = `${t(`level.${level}`)} ${
    findings.length === 0 ? t('noFindings') : t('reported', { findings: findings.join(t('findingSeparator')) })
  }`;
  const recommendations =
    stored.recommendations.length === 0
      ? []
      : [...new Set([t(`advice.${level}`), ...rules.map((id) => t(`rules.${id}.recommendation`))])];
  return { summary, recommendations };
}

/**
 * The triage texts to show in `language`: in English the stored sentences exactly as the server wrote them; in
 * Sinhala and Tamil rebuilt from the rule ids ({@link rebuildTriageTexts}), or the stored ones when that is not possible.
 */
export function triageTexts(t: TFunction<typeof TRIAGE_NAMESPACE>, language: string | undefined, stored: StoredTriage): TriageTexts {
  const rebuilt = language?.startsWith('en') ? null : rebuildTriageTexts(t, stored);
  return rebuilt ?? { summary: stored.summary, recommendations: [...stored.recommendations] };
}

/** {@link triageTexts} in the current language. */
export function useTriageTexts(): (stored: StoredTriage) => TriageTexts {
  const { t, i18n } = useTranslation(TRIAGE_NAMESPACE);
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useCallback((stored) => triageTexts(t, language, stored), [t, language]);
}
