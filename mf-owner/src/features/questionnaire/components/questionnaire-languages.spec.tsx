import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPETITE_OPTIONS } from '@vetnow/contracts/constants';
import { createI18n, setLanguage } from '@vetnow/web-kit/i18n';
import { MemoryRouter, Route, Routes } from '@vetnow/web-kit/router';
import { resetWizardStore, writeDraft } from '../../../shared/booking-wizard/wizard-store';
import { bookingDraft } from '../../../shared/booking-wizard/testing/draft-fixture';
import { englishLeftovers } from '@vetnow/web-kit/testing';
import { render } from '../../../testing/render';
import en from '../i18n/en.json' with { type: 'json' };
import si from '../i18n/si.json' with { type: 'json' };
import ta from '../i18n/ta.json' with { type: 'json' };
import { DiagnosisQuestionnairePage } from './diagnosis-questionnaire-page';

// Issue 13: the Pet Health Assessment in Sinhala and Tamil — its steps, fields and option lists — with the
// answers still stored as the contracts' English values.

createI18n();

afterAll(async () => {
  await act(() => setLanguage('en'));
});

beforeEach(() => {
  sessionStorage.clear();
  resetWizardStore();
  writeDraft(bookingDraft());
});

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/diagnosis-questionnaire']}>
      <Routes>
        <Route path="/diagnosis-questionnaire" element={<DiagnosisQuestionnairePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe.each([
  ['si', si],
  ['ta', ta],
] as const)('questionnaire in %s', (language, texts) => {
  beforeEach(async () => {
    await act(() => setLanguage(language));
  });

  it('every step, field and option in the language; the answer kept as the contracts\' value', async () => {
    const user = userEvent.setup();
    const { container } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
    expect(screen.getByText(texts.subtitle.replace('{{petName}}', 'Rex'))).toBeInTheDocument();
    const appetite = screen.getByLabelText(texts.fields.generalHealth.appetite);
    expect(within(appetite).getAllByRole('option').map((o) => o.textContent)).toEqual([
      texts.selectPlaceholder,
      ...APPETITE_OPTIONS.map((o) => texts.options.appetite[o]),
    ]);
    await user.selectOptions(appetite, texts.options.appetite['No appetite']);
    expect(appetite).toHaveValue('No appetite');

    // Walk every step: no text of the English catalogue on any of them.
    for (let step = 0; step < 7; step++) {
      expect(englishLeftovers(container, [en])).toEqual([]);
      if (step < 6) await user.click(screen.getByRole('button', { name: texts.actions.next }));
    }
    expect(screen.getByRole('button', { name: texts.actions.submit })).toBeInTheDocument();
  });
});
