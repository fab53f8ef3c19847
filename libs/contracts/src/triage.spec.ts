import {
  emptyQuestionnaireAnswers,
  questionnaireAnswersSchema,
  type QuestionnaireAnswersInput,
} from './questionnaire.js';
import { EMERGENCY_ADVICE, LOW_ADVICE, MEDIUM_ADVICE, TRIAGE_RULES, triage } from '@vetnow/domain/triage';

/** Answers as the questionnaire sends them, parsed by the contracts schema (as the services do). */
const answers = (input: QuestionnaireAnswersInput) => questionnaireAnswersSchema.parse(input);

describe('triage rule by rule', () => {
  const cases: [string, QuestionnaireAnswersInput, 'high' | 'medium', string[]][] = [
    // [rule, answers that fire it, level, every rule those answers fire]
    ['not-drinking', { eatingDrinking: { waterIntake: 'Not drinking at all' } }, 'high', ['not-drinking']],
    [
      'no-appetite-very-low-energy',
      { generalHealth: { appetite: 'No appetite', energy: 'Very Low' } },
      'high',
      ['no-appetite-very-low-energy', 'lethargy', 'not-eating'],
    ],
    [
      'vomiting-diarrhea-worsening',
      { symptoms: { vomiting: true, diarrhea: true }, duration: { gettingWorse: true } },
      'high',
      ['vomiting-diarrhea-worsening', 'vomiting', 'diarrhea', 'getting-worse'],
    ],
    ['last-meal-3-days', { eatingDrinking: { lastMeal: '3+ days ago' } }, 'high', ['last-meal-3-days']],
    [
      'constant-vomiting-or-diarrhea',
      { symptoms: { diarrhea: true }, duration: { frequency: 'Constantly' } },
      'high',
      ['constant-vomiting-or-diarrhea', 'diarrhea'],
    ],
    [
      'coughing-very-low-energy',
      { symptoms: { coughing: true }, generalHealth: { energy: 'Very Low' } },
      'high',
      ['coughing-very-low-energy', 'lethargy'],
    ],
    ['lethargy', { behavioralChanges: { lethargy: true } }, 'medium', ['lethargy']],
    ['vomiting', { symptoms: { vomiting: true } }, 'medium', ['vomiting']],
    ['diarrhea', { symptoms: { diarrhea: true } }, 'medium', ['diarrhea']],
    ['not-eating', { eatingDrinking: { appetiteChange: 'Not eating at all' } }, 'medium', ['not-eating']],
    ['wounds', { physicalSymptoms: { wounds: 'Bite wound on the left ear' } }, 'medium', ['wounds']],
    ['discharge', { physicalSymptoms: { discharge: 'Yellow discharge from the eyes' } }, 'medium', ['discharge']],
    ['swelling', { physicalSymptoms: { swelling: 'Lump on the neck' } }, 'medium', ['swelling']],
    ['limping', { symptoms: { limping: true } }, 'medium', ['limping']],
    ['getting-worse', { duration: { gettingWorse: true } }, 'medium', ['getting-worse']],
  ];

  it('covers every rule of the table', () => {
    expect(cases.map(([id]) => id).sort()).toEqual(TRIAGE_RULES.map((r) => r.id).sort());
  });

  it.each(cases)('%s', (id, input, level, fired) => {
    const result = triage(answers(input));
    expect(result.firedRules).toContain(id);
    expect(result.firedRules).toEqual(fired);
    expect(result.urgencyLevel).toBe(level);
    const rule = TRIAGE_RULES.find((r) => r.id === id)!;
    expect(result.summary).toContain(rule.finding);
    expect(result.recommendations).toContain(rule.recommendation);
    expect(result.recommendations[0]).toBe(level === 'high' ? EMERGENCY_ADVICE : MEDIUM_ADVICE);
  });
});

describe('triage levels and combinations', () => {
  it('is low with a readable summary when nothing is reported', () => {
    for (const input of [{}, emptyQuestionnaireAnswers()]) {
      expect(triage(answers(input))).toEqual({
        urgencyLevel: 'low',
        summary: 'Low urgency. No concerning signs were reported.',
        recommendations: [LOW_ADVICE],
        firedRules: [],
      });
    }
  });

  it('stays low for mild answers: normal values, sneezing, scratching, "none" in free text', () => {
    const result = triage(
      answers({
        generalHealth: { appetite: 'Normal', energy: 'High', behavior: 'Normal', temperature: 'Normal' },
        symptoms: { sneezing: true, scratching: true, vomiting: false },
        eatingDrinking: { waterIntake: 'Normal', lastMeal: 'Today', appetiteChange: 'No change' },
        physicalSymptoms: { wounds: 'None', discharge: 'no', swelling: ' N/A ', parasites: '' },
        duration: { gettingWorse: false, frequency: 'Occasionally' },
        medicalHistory: { vaccinated: true },
      }),
    );
    expect(result.urgencyLevel).toBe('low');
    expect(result.firedRules).toEqual([]);
  });

  it('the highest level wins and every fired rule is listed, in table order', () => {
    const result = triage(
      answers({
        symptoms: { limping: true, vomiting: true },
        eatingDrinking: { waterIntake: 'Not drinking at all', lastMeal: '3+ days ago' },
        physicalSymptoms: { wounds: 'Cut paw' },
      }),
    );
    expect(result.urgencyLevel).toBe('high');
    expect(result.firedRules).toEqual(['not-drinking', 'last-meal-3-days', 'vomiting', 'wounds', 'limping']);
    expect(result.summary).toBe(
      'High urgency. Reported: not drinking at all; last meal 3 or more days ago; vomiting; wounds; limping.',
    );
    expect(result.recommendations[0]).toBe(EMERGENCY_ADVICE);
    expect(new Set(result.recommendations).size).toBe(result.recommendations.length);
    expect(result.recommendations).toHaveLength(6);
  });

  it('medium rules together stay medium', () => {
    const result = triage(
      answers({ symptoms: { vomiting: true, diarrhea: true }, physicalSymptoms: { discharge: 'Nose' } }),
    );
    expect(result.urgencyLevel).toBe('medium');
    expect(result.firedRules).toEqual(['vomiting', 'diarrhea', 'discharge']);
  });

  it('needs every condition of a combined high rule', () => {
    // vomiting + diarrhea without "getting worse"; no appetite with only low energy; very low energy alone
    expect(triage(answers({ symptoms: { vomiting: true, diarrhea: true } })).urgencyLevel).toBe('medium');
    expect(triage(answers({ generalHealth: { appetite: 'No appetite', energy: 'Low' } })).urgencyLevel).toBe('medium');
    expect(triage(answers({ generalHealth: { energy: 'Very Low' } })).firedRules).toEqual(['lethargy']);
    expect(triage(answers({ symptoms: { coughing: true } })).urgencyLevel).toBe('low');
  });
});
