import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatClinicDate } from '@vetnow/web-kit/format';
import { createI18n, setLanguage } from '@vetnow/web-kit/i18n';
import { MemoryRouter, Route, Routes } from '@vetnow/web-kit/router';
import { clockStartsAt, englishLeftovers } from '@vetnow/web-kit/testing';
import { NOW, stubApi } from '../../../testing/fixtures';
import { render } from '../../../testing/render';
import en from '../i18n/en.json' with { type: 'json' };
import si from '../i18n/si.json' with { type: 'json' };
import ta from '../i18n/ta.json' with { type: 'json' };
import { misty, petProfile, petRecord } from '../testing/pet-fixtures';
import { PetRecordPage } from './pet-record-page';
import { PetsPage } from './pets-page';

// Issue 38: My Pets, the health record and the vaccination card in Sinhala and in Tamil — no text of the
// screens' English catalogue left, species, sex, ages, weights and dates in the language.

createI18n();
clockStartsAt(NOW);

beforeEach(() => {
  localStorage.clear();
  stubApi((method, path) => {
    if (method !== 'GET') return undefined;
    if (path === '/api/pets') return [200, [petProfile(), misty({ archivedAt: '2026-10-01T08:00:00.000Z' })]];
    if (path === '/api/pets/pet-bruno') return [200, petRecord()];
    return undefined;
  });
});

afterAll(async () => {
  await act(() => setLanguage('en'));
});

const CATALOGUES = { si, ta } as const;
const fill = (text: string, values: Record<string, string | number>) => text.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name]));

describe.each(['si', 'ta'] as const)('the pet screens in %s', (language) => {
  const texts = CATALOGUES[language];

  beforeEach(async () => {
    await act(() => setLanguage(language));
  });

  it('My Pets: the cards, the due badges, the archived section and the form read in the language', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <MemoryRouter>
        <PetsPage now={() => NOW} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
    const bruno = await screen.findByRole('article', { name: 'Bruno' });
    expect(within(bruno).getByText(texts.fields.species).nextElementSibling).toHaveTextContent(texts.species.Dog);
    expect(within(bruno).getByText(texts.fields.sex).nextElementSibling).toHaveTextContent(texts.sex.male);
    expect(within(bruno).getByText(texts.fields.age).nextElementSibling).toHaveTextContent(fill(texts.age.years_other, { count: 3 }));
    const overdue = fill(texts.due.overdue, { name: 'Anti-rabies', date: formatClinicDate('2026-11-15', language) });
    expect(within(bruno).getByText(overdue)).toBeInTheDocument();
    expect(formatClinicDate('2026-11-15', language)).not.toBe(formatClinicDate('2026-11-15', 'en'));
    expect(screen.getByText(fill(texts.archived.title, { count: 1 }))).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Misty' })).getByText(fill(texts.age.about_other, { count: 3 }))).toBeInTheDocument();
    expect(englishLeftovers(container, [en])).toEqual([]);

    await user.click(screen.getByRole('button', { name: texts.add }));
    const dialog = await screen.findByRole('dialog', { name: texts.form.addTitle });
    expect(within(dialog).getByRole('radio', { name: texts.form.birthEstimated })).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: texts.species.Rabbit })).toBeInTheDocument();
    expect(englishLeftovers(dialog, [en])).toEqual([]);
  });

  it('the health record, the weight table and the vaccination card read in the language', async () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/pets/pet-bruno']}>
        <Routes>
          <Route path="/pets/:petId" element={<PetRecordPage now={() => NOW} />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Bruno' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: fill(texts.record.due.bookNowLabel, { name: 'Bruno' }) })).toHaveTextContent(texts.record.due.bookNow);
    expect(screen.getByRole('region', { name: texts.record.timeline.title })).toBeInTheDocument();
    expect(screen.getAllByText(texts.record.timeline.types.visit)).toHaveLength(2);
    expect(screen.getByRole('img', { name: fill(texts.record.weight.chartLabel, { name: 'Bruno' }) })).toBeInTheDocument();
    const weights = screen.getByRole('table', { name: fill(texts.record.weight.tableCaption, { name: 'Bruno' }) });
    expect(within(weights).getAllByRole('row')[1]).toHaveTextContent(fill(texts.weightKg, { weight: '25.5' }));
    const card = screen.getByTestId('vaccination-card');
    expect(within(card).getByRole('heading', { name: texts.record.print.title })).toBeInTheDocument();
    expect(within(card).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      (['date', 'vaccine', 'batch', 'nextDue', 'doctor'] as const).map((c) => texts.record.print[c]),
    );
    expect(within(card).getAllByRole('row')[1]).toHaveTextContent(formatClinicDate('2025-11-14', language));
    expect(englishLeftovers(container, [en])).toEqual([]);
  });
});

it('switching the language on an open My Pets turns its texts into Sinhala at once', async () => {
  await act(() => setLanguage('en'));
  render(
    <MemoryRouter>
      <PetsPage now={() => NOW} />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('article', { name: 'Bruno' })).toHaveTextContent('Labrador');
  expect(screen.getByRole('heading', { level: 1, name: en.title })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit Bruno' })).toBeInTheDocument();
  await act(() => setLanguage('si'));
  expect(screen.getByRole('heading', { level: 1, name: si.title })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: fill(si.card.editLabel, { name: 'Bruno' }) })).toHaveTextContent(si.card.edit);
  expect(within(screen.getByRole('article', { name: 'Bruno' })).getByText(si.species.Dog)).toBeInTheDocument();
  expect(screen.queryByText(en.title)).not.toBeInTheDocument();
});
