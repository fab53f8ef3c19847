// The landing page's fixed content: which items exist and in what order. Their texts live in the `landing`
// i18n catalogue (../i18n/en.json) under the keys named here. Business values (statistics, clinic hours, service
// area, rotation period, cancellation notice, currency) come from @vetnow/contracts/constants.

export const FEATURE_KEYS = [
  'easyBooking',
  'expertVeterinarians',
  'healthDiagnosis',
  'secureSafe',
  'support',
  'multipleLocations',
] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];

export const TESTIMONIAL_KEYS = ['amaya', 'dilan', 'nadeesha'] as const;

export const SERVICE_KEYS = [
  'generalVeterinary',
  'surgery',
  'dentistry',
  'dermatology',
  'internalMedicine',
  'emergencyCare',
] as const;

/** In-page anchors the footer links to. */
export const SECTION_IDS = { about: 'about', contact: 'contact', privacy: 'privacy', terms: 'terms' } as const;

export const CONTAINER = 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8';

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2';
const BUTTON = `inline-flex min-h-12 items-center justify-center rounded-lg px-6 py-3 text-base font-semibold ${FOCUS}`;

/** Buttons on the dark (teal-900) bands: hero and call to action. */
export const BUTTON_ON_DARK = `${BUTTON} bg-white text-teal-900 hover:bg-teal-50 focus-visible:outline-white`;
export const BUTTON_OUTLINE_ON_DARK = `${BUTTON} border-2 border-white text-white hover:bg-white/10 focus-visible:outline-white`;
/** Links and small controls on light backgrounds. */
export const LINK_ON_LIGHT = `rounded-sm text-teal-800 underline underline-offset-2 hover:text-teal-950 ${FOCUS} focus-visible:outline-teal-800`;
export const CONTROL_ON_LIGHT = `inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 ${FOCUS} focus-visible:outline-teal-800`;
