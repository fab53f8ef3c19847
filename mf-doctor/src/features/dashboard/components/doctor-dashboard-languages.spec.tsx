import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Appointment } from '@vetnow/contracts/appointment';
import {
  APPETITE_CHANGE_OPTIONS,
  APPETITE_OPTIONS,
  BEHAVIOR_OPTIONS,
  ENERGY_OPTIONS,
  FREQUENCY_OPTIONS,
  LAST_MEAL_OPTIONS,
  WATER_INTAKE_OPTIONS,
} from '@vetnow/contracts/constants';
import type { QuestionnaireAnswers } from '@vetnow/contracts/questionnaire';
import { TRIAGE_RULES, triage } from '@vetnow/domain/triage';
import { COMMON_NAMESPACE, createI18n, i18n, setLanguage, type Language } from '@vetnow/web-kit/i18n';
import { renderWithProviders } from '@vetnow/web-kit/testing';
import { englishLeftovers } from '@vetnow/web-kit/testing';
import { NOW, doctorApi, doctorAppointments } from '../../../testing/fixtures';
import { leave, leaveApi } from '../../../testing/leave-api';
import en from '../i18n/en.json' with { type: 'json' };
import si from '../i18n/si.json' with { type: 'json' };
import ta from '../i18n/ta.json' with { type: 'json' };
import { NAMESPACE } from '../i18n/doctor-dashboard-i18n';
import { triageTexts } from './appointment-bits';
import { DoctorDashboardPage } from './doctor-dashboard-page';
// The leave tab's catalogue, registered as its (lazily loaded) feature does, for the English-leftovers check.
import '../../leave';

// Issue 13: the doctor's dashboard in Sinhala and in Tamil — counters, tabs, cards, the questionnaire's answers and
// the triage (rebuilt from the rule ids), My Leave and My Profile read in the language; no text of the screen's
// English catalogues is left on it.

createI18n();

const CATALOGUES = { si, ta } as const;
/** My Leave's texts (another feature's catalogue, 'doctor-leave'), read from the i18n store the tab registered. */
const LEAVE_NAMESPACE = 'doctor-leave';
const leaveCatalogue = (language: Language) => i18n.getResourceBundle(language, LEAVE_NAMESPACE) as Record<string, never>;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/{{\s*(\w+)\s*}}/g, (_m, name: string) => String(values[name]));

/** The kit's texts (common namespace) are not this screen's: allowed while the kit's own si/ta are English placeholders. */
function kitPlaceholders(language: Language): string[] {
  const kit = i18n.getFixedT(language, COMMON_NAMESPACE);
  const english = i18n.getFixedT('en', COMMON_NAMESPACE);
  return ['close', 'loading', 'retry'].filter((key) => kit(key) === english(key)).map((key) => english(key));
}

/** The fixtures, every questionnaire with its rule ids (as svc-booking answers the appointment's doctor). */
function appointments(): Appointment[] {
  const rules: Record<string, string[]> = { t09: ['limping'], t08: [] };
  return doctorAppointments().map((a) =>
    a.diagnosisQuestionnaire && rules[a._id] ? { ...a, diagnosisQuestionnaire: { ...a.diagnosisQuestionnaire, firedRules: rules[a._id] } } : a,
  );
}

afterAll(async () => {
  await act(() => setLanguage('en'));
});

describe('triage texts rebuilt from the rule ids', () => {
  // A fixed pseudo-random walk over the answers (every option list and flag), so every rule fires alone and together.
  function* answerSets(count: number): Generator<QuestionnaireAnswers> {
    let seed = 13; // mulberry32
    const next = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
      return (x ^ (x >>> 14)) >>> 0;
    };
    const pick = <T,>(list: readonly T[]): T | undefined => (next() % 3 === 0 ? undefined : list[next() % list.length]);
    const flag = () => (next() % 4 === 0 ? true : undefined);
    for (let i = 0; i < count; i++) {
      yield {
        generalHealth: { appetite: pick(APPETITE_OPTIONS), energy: pick(ENERGY_OPTIONS), behavior: pick(BEHAVIOR_OPTIONS) },
        symptoms: { vomiting: flag(), diarrhea: flag(), coughing: flag(), limping: flag() },
        behavioralChanges: { lethargy: flag() },
        eatingDrinking: { appetiteChange: pick(APPETITE_CHANGE_OPTIONS), waterIntake: pick(WATER_INTAKE_OPTIONS), lastMeal: pick(LAST_MEAL_OPTIONS) },
        physicalSymptoms: { wounds: pick(['A cut on the paw', 'none']), discharge: pick(['From the eyes']), swelling: pick(['Left leg']) },
        duration: { frequency: pick(FREQUENCY_OPTIONS), gettingWorse: flag() },
      };
    }
  }

  it("the English catalogue holds the contracts' rule texts, so a rebuild in English is triage()'s own output", () => {
    const english = i18n.getFixedT('en', NAMESPACE);
    const fired = new Set<string>();
    for (const answers of answerSets(400)) {
      const result = triage(answers);
      result.firedRules.forEach((id) => fired.add(id));
      expect(triageTexts(english, result)).toEqual({ summary: result.summary, recommendations: result.recommendations });
    }
    expect([...fired].sort()).toEqual(TRIAGE_RULES.map((r) => r.id).sort());
  });

  it('keeps the stored text without rule ids or with an id the catalogue does not know', () => {
    const english = i18n.getFixedT('en', NAMESPACE);
    expect(triageTexts(english, { summary: 'Medium urgency. Reported: limping.', urgencyLevel: 'medium' })).toBeNull();
    expect(triageTexts(english, { summary: 'x', urgencyLevel: 'high', firedRules: ['a-rule-from-the-future'] })).toBeNull();
    expect(Object.keys(en.triage.findings).sort()).toEqual(TRIAGE_RULES.map((r) => r.id).sort());
  });
});

describe.each([
  ['si', 'සිංහල'],
  ['ta', 'தமிழ்'],
] as const)('/doctor-dashboard in %s (%s)', (language: Exclude<Language, 'en'>, _name: string) => {
  const texts = CATALOGUES[language];
  const catalogues = () => [en, leaveCatalogue('en')];

  beforeEach(async () => {
    localStorage.clear();
    doctorApi(appointments());
    await act(() => setLanguage(language));
  });

  async function renderPage() {
    const view = renderWithProviders(<DoctorDashboardPage now={() => NOW} />);
    expect(await screen.findByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: texts.tabs.overview })).toBeInTheDocument(); // the list has arrived
    return view;
  }

  it('the header, counters and Overview read in the language', async () => {
    const { container } = await renderPage();
    expect(await screen.findByText(`${texts.specializations.Surgery} · ${fill(texts.header.clinic, { location: '45 Main Street, Battaramulla' })}`)).toBeInTheDocument();
    expect(screen.getByText(texts.counters.today).closest('dl')).toHaveAccessibleName(texts.counters.label);
    expect(screen.getByRole('tab', { name: texts.tabs.overview })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(texts.overview.today)).toBeInTheDocument();
    expect(screen.getAllByText(texts.urgency.high).length).toBeGreaterThan(0);
    expect(screen.getAllByText(texts.status.scheduled).length).toBeGreaterThan(0);
    expect(screen.getAllByText(`Misty · ${texts.petType.Cat} · Persian · ${fill(texts.card.petAge_other, { count: 2 })} — Ama Fernando`)).not.toHaveLength(0);

    expect(englishLeftovers(container, catalogues(), kitPlaceholders(language))).toEqual([]);
  });

  it('All Appointments: cards with the triage summary rebuilt in the language; View Details with the answers and advice', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole('tab', { name: texts.tabs.appointments }));
    const list = screen.getByRole('list', { name: texts.all.listLabel });
    const misty = within(list)
      .getAllByRole('article')
      .find((card) => within(card).queryByText('VN-T10'))!;
    const summary = fill(texts.triage.summary, {
      urgency: texts.urgency.high,
      findings: `${texts.triage.findings['not-drinking']}; ${texts.triage.findings.vomiting}`,
    });
    expect(within(misty).getByText(summary)).toBeInTheDocument();
    expect(within(misty).getByText(texts.card.reason)).toBeInTheDocument();
    expect(within(misty).getByText(`(${texts.payment.cash})`)).toBeInTheDocument();
    const low = within(list)
      .getAllByRole('article')
      .find((card) => within(card).queryByText('VN-T08'))!;
    expect(within(low).getByText(fill(texts.triage.summaryNone, { urgency: texts.urgency.low }))).toBeInTheDocument();
    expect(englishLeftovers(list, catalogues(), kitPlaceholders(language))).toEqual([]);

    await user.click(within(misty).getByRole('button', { name: texts.card.details }));
    const dialog = screen.getByRole('dialog', { name: texts.details.title });
    const d = within(dialog);
    expect(d.getByText(texts.details.triage)).toBeInTheDocument();
    expect(d.getByText(texts.triage.advice.high)).toBeInTheDocument();
    expect(d.getByText(texts.triage.recommendations['not-drinking'])).toBeInTheDocument();
    expect(d.getByText(texts.triage.recommendations.vomiting)).toBeInTheDocument();
    expect(d.getByText(texts.rules['not-drinking'])).toBeInTheDocument();
    expect(d.getByText(texts.options.appetite.Decreased)).toBeInTheDocument();
    expect(d.getByText(texts.options.energy.Low)).toBeInTheDocument();
    expect(d.getByText(texts.options.waterIntake['Not drinking at all'])).toBeInTheDocument();
    expect(d.getByText(texts.options.symptomsStarted['2-3 days'])).toBeInTheDocument();
    expect(d.getByText(`${texts.fields.symptoms.vomiting}`, { selector: 'dd' })).toBeInTheDocument();
    expect(d.getAllByText(texts.details.yes).length).toBeGreaterThan(0);
    // Free text stays as the owner typed it.
    expect(d.getByText('Drooling')).toBeInTheDocument();
    expect(d.getByText('Penicillin')).toBeInTheDocument();
    expect(englishLeftovers(dialog, catalogues(), kitPlaceholders(language))).toEqual([]);
  });

  it('My Leave and My Profile read in the language', async () => {
    const user = userEvent.setup();
    leaveApi({ leave: [leave({ reason: null })] });
    const { container } = await renderPage();
    await user.click(screen.getByRole('tab', { name: texts.tabs.leave }));
    const leaveTexts = i18n.getFixedT(language, LEAVE_NAMESPACE);
    expect(leaveTexts('title')).not.toBe(i18n.getFixedT('en', LEAVE_NAMESPACE)('title'));
    const leavePanel = screen.getByRole('tabpanel', { name: texts.tabs.leave });
    expect(await within(leavePanel).findByRole('heading', { name: leaveTexts('title') })).toBeInTheDocument();
    expect(await within(leavePanel).findByText(`${leaveTexts('wholeDay')} · ${leaveTexts('list.noReason')}`)).toBeInTheDocument();
    expect(within(leavePanel).getByLabelText(new RegExp(leaveTexts('add.fromDate')))).toBeInTheDocument();
    expect(englishLeftovers(container, catalogues(), kitPlaceholders(language))).toEqual([]);

    await user.click(screen.getByRole('tab', { name: texts.tabs.profile }));
    const profilePanel = screen.getByRole('tabpanel', { name: texts.tabs.profile });
    expect(await within(profilePanel).findByText(texts.specializations.Surgery)).toBeInTheDocument();
    expect(within(profilePanel).getByText(fill(texts.profile.experienceYears_other, { count: 12 }))).toBeInTheDocument();
    expect(within(profilePanel).getByRole('link', { name: texts.profile.editLink })).toBeInTheDocument();
    expect(englishLeftovers(container, catalogues(), kitPlaceholders(language))).toEqual([]);
  });
});

describe('the English check itself', () => {
  it('finds the English texts when the screen is in English (so an untranslated screen fails the checks above)', async () => {
    doctorApi(appointments());
    await act(() => setLanguage('en'));
    const { container } = renderWithProviders(<DoctorDashboardPage now={() => NOW} />);
    expect(await screen.findByRole('tab', { name: en.tabs.overview })).toBeInTheDocument();
    const found = englishLeftovers(container, [en]);
    expect(found).toEqual(expect.arrayContaining([en.title, en.counters.today, 'aria-label="Appointment summary"', 'Clinic: 45 Main Street, Battaramulla']));
  });
});
