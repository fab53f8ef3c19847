import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { render } from '../../../testing/render';
import { createI18n } from '@vetnow/web-kit/i18n';
import { diagnosisSummary } from '@vetnow/web-kit/testing';
import { stubApi, type Answer, stubApiNeverAnswering } from '../../../testing/fixtures';
import { HealthRecordsTab } from './health-records-tab';

createI18n();

/** Bruno with Dr. Perera on 25 Nov, before the visit: the questionnaire's triage. */
const TRIAGED = diagnosisSummary('a-1', {
  summary: 'Medium urgency. Reported: vomiting, low energy.',
  recommendations: ['Offer small amounts of water often.', 'Withhold food for 12 hours.'],
  symptoms: { generalHealth: { appetite: 'Decreased', energy: 'Low' } },
  urgencyLevel: 'medium',
  firedRules: ['vomiting'],
});
/** Misty's completed visit without a questionnaire: the doctor's diagnosis. */
const COMPLETED = diagnosisSummary('a-2', {
  petName: 'Misty',
  date: '2026-11-10',
  summary: 'Flea allergy dermatitis',
  recommendations: ['Monthly flea treatment'],
  completedAt: '2026-11-10T05:30:00.000Z',
});

let answer: () => Answer;
let calls: ReturnType<typeof stubApi>;
let consoleWarn: jest.SpiedFunction<typeof console.warn>;

const records = () => within(screen.getByRole('list', { name: 'Health records' })).getAllByRole('article');

beforeEach(() => {
  answer = () => [200, [TRIAGED, COMPLETED]];
  calls = stubApi((method, path) => (method === 'GET' && path === '/api/users/diagnosis-summaries' ? answer() : undefined));
  consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('Health Records tab', () => {
  it('shows a spinner until the records arrive', () => {
    stubApiNeverAnswering();
    render(<HealthRecordsTab />);
    expect(screen.getByText('Loading health records…').closest('[role="status"]')).toBeInTheDocument();
  });

  it('shows each record: pet, doctor, date, Complete, urgency, summary, recommendations, symptoms', async () => {
    render(<HealthRecordsTab />);
    expect(await screen.findByText('2 records')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Health records' })).toBeInTheDocument();
    expect(records()).toHaveLength(2);

    const first = within(screen.getByRole('article', { name: 'Bruno' }));
    expect(first.getByText('Dr. Nimal Perera')).toBeInTheDocument();
    expect(first.getByText(/Surgery/)).toBeInTheDocument();
    expect(first.getByText('Wed, 25 Nov 2026')).toBeInTheDocument();
    expect(first.getByText('Complete')).toHaveClass('bg-green-100');
    expect(first.getByText('Medium urgency')).toHaveClass('bg-amber-100');
    expect(first.getByRole('heading', { level: 4, name: 'Summary' })).toBeInTheDocument();
    expect(first.getByText('Medium urgency. Reported: vomiting, low energy.')).toBeInTheDocument();
    expect(first.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Offer small amounts of water often.',
      'Withhold food for 12 hours.',
    ]);
    expect(first.getByRole('heading', { name: 'Recorded symptoms' })).toBeInTheDocument();
    expect(first.getByText('Appetite').nextElementSibling).toHaveTextContent('Decreased');
    expect(first.getByText('Energy level').nextElementSibling).toHaveTextContent('Low');

    // A completed visit: the doctor's diagnosis; no questionnaire → no urgency and no recorded symptoms.
    const second = within(screen.getByRole('article', { name: 'Misty' }));
    expect(second.getByRole('heading', { name: "Doctor's diagnosis" })).toBeInTheDocument();
    expect(second.getByText('Flea allergy dermatitis')).toBeInTheDocument();
    expect(second.getByText('Complete')).toBeInTheDocument();
    expect(second.queryByText(/urgency/)).not.toBeInTheDocument();
    expect(second.getAllByText('Not recorded')).toHaveLength(2);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/users/diagnosis-summaries']);
  });

  it('counts one record in the singular and shows the fallback for no recommendations', async () => {
    answer = () => [200, [{ ...TRIAGED, recommendations: [], urgencyLevel: 'high' }]];
    render(<HealthRecordsTab />);
    expect(await screen.findByText('1 record')).toBeInTheDocument();
    expect(screen.getByText('High urgency')).toHaveClass('bg-red-100');
    expect(screen.getByText('No recommendations recorded.')).toBeInTheDocument();
  });

  it("shows 'No health records yet' when there are none", async () => {
    answer = () => [200, []];
    render(<HealthRecordsTab />);
    expect(await screen.findByRole('heading', { name: 'No health records yet' })).toBeInTheDocument();
    expect(screen.queryByText(/^\d+ records?$/)).not.toBeInTheDocument();
    expect(consoleWarn).not.toHaveBeenCalled();
  });

  it('only logs a failed load and falls back to the empty state', async () => {
    answer = () => [500, { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong. Please try again.' }];
    render(<HealthRecordsTab />);
    expect(await screen.findByRole('heading', { name: 'No health records yet' })).toBeInTheDocument();
    expect(consoleWarn).toHaveBeenCalledWith('[vetnow] health records could not be loaded', expect.any(String));
    expect(document.body).not.toHaveTextContent('Something went wrong');
  });
});
