/**
 * The questionnaire's answer vocabulary (spec §9): the lists the owner chooses from. The triage rules
 * (./triage.ts) read these values, and the contracts' questionnaire schema accepts exactly them (re-exported by
 * `@vetnow/contracts/constants`, where the other wire vocabularies are).
 */

export const APPETITE_OPTIONS = ['Normal', 'Increased', 'Decreased', 'No appetite'] as const;
export const ENERGY_OPTIONS = ['Very High', 'High', 'Normal', 'Low', 'Very Low'] as const;
export const BEHAVIOR_OPTIONS = ['Normal', 'More playful', 'Less active', 'Aggressive', 'Withdrawn'] as const;
export const APPETITE_CHANGE_OPTIONS = [
  'No change',
  'Eating more than usual',
  'Eating less than usual',
  'Not eating at all',
  'Only eating certain foods',
] as const;
export const WATER_INTAKE_OPTIONS = [
  'Normal',
  'Drinking more than usual',
  'Drinking less than usual',
  'Not drinking at all',
] as const;
export const LAST_MEAL_OPTIONS = ['Today', 'Yesterday', '2 days ago', '3+ days ago', 'Not sure'] as const;
export const DIET_TYPE_OPTIONS = ['Dry food only', 'Wet food only', 'Mixed', 'Home-cooked', 'Raw', 'Combination'] as const;
export const SYMPTOMS_STARTED_OPTIONS = [
  'Today',
  'Yesterday',
  '2-3 days',
  '4-7 days',
  '1-2 weeks',
  '2-4 weeks',
  'Over a month ago',
] as const;
export const FREQUENCY_OPTIONS = [
  'Constantly',
  'Several times a day',
  'Once a day',
  'Few times a week',
  'Occasionally',
  'Only once',
] as const;

/** The answers chosen from a list, by the field that asks them (the list is also the field's name in the texts). */
export const QUESTIONNAIRE_OPTION_LISTS = {
  appetite: APPETITE_OPTIONS,
  energy: ENERGY_OPTIONS,
  behavior: BEHAVIOR_OPTIONS,
  appetiteChange: APPETITE_CHANGE_OPTIONS,
  waterIntake: WATER_INTAKE_OPTIONS,
  lastMeal: LAST_MEAL_OPTIONS,
  dietType: DIET_TYPE_OPTIONS,
  symptomsStarted: SYMPTOMS_STARTED_OPTIONS,
  frequency: FREQUENCY_OPTIONS,
} as const;

/** One of a list's values. */
export type QuestionnaireOption<K extends keyof typeof QUESTIONNAIRE_OPTION_LISTS> = (typeof QUESTIONNAIRE_OPTION_LISTS)[K][number];
