import {
  diagnosisSummarySchema,
  emptyQuestionnaireAnswers,
  questionnaireAnswersSchema,
  questionnaireSubmitSchema,
} from './questionnaire.js';

const full = {
  generalHealth: { appetite: 'Decreased', energy: 'Very Low', behavior: 'Withdrawn', temperature: 'Feels warm' },
  symptoms: { vomiting: true, diarrhea: false, coughing: false, sneezing: true, limping: false, scratching: false, other: 'drooling' },
  behavioralChanges: { aggression: false, lethargy: true, hiding: true, excessiveBarking: false, other: '' },
  eatingDrinking: { appetiteChange: 'Not eating at all', waterIntake: 'Drinking more than usual', lastMeal: '3+ days ago', dietType: 'Combination' },
  physicalSymptoms: { swelling: 'left paw', discharge: '', wounds: '', parasites: 'fleas' },
  duration: { symptomsStarted: 'Over a month ago', frequency: 'Only once', gettingWorse: true },
  medicalHistory: {
    previousConditions: 'none',
    currentMedications: '',
    allergies: 'chicken',
    lastVetVisit: '2026-01-10',
    vaccinated: true,
    vaccinationDate: '2026-03-01',
  },
};

describe('questionnaire answers (spec §3, §9)', () => {
  it('accepts a complete questionnaire unchanged', () => {
    expect(questionnaireAnswersSchema.parse(full)).toEqual(full);
  });

  it('has no required field', () => {
    expect(questionnaireAnswersSchema.parse({})).toEqual({});
    expect(questionnaireAnswersSchema.parse(emptyQuestionnaireAnswers())).toEqual(emptyQuestionnaireAnswers());
  });

  it('treats empty selects as unanswered and refuses options outside the lists', () => {
    expect(questionnaireAnswersSchema.parse({ generalHealth: { appetite: '', energy: null } })).toEqual({ generalHealth: {} });
    expect(questionnaireAnswersSchema.safeParse({ generalHealth: { appetite: 'Ravenous' } }).success).toBe(false);
    expect(questionnaireAnswersSchema.safeParse({ eatingDrinking: { lastMeal: '3 days ago' } }).success).toBe(false);
    expect(questionnaireAnswersSchema.safeParse({ duration: { frequency: 'Sometimes' } }).success).toBe(false);
    expect(questionnaireAnswersSchema.safeParse({ symptoms: { vomiting: 'yes' } }).success).toBe(false);
  });

  it('keeps the vaccination date only when vaccinated', () => {
    const notVaccinated = questionnaireAnswersSchema.parse({ medicalHistory: { vaccinated: false, vaccinationDate: '2026-03-01' } });
    expect(notVaccinated.medicalHistory).toEqual({ vaccinated: false });
    const unknown = questionnaireAnswersSchema.parse({ medicalHistory: { vaccinationDate: '2026-03-01' } });
    expect(unknown.medicalHistory).toEqual({});
    expect(questionnaireAnswersSchema.safeParse({ medicalHistory: { vaccinated: true, vaccinationDate: '2026-02-30' } }).success).toBe(false);
    expect(questionnaireAnswersSchema.parse({ medicalHistory: { vaccinated: true, vaccinationDate: '' } }).medicalHistory).toEqual({
      vaccinated: true,
    });
  });

  it('bounds free text', () => {
    expect(questionnaireAnswersSchema.safeParse({ symptoms: { other: 'x'.repeat(501) } }).success).toBe(false);
    expect(questionnaireAnswersSchema.parse({ symptoms: { other: '  a  ' } }).symptoms?.other).toBe('a');
  });

  it('submits answers for an appointment', () => {
    expect(questionnaireSubmitSchema.parse({ appointmentId: 'a1', answers: full }).appointmentId).toBe('a1');
    expect(questionnaireSubmitSchema.safeParse({ answers: full }).success).toBe(false);
  });

  it('parses a diagnosis summary', () => {
    const summary = {
      _id: 's1',
      petName: 'Rex',
      doctor: { fullName: 'Dr. Silva', specialization: 'Surgery' },
      date: '2026-11-22',
      summary: 'Possible gastro-intestinal upset',
      recommendations: ['Keep hydrated'],
      symptoms: { generalHealth: { appetite: 'Decreased', energy: 'Low' } },
      urgencyLevel: 'high',
      firedRules: ['not-eating'],
    };
    expect(diagnosisSummarySchema.parse(summary)).toEqual(summary);
    expect(diagnosisSummarySchema.safeParse({ ...summary, urgencyLevel: 'critical' }).success).toBe(false);
  });
});
