import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { createI18n, setLanguage } from '@vetnow/web-kit/i18n';
import { catalogueLeaves, clinicInstant, englishLeftovers, renderWithProviders, textVariables } from '@vetnow/web-kit/testing';
import { TODAY } from '../../../testing/fixtures';
import { ME, walkIn, walkInsApi } from '../../../testing/walk-ins';
import { useWalkIns } from '../hooks/use-walk-ins';
import { WalkInQueuePanel } from './walk-in-queue-panel';
import en from '../i18n/en.json' with { type: 'json' };
import si from '../i18n/si.json' with { type: 'json' };
import ta from '../i18n/ta.json' with { type: 'json' };

// Issue 39: the walk-in queue in Sinhala and in Tamil — no text of its English catalogue is left on it.

createI18n();

const AT_0930 = new Date(clinicInstant(TODAY, '09:30'));
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/{{\s*(\w+)\s*}}/g, (_m, name: string) => String(values[name]));

function Queue({ live }: { live?: 'offline' }) {
  const walkIns = useWalkIns(TODAY);
  return <WalkInQueuePanel walkIns={walkIns} now={AT_0930} live={live} />;
}

/** The panel once the queue's answer is there. */
async function loadedPanel(title: string, list: string | RegExp) {
  const panel = await screen.findByRole('region', { name: title });
  await within(panel).findByRole('heading', { level: 3, name: list });
  return panel;
}

afterAll(async () => {
  await act(() => setLanguage('en'));
});

describe('the catalogues', () => {
  it.each([
    ['si', si],
    ['ta', ta],
  ] as const)('%s has every English key, with the same variables', (_language, texts) => {
    const english = catalogueLeaves(en);
    const translated = catalogueLeaves(texts);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) expect([key, textVariables(translated.get(key)!)]).toEqual([key, textVariables(text)]);
  });
});

describe.each([
  ['si', si],
  ['ta', ta],
] as const)('the walk-in queue in %s', (language, texts) => {
  beforeEach(async () => {
    await act(() => setLanguage(language));
  });

  it('the rows, statuses, assignment and actions read in the language', async () => {
    walkInsApi([
      walkIn(1, '09:10'),
      walkIn(2, '09:20', { status: 'with-doctor', doctor: { ...ME }, pet: { name: 'Polly', type: 'Bird' } }),
      walkIn(3, '08:50', { status: 'done', doctor: { ...ME } }),
      walkIn(4, '08:55', { status: 'left' }),
    ]);
    renderWithProviders(<Queue live="offline" />);
    const panel = await loadedPanel(texts.title, new RegExp(`Polly`));
    const p = within(panel);
    expect(p.getByRole('list', { name: texts.listLabel })).toBeInTheDocument();
    expect(p.getByRole('heading', { name: `${fill(texts.queueNumber, { number: 2 })}: ${fill(texts.pet, { name: 'Polly', type: texts.petType.Bird })} · Kamal Silva` })).toBeInTheDocument();
    expect(p.getAllByRole('button', { name: texts.actions.take })).toHaveLength(1);
    expect(p.getByRole('button', { name: texts.actions.done })).toBeInTheDocument();
    expect(p.getAllByRole('button', { name: texts.actions.backToWaiting })).toHaveLength(2);
    for (const text of [texts.status.waiting, texts.status['with-doctor'], texts.status.done, texts.status.left, texts.assignment.anyDoctor]) {
      expect(p.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(p.getByRole('status')).toHaveTextContent(texts.offline);
    // Customer free text (names, reasons) stays as typed; everything else is in the language.
    expect(englishLeftovers(panel, [en])).toEqual([]);
  });

  it('the empty queue reads in the language', async () => {
    walkInsApi([]);
    renderWithProviders(<Queue />);
    const panel = await loadedPanel(texts.title, texts.empty);
    expect(within(panel).getByText(texts.emptyHint)).toBeInTheDocument();
    expect(englishLeftovers(panel, [en])).toEqual([]);
  });
});

describe('the English check itself', () => {
  it('finds the English texts when the queue is in English', async () => {
    await act(() => setLanguage('en'));
    walkInsApi([walkIn(1, '09:10')]);
    renderWithProviders(<Queue />);
    const panel = await loadedPanel(en.title, /Tiger/);
    expect(englishLeftovers(panel, [en])).toEqual(expect.arrayContaining([en.title, en.actions.take, en.status.waiting, en.assignment.anyDoctor]));
  });
});
