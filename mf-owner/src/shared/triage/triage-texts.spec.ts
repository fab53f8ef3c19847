import { afterAll, describe, expect, it } from '@jest/globals';
import type { QuestionnaireAnswers } from '@vetnow/contracts/questionnaire';
import { EMERGENCY_ADVICE, LOW_ADVICE, MEDIUM_ADVICE, NO_FINDINGS_SUMMARY, TRIAGE_RULES, triage } from '@vetnow/domain/triage';
import { createI18n, i18n, setLanguage } from '@vetnow/web-kit/i18n';
import en from './triage.en.json' with { type: 'json' };
import si from './triage.si.json' with { type: 'json' };
import ta from './triage.ta.json' with { type: 'json' };
import { KNOWN_TRIAGE_RULES, TRIAGE_NAMESPACE, rebuildTriageTexts, triageTexts } from './triage-texts';

createI18n();

afterAll(async () => {
  await setLanguage('en');
});

const t = () => i18n.getFixedT(null, TRIAGE_NAMESPACE);

/** Answers that fire rules of every level, alone and together. */
const ANSWERS: QuestionnaireAnswers[] = [
  {},
  { symptoms: { limping: true } },
  { symptoms: { vomiting: true, diarrhea: true }, duration: { gettingWorse: true, frequency: 'Constantly' } },
  { generalHealth: { appetite: 'No appetite', energy: 'Very Low' }, symptoms: { coughing: true } },
  { eatingDrinking: { waterIntake: 'Not drinking at all', lastMeal: '3+ days ago', appetiteChange: 'Not eating at all' } },
  { physicalSymptoms: { wounds: 'left paw', discharge: 'eyes', swelling: 'neck' }, behavioralChanges: { lethargy: true } },
];

describe('triage texts by rule id (issue 13)', () => {
  it('has a finding and a recommendation for every rule of the contracts, equal to the English the server stores', () => {
    expect([...KNOWN_TRIAGE_RULES].sort()).toEqual(TRIAGE_RULES.map((r) => r.id).sort());
    for (const rule of TRIAGE_RULES) {
      expect(en.rules[rule.id as keyof typeof en.rules]).toEqual({ finding: rule.finding, recommendation: rule.recommendation });
    }
    expect(en.advice).toEqual({ high: EMERGENCY_ADVICE, medium: MEDIUM_ADVICE, low: LOW_ADVICE });
    expect(en.noFindings).toBe(NO_FINDINGS_SUMMARY);
  });

  it('rebuilds in English exactly the summary and recommendations the server stores', async () => {
    await setLanguage('en');
    for (const answers of ANSWERS) {
      const stored = triage(answers);
      expect(rebuildTriageTexts(t(), stored)).toEqual({ summary: stored.summary, recommendations: stored.recommendations });
    }
  });

  it('shows the stored sentences as they are in English', async () => {
    await setLanguage('en');
    const stored = { ...triage(ANSWERS[1]!), summary: 'Medium urgency. Reported: limping (older wording).' };
    expect(triageTexts(t(), 'en', stored)).toEqual({ summary: stored.summary, recommendations: stored.recommendations });
  });

  it.each([
    ['si', si],
    ['ta', ta],
  ] as const)('writes them in %s from the rule ids, with no English sentence', async (language, catalogue) => {
    await setLanguage(language);
    const stored = triage(ANSWERS[2]!);
    expect(stored.urgencyLevel).toBe('high');
    const texts = triageTexts(t(), language, stored);
    expect(texts.summary).toBe(
      `${catalogue.level.high} ${catalogue.reported.replace(
        '{{findings}}',
        [catalogue.rules['vomiting-diarrhea-worsening'].finding, catalogue.rules['constant-vomiting-or-diarrhea'].finding, catalogue.rules.vomiting.finding, catalogue.rules.diarrhea.finding, catalogue.rules['getting-worse'].finding].join('; '),
      )}`,
    );
    expect(texts.recommendations[0]).toBe(catalogue.advice.high);
    expect(texts.recommendations).toHaveLength(stored.recommendations.length);
    for (const answers of ANSWERS) {
      const { summary, recommendations } = triageTexts(t(), language, triage(answers));
      for (const text of [summary, ...recommendations]) expect(text).not.toMatch(/[A-Za-z]{3}/);
    }
    expect(triageTexts(t(), language, triage({})).summary).toBe(`${catalogue.level.low} ${catalogue.noFindings}`);
  });

  it('shows the stored texts as they are when the rule ids are missing or unknown (a newer server)', async () => {
    await setLanguage('si');
    const stored = { urgencyLevel: 'medium' as const, summary: 'Medium urgency. Reported: hiccups.', recommendations: ['Count them.'] };
    expect(triageTexts(t(), 'si', stored)).toEqual({ summary: stored.summary, recommendations: stored.recommendations });
    expect(triageTexts(t(), 'si', { ...stored, firedRules: ['hiccups'] })).toEqual({ summary: stored.summary, recommendations: stored.recommendations });
  });

  it('keeps a record without recommendations without them', async () => {
    await setLanguage('ta');
    const stored = { ...triage(ANSWERS[1]!), recommendations: [] };
    expect(triageTexts(t(), 'ta', stored).recommendations).toEqual([]);
  });
});
