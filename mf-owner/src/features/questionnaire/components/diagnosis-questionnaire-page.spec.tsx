import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  APPETITE_OPTIONS,
  DIET_TYPE_OPTIONS,
  FREQUENCY_OPTIONS,
  QUESTIONNAIRE_STEPS,
  SYMPTOMS_STARTED_OPTIONS,
} from '@vetnow/contracts/constants';
import { createI18n } from '@vetnow/web-kit/i18n';
import { readAnswersState, readDraft, writeDraft, resetWizardStore } from '../../../shared/booking-wizard/wizard-store';
import { bookingDraft } from '../../../shared/booking-wizard/testing/draft-fixture';
import en from '../i18n/en.json' with { type: 'json' };
import { DiagnosisQuestionnairePage } from './diagnosis-questionnaire-page';
import { STEP_FIELDS, percentComplete, sanitizeState } from './questionnaire-model';
import { renderRoute } from '../../../testing/render-route';

createI18n();

function renderPage() {
  return renderRoute('/diagnosis-questionnaire', <DiagnosisQuestionnairePage />);
}

const DRAFT = bookingDraft({ idempotencyKey: 'k-1' });

const next = () => screen.getByRole('button', { name: 'Next' });
const optionTexts = (label: string) => within(screen.getByLabelText(label)).getAllByRole('option').map((o) => o.textContent);

beforeEach(() => {
  sessionStorage.clear();
  resetWizardStore();
  writeDraft(DRAFT);
});

describe('/diagnosis-questionnaire', () => {
  it('redirects to /doctors without a booking draft', () => {
    sessionStorage.clear();
    resetWizardStore();
    renderPage();
    expect(screen.getByText('Now at /doctors')).toBeInTheDocument();
  });

  it('walks the 7 steps in order with "Step n of 7", the percent and a progressbar; Previous is disabled first', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Pet Health Assessment' })).toBeInTheDocument();
    expect(screen.getByText(/A few questions about Rex/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    const seen: Array<[string, string, string, string | null]> = [];
    for (let i = 0; i < 7; i++) {
      seen.push([
        screen.getByRole('heading', { level: 2 }).textContent!,
        screen.getByText(/^Step \d of 7$/).textContent!,
        screen.getByText(/% complete$/).textContent!,
        screen.getByRole('progressbar', { name: 'Assessment progress' }).getAttribute('aria-valuenow'),
      ]);
      if (i < 6) await user.click(next());
    }
    expect(seen.map((s) => s[0])).toEqual([...QUESTIONNAIRE_STEPS]);
    expect(seen.map((s) => s[1])).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `Step ${n} of 7`));
    expect(seen.map((s) => s[2])).toEqual(['14% complete', '29% complete', '43% complete', '57% complete', '71% complete', '86% complete', '100% complete']);
    expect(seen.map((s) => s[3])).toEqual(['14', '29', '43', '57', '71', '86', '100']);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 2, name: 'Medical History' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Duration' })).toBeInTheDocument();
    expect(percentComplete(0)).toBe(14);
  });

  it('asks every field of each step with the option lists of the spec', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(optionTexts('Appetite')).toEqual(['Select an option', ...APPETITE_OPTIONS]);
    expect(optionTexts('Energy level')).toHaveLength(6);
    expect(optionTexts('Behavior')).toHaveLength(6);
    expect(screen.getByLabelText('Temperature (if known)')).toBeInTheDocument();
    await user.click(next());
    for (const label of ['Vomiting', 'Diarrhea', 'Coughing', 'Sneezing', 'Limping', 'Scratching']) {
      expect(screen.getByRole('checkbox', { name: label })).not.toBeChecked();
    }
    expect(screen.getByLabelText('Other symptoms')).toBeInTheDocument();
    await user.click(next());
    expect(screen.getAllByRole('checkbox').map((c) => c.closest('label')!.textContent)).toEqual([
      'Aggression',
      'Lethargy',
      'Hiding',
      'Excessive barking',
    ]);
    await user.click(next());
    expect(optionTexts('Change in appetite')).toHaveLength(6);
    expect(optionTexts('Water intake')).toHaveLength(5);
    expect(optionTexts('Last meal')).toHaveLength(6);
    expect(optionTexts('Diet type').slice(1)).toEqual([...DIET_TYPE_OPTIONS]);
    await user.click(next());
    for (const label of [/Swelling/, /Discharge/, /Wounds/, /Parasites/]) expect(screen.getByLabelText(label)).toBeInTheDocument();
    await user.click(next());
    expect(optionTexts('When did the symptoms start?').slice(1)).toEqual([...SYMPTOMS_STARTED_OPTIONS]);
    expect(optionTexts('How often do they happen?').slice(1)).toEqual([...FREQUENCY_OPTIONS]);
    expect(screen.getByRole('checkbox', { name: 'The symptoms are getting worse' })).toBeInTheDocument();
    await user.click(next());
    for (const label of ['Previous conditions', 'Current medications', 'Allergies', 'Last vet visit']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
  });

  it('shows the vaccination date only while "vaccinated" is checked, and sends it only then', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('diagnosisAnswers', JSON.stringify({ step: 6, answers: {} }));
    resetWizardStore(); // as a fresh page: read what sessionStorage kept
    renderPage();
    expect(screen.queryByLabelText('Date of the last vaccination')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Vaccinations are up to date' }));
    const date = screen.getByLabelText('Date of the last vaccination');
    await user.type(date, '2026-03-01');
    await user.click(screen.getByRole('checkbox', { name: 'Vaccinations are up to date' }));
    expect(screen.queryByLabelText('Date of the last vaccination')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Vaccinations are up to date' }));
    expect(screen.getByLabelText('Date of the last vaccination')).toHaveValue('2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await screen.findByText('Now at /payment');
    expect(readDraft()!.diagnosisData).toEqual({ medicalHistory: { vaccinated: true, vaccinationDate: '2026-03-01' } });
  });

  it('keeps the answers and the step in sessionStorage across a reload', async () => {
    const user = userEvent.setup();
    const first = renderPage();
    await user.selectOptions(screen.getByLabelText('Appetite'), 'Decreased');
    await user.click(next());
    await user.click(screen.getByRole('checkbox', { name: 'Vomiting' }));
    first.unmount();
    resetWizardStore(); // a reload: the memory is gone, sessionStorage kept the draft

    renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Symptoms' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Vomiting' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText('Appetite')).toHaveDisplayValue('Decreased');
    expect(readAnswersState()).toEqual({
      step: 0,
      answers: expect.objectContaining({ generalHealth: expect.objectContaining({ appetite: 'Decreased' }), symptoms: expect.objectContaining({ vomiting: true }) }),
    });
  });

  it('saves the answers into the draft (trimmed, unanswered left out) and goes to /payment', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.selectOptions(screen.getByLabelText('Energy level'), 'Very Low');
    await user.type(screen.getByLabelText('Temperature (if known)'), '  39.5 C ');
    await user.click(next());
    await user.click(screen.getByRole('checkbox', { name: 'Coughing' }));
    await user.click(screen.getByRole('checkbox', { name: 'Limping' }));
    await user.click(screen.getByRole('checkbox', { name: 'Limping' })); // unchecked again
    for (let i = 0; i < 3; i++) await user.click(next());
    await user.type(screen.getByLabelText(/Wounds/), 'Cut on the paw');
    await user.click(next());
    await user.selectOptions(screen.getByLabelText('When did the symptoms start?'), '2-3 days');
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText('Now at /payment')).toBeInTheDocument();
    const draft = readDraft()!;
    expect(draft.diagnosisData).toEqual({
      generalHealth: { energy: 'Very Low', temperature: '39.5 C' },
      symptoms: { coughing: true },
      physicalSymptoms: { wounds: 'Cut on the paw' },
      duration: { symptomsStarted: '2-3 days' },
    });
    expect(draft.idempotencyKey).toBe('k-1');
    expect(draft.pet.name).toBe('Rex');
  });

  it('needs no answer at all: an empty questionnaire sends no diagnosisData', async () => {
    const user = userEvent.setup();
    writeDraft({ ...DRAFT, diagnosisData: { symptoms: { vomiting: true } } });
    sessionStorage.setItem('diagnosisAnswers', JSON.stringify({ step: 6, answers: {} }));
    resetWizardStore(); // as a fresh page: read what sessionStorage kept
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await screen.findByText('Now at /payment');
    expect(readDraft()!.diagnosisData).toBeUndefined();
  });
});

describe('questionnaire model', () => {
  it('has an English label for every option of every list', () => {
    for (const fields of Object.values(STEP_FIELDS)) {
      for (const field of fields) {
        if (field.kind !== 'select') continue;
        const labels = (en.options as Record<string, Record<string, string>>)[field.list]!;
        expect(Object.keys(labels)).toEqual([...field.options]);
      }
    }
  });

  it('reads back only known fields of the right kind and a step in range', () => {
    expect(
      sanitizeState({
        step: 9,
        answers: { symptoms: { vomiting: 'yes', other: 'x', hacked: true }, generalHealth: { appetite: 'Normal' } },
      }),
    ).toEqual({
      step: 0,
      answers: expect.objectContaining({ symptoms: { other: 'x' }, generalHealth: { appetite: 'Normal' } }),
    });
    expect(sanitizeState('garbage').step).toBe(0);
  });
});
