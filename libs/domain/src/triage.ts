/**
 * Triage of the pre-visit questionnaire: a pure function from the owner's answers to an urgency level, a
 * readable summary, recommendations and the ids of the rules that fired. The rules are a transparent table
 * (documented in docs/triage-rules.md): every rule that applies fires; the highest level among them wins;
 * no rule → low. svc-booking runs it on the book path and POST /diagnosis/submit; the payment
 * screen runs the same function to warn the owner before paying (so it lives in @vetnow/domain, browser-safe).
 *
 * This is decision support for the clinic's front desk, not a diagnosis: it only sorts what the owner
 * reported so the doctor sees the urgent cases first and the owner is told when not to wait.
 */
import type { QuestionnaireOption } from './questionnaire.js';

export const URGENCY_LEVELS = ['high', 'medium', 'low'] as const;
export type UrgencyLevel = (typeof URGENCY_LEVELS)[number];

/**
 * The answers the rules read: a part of the contracts' `QuestionnaireAnswers` (what its schema parses), so the
 * parsed answers are passed as they are.
 */
export interface TriageAnswers {
  readonly generalHealth?: { readonly appetite?: QuestionnaireOption<'appetite'>; readonly energy?: QuestionnaireOption<'energy'> };
  readonly symptoms?: { readonly vomiting?: boolean; readonly diarrhea?: boolean; readonly coughing?: boolean; readonly limping?: boolean };
  readonly behavioralChanges?: { readonly lethargy?: boolean };
  readonly eatingDrinking?: {
    readonly appetiteChange?: QuestionnaireOption<'appetiteChange'>;
    readonly waterIntake?: QuestionnaireOption<'waterIntake'>;
    readonly lastMeal?: QuestionnaireOption<'lastMeal'>;
  };
  readonly physicalSymptoms?: { readonly swelling?: string; readonly discharge?: string; readonly wounds?: string };
  readonly duration?: { readonly frequency?: QuestionnaireOption<'frequency'>; readonly gettingWorse?: boolean };
}

export interface TriageRule {
  /** Stable id, listed in `firedRules` (tests and explanations refer to it). */
  readonly id: string;
  readonly level: Exclude<UrgencyLevel, 'low'>;
  /** The finding as it reads in the summary ("not drinking at all"). */
  readonly finding: string;
  /** Advice specific to this finding (the level's general advice comes first). */
  readonly recommendation: string;
  readonly applies: (a: TriageAnswers) => boolean;
}

export interface TriageResult {
  urgencyLevel: UrgencyLevel;
  summary: string;
  recommendations: string[];
  firedRules: string[];
}

/** Free-text answers that mean "nothing to report". */
const NOTHING = new Set(['', 'no', 'none', 'nil', 'n/a', 'na', '-', 'nothing', 'not applicable', 'normal', 'no.', 'none.']);

/** True when a free-text answer reports something (not empty, not "no"/"none"/"n/a"). */
export function reportsSomething(text: string | undefined): boolean {
  return text !== undefined && !NOTHING.has(text.trim().toLowerCase());
}

const notEating = (a: TriageAnswers) =>
  a.generalHealth?.appetite === 'No appetite' || a.eatingDrinking?.appetiteChange === 'Not eating at all';
const veryLowEnergy = (a: TriageAnswers) => a.generalHealth?.energy === 'Very Low';

export const EMERGENCY_ADVICE = "Call the clinic's 24/7 emergency line now; do not wait for the appointment.";
export const MEDIUM_ADVICE = 'Keep the appointment and watch your pet closely; call the clinic if the signs get worse.';
export const LOW_ADVICE = 'Keep the scheduled appointment for a routine check.';
export const NO_FINDINGS_SUMMARY = 'No concerning signs were reported.';

/** The rule table, high rules first. Order is the order of findings in the summary. */
export const TRIAGE_RULES: readonly TriageRule[] = [
  // ---- high ----
  {
    id: 'not-drinking',
    level: 'high',
    finding: 'not drinking at all',
    recommendation: 'Offer small amounts of fresh water often; do not force it.',
    applies: (a) => a.eatingDrinking?.waterIntake === 'Not drinking at all',
  },
  {
    id: 'no-appetite-very-low-energy',
    level: 'high',
    finding: 'no appetite with very low energy',
    recommendation: 'Keep your pet warm and quiet and bring it in as soon as possible.',
    applies: (a) => notEating(a) && veryLowEnergy(a),
  },
  {
    id: 'vomiting-diarrhea-worsening',
    level: 'high',
    finding: 'vomiting and diarrhea that are getting worse',
    recommendation: 'Withhold food until a vet advises you, and watch for signs of dehydration.',
    applies: (a) => a.symptoms?.vomiting === true && a.symptoms?.diarrhea === true && a.duration?.gettingWorse === true,
  },
  {
    id: 'last-meal-3-days',
    level: 'high',
    finding: 'last meal 3 or more days ago',
    recommendation: 'Do not try to force-feed; a vet should check your pet first.',
    applies: (a) => a.eatingDrinking?.lastMeal === '3+ days ago',
  },
  {
    // Added: constant vomiting or diarrhea dehydrates fast (and may mean an obstruction or poisoning).
    id: 'constant-vomiting-or-diarrhea',
    level: 'high',
    finding: 'vomiting or diarrhea happening constantly',
    recommendation: 'Bring a sample or photo of the vomit or stool if you can.',
    applies: (a) => (a.symptoms?.vomiting === true || a.symptoms?.diarrhea === true) && a.duration?.frequency === 'Constantly',
  },
  {
    // Added: a cough with very low energy can be respiratory distress or heart failure.
    id: 'coughing-very-low-energy',
    level: 'high',
    finding: 'coughing with very low energy',
    recommendation: 'Watch the breathing: blue gums or open-mouth breathing need help at once.',
    applies: (a) => a.symptoms?.coughing === true && veryLowEnergy(a),
  },
  // ---- medium ----
  {
    id: 'lethargy',
    level: 'medium',
    finding: 'lethargy or low energy',
    recommendation: 'Let your pet rest and note when it is most tired.',
    applies: (a) =>
      a.behavioralChanges?.lethargy === true || a.generalHealth?.energy === 'Low' || a.generalHealth?.energy === 'Very Low',
  },
  {
    id: 'vomiting',
    level: 'medium',
    finding: 'vomiting',
    recommendation: 'Offer water in small amounts and note how often your pet vomits.',
    applies: (a) => a.symptoms?.vomiting === true,
  },
  {
    id: 'diarrhea',
    level: 'medium',
    finding: 'diarrhea',
    recommendation: 'Make sure fresh water is always available.',
    applies: (a) => a.symptoms?.diarrhea === true,
  },
  {
    id: 'not-eating',
    level: 'medium',
    finding: 'not eating',
    recommendation: 'Note what and when your pet last ate.',
    applies: notEating,
  },
  {
    id: 'wounds',
    level: 'medium',
    finding: 'wounds',
    recommendation: 'Keep the wound clean and stop your pet licking it.',
    applies: (a) => reportsSomething(a.physicalSymptoms?.wounds),
  },
  {
    id: 'discharge',
    level: 'medium',
    finding: 'discharge',
    recommendation: 'Gently wipe the discharge away and note its colour.',
    applies: (a) => reportsSomething(a.physicalSymptoms?.discharge),
  },
  {
    id: 'swelling',
    level: 'medium',
    finding: 'swelling',
    recommendation: 'Note whether the swelling grows before the visit.',
    applies: (a) => reportsSomething(a.physicalSymptoms?.swelling),
  },
  {
    id: 'limping',
    level: 'medium',
    finding: 'limping',
    recommendation: 'Limit running and jumping until the visit.',
    applies: (a) => a.symptoms?.limping === true,
  },
  {
    id: 'getting-worse',
    level: 'medium',
    finding: 'symptoms getting worse',
    recommendation: 'Call the clinic if the symptoms keep getting worse before the visit.',
    applies: (a) => a.duration?.gettingWorse === true,
  },
];

const RANK: Record<UrgencyLevel, number> = { low: 0, medium: 1, high: 2 };

/** Runs every rule of {@link TRIAGE_RULES} over the answers; the highest level among the fired rules wins. */
export function triage(answers: TriageAnswers, rules: readonly TriageRule[] = TRIAGE_RULES): TriageResult {
  const fired = rules.filter((r) => r.applies(answers));
  const urgencyLevel = fired.reduce<UrgencyLevel>((lvl, r) => (RANK[r.level] > RANK[lvl] ? r.level : lvl), 'low');
  const general = urgencyLevel === 'high' ? EMERGENCY_ADVICE : urgencyLevel === 'medium' ? MEDIUM_ADVICE : LOW_ADVICE;
  const recommendations = [...new Set([general, ...fired.map((r) => r.recommendation)])];
  const findings = [...new Set(fired.map((r) => r.finding))];
  const summary =
    findings.length === 0
      ? `Low urgency. ${NO_FINDINGS_SUMMARY}`
      : `${capitalize(urgencyLevel)} urgency. Reported: ${findings.join('; ')}.`;
  return { urgencyLevel, summary, recommendations, firedRules: fired.map((r) => r.id) };
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
