import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { type PetRecord } from '@vetnow/contracts/pet-care';
import { createI18n } from '@vetnow/web-kit/i18n';
import { MemoryRouter, Route, Routes, useLocation } from '@vetnow/web-kit/router';
import { AppToaster } from '@vetnow/web-kit/toaster';
import { clockStartsAt } from '@vetnow/web-kit/testing';
import { NOW, stubApi, type StubbedCall } from '../../../testing/fixtures';
import { render } from '../../../testing/render';
import { petProfile, petRecord } from '../testing/pet-fixtures';
import { PetRecordPage } from './pet-record-page';
import { bookNowHref, timelineOf } from './timeline-model';

createI18n();
clockStartsAt(NOW);

let record: PetRecord;
let calls: StubbedCall[];

beforeEach(() => {
  record = petRecord();
  calls = stubApi((method, path, body) => {
    if (method === 'GET' && path === '/api/pets/pet-bruno') return [200, record];
    if (method === 'POST' && path === '/api/pets/pet-bruno/weights') {
      const { weightKg, recordedOn } = body as { weightKg: number; recordedOn: string };
      record = {
        ...record,
        pet: { ...record.pet, latestWeightKg: weightKg },
        weights: [{ weightKg, recordedOn, source: 'owner', appointmentId: null }, ...record.weights],
      };
      return [201, record.pet];
    }
    if (method === 'GET' && path.startsWith('/api/pets/')) return [404, { statusCode: 404, code: 'PET_NOT_FOUND', message: 'Pet not found' }];
    return undefined;
  });
});
afterEach(() => {
  toast.remove();
});

function renderRecord(path = '/pets/pet-bruno') {
  const at = { path: '' };
  function Probe() {
    const location = useLocation();
    at.path = `${location.pathname}${location.search}`;
    return null;
  }
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/pets/:petId" element={<PetRecordPage now={() => NOW} />} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <Probe />
      <AppToaster />
    </MemoryRouter>,
  );
  return { ...result, at };
}

describe("a pet's health record", () => {
  it('shows the profile, what is due and the health timeline: one list, newest first, each entry labelled by its type', async () => {
    renderRecord();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bruno' })).toBeInTheDocument();
    expect(screen.getByText('Neutered').nextElementSibling).toHaveTextContent('Yes');
    expect(screen.getAllByText('Owner')[0]!.nextElementSibling).toHaveTextContent('Kasun Jayawardena'); // [1]: the vaccination card's
    const due = screen.getByRole('region', { name: 'What is due' });
    expect(within(due).getAllByRole('listitem').map((item) => item.dataset.status)).toEqual(['overdue', 'due-soon', 'upcoming']);

    const timeline = within(screen.getByRole('region', { name: 'Health timeline' })).getAllByRole('listitem').filter((li) => li.dataset.type);
    expect(timeline.map((li) => [li.querySelector('time')!.getAttribute('datetime'), li.dataset.type])).toEqual([
      ['2026-11-10', 'visit'],
      ['2026-11-10', 'deworming'],
      ['2026-11-10', 'prescription'],
      ['2026-05-12', 'vaccination'],
      ['2025-11-14', 'visit'],
      ['2025-11-14', 'vaccination'],
    ]);
    const [visit, deworming, prescription, booster] = timeline;
    expect(within(visit!).getByText('Visit')).toBeInTheDocument();
    expect(visit).toHaveTextContent('with Dr. Amaya Silva');
    expect(within(visit!).getByText('Findings').nextElementSibling).toHaveTextContent('Flea allergy dermatitis');
    expect(within(within(visit!).getByText('Recommendations').nextElementSibling as HTMLElement).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Monthly flea treatment',
      'Recheck in 2 weeks',
    ]);
    expect(within(deworming!).getByText('Deworming')).toBeInTheDocument();
    expect(within(deworming!).getByText('Next due').nextElementSibling).toHaveTextContent('Mon, 30 Nov 2026');
    expect(within(prescription!).getByText('Prescription')).toBeInTheDocument();
    expect(within(prescription!).getByText('Dose').nextElementSibling).toHaveTextContent('Half a tablet twice a day');
    expect(within(booster!).getByText('Vaccination')).toBeInTheDocument();
    expect(within(booster!).getByText('Batch').nextElementSibling).toHaveTextContent('DH-2291');
  });

  it('orders by date whatever order the lists come in', () => {
    const { visits, care, prescriptions } = petRecord();
    const entries = timelineOf({ visits: [...visits].reverse(), care: [...care].reverse(), prescriptions });
    expect(entries.map((e) => `${e.date} ${e.type}`)).toEqual([
      '2026-11-10 visit',
      '2026-11-10 deworming',
      '2026-11-10 prescription',
      '2026-05-12 vaccination',
      '2025-11-14 visit',
      '2025-11-14 vaccination',
    ]);
  });

  it('"Book now" opens the wizard with the doctor who last saw the pet, the pet and the reason Vaccination (else the doctors list)', async () => {
    const user = userEvent.setup();
    const { at } = renderRecord();
    const book = await screen.findByRole('link', { name: 'Book a vaccination visit for Bruno' });
    expect(book).toHaveTextContent('Book now');
    expect(book).toHaveAttribute('href', '/book-appointment/d-2?pet=pet-bruno&reason=Vaccination');
    await user.click(book);
    expect(at.path).toBe('/book-appointment/d-2?pet=pet-bruno&reason=Vaccination');
    expect(bookNowHref('pet-bruno', null)).toBe('/doctors?pet=pet-bruno&reason=Vaccination');
    expect(bookNowHref('a b', 'd/1')).toBe('/book-appointment/d%2F1?pet=a%20b&reason=Vaccination');
  });

  it('without a last doctor "Book now" goes to the doctors list; with nothing due or an archived pet there is none', async () => {
    record = petRecord({ lastDoctorId: null });
    const first = renderRecord();
    expect(await screen.findByRole('link', { name: 'Book a vaccination visit for Bruno' })).toHaveAttribute('href', '/doctors?pet=pet-bruno&reason=Vaccination');
    first.unmount();

    record = petRecord({ pet: petProfile({ due: [] }) });
    const second = renderRecord();
    expect(await screen.findByText('Nothing is due at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Book a vaccination/ })).not.toBeInTheDocument();
    second.unmount();

    record = petRecord({ pet: petProfile({ archivedAt: '2026-11-01T00:00:00.000Z' }) });
    renderRecord();
    expect(await screen.findByText('Bruno is archived. Bring Bruno back under My Pets to book a visit.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Book a vaccination/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add weight' })).not.toBeInTheDocument();
  });

  it('draws the weights as a chart with an accessible name, and lists their values in a table, oldest first', async () => {
    renderRecord();
    const chart = await screen.findByRole('img', { name: 'Weight of Bruno over time, in kilograms' });
    expect(chart.querySelectorAll('circle')).toHaveLength(3);
    const points = chart.querySelector('polyline')!.getAttribute('points')!.split(' ').map((p) => p.split(',').map(Number));
    expect(points.map(([x]) => x)).toEqual([...points.map(([x]) => x!)].sort((a, b) => a - b)); // oldest on the left
    expect(points[0]![1]).toBeGreaterThan(points[2]![1]!); // 25.5 kg lower on the chart than 28.4 kg
    const table = screen.getByRole('table', { name: 'Weights of Bruno' });
    expect(table).toHaveClass('sr-only');
    expect(within(table).getAllByRole('row').map((row) => within(row).queryAllByRole('cell').map((c) => c.textContent))).toEqual([
      [],
      ['Fri, 14 Nov 2025', '25.5 kg'],
      ['Tue, 2 Jun 2026', '27.1 kg'],
      ['Tue, 10 Nov 2026', '28.4 kg'],
    ]);
  });

  it('"Add weight" checks the weight by the contract, records it and the chart follows', async () => {
    const user = userEvent.setup();
    renderRecord();
    await user.click(await screen.findByRole('button', { name: 'Add weight' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a weight for Bruno' });
    expect(within(dialog).getByLabelText('Date weighed')).toHaveValue('2026-11-22');
    await user.type(within(dialog).getByLabelText(/Weight \(kg\)/), '250');
    await user.click(within(dialog).getByRole('button', { name: 'Save weight' }));
    expect(await within(dialog).findByText('Weight must be a number of kilograms above 0 and up to 200')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/Weight \(kg\)/));
    await user.type(within(dialog).getByLabelText(/Weight \(kg\)/), '29.2');
    await user.click(within(dialog).getByRole('button', { name: 'Save weight' }));
    expect(await screen.findByText('Weight saved')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Weights of Bruno' })).getAllByRole('row')).toHaveLength(5));
    expect(screen.getByText('Latest weight').nextElementSibling).toHaveTextContent('29.2 kg');
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([['/api/pets/pet-bruno/weights', { weightKg: 29.2, recordedOn: '2026-11-22' }]]);
  });

  it('prints a vaccination card: the pet, the owner and a table of its vaccinations (date, vaccine, batch, next due, doctor)', async () => {
    const print = jest.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true });
    const user = userEvent.setup();
    renderRecord();
    await user.click(await screen.findByRole('button', { name: 'Print vaccination card' }));
    expect(print).toHaveBeenCalledTimes(1);
    const card = screen.getByTestId('vaccination-card');
    expect(card).toHaveClass('vn-vaccination-card', 'hidden'); // shown by its print stylesheet only
    expect(within(card).getByRole('heading', { name: 'Vaccination card' })).toBeInTheDocument();
    for (const [term, value] of [
      ['Pet', 'Bruno'],
      ['Species', 'Dog'],
      ['Date of birth', 'Wed, 10 May 2023'],
      ['Microchip', '900123456789012'],
      ['Owner', 'Kasun Jayawardena'],
      ['Contact number', '0771234567'],
    ] as const) {
      expect(within(card).getByText(term, { selector: 'dt' }).nextElementSibling).toHaveTextContent(value);
    }
    const table = within(card).getByRole('table', { name: 'Vaccination card' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date given', 'Vaccine', 'Batch', 'Next due', 'Doctor']);
    expect(within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['Fri, 14 Nov 2025', 'Anti-rabies', 'RB-7781', 'Sun, 15 Nov 2026', 'Dr. Nimal Perera'],
      ['Tue, 12 May 2026', 'DHPPi booster', 'DH-2291', 'Wed, 12 May 2027', 'Dr. Nimal Perera'],
    ]);
    expect(within(card).queryByText('Drontal')).not.toBeInTheDocument(); // a dewormer is not a vaccination
    expect(card).toHaveTextContent('Printed on Sun, 22 Nov 2026');
  });

  it('a pet that is not the owner\'s: "Pet not found" with a link back to My Pets', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const { at } = renderRecord('/pets/someone-elses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pet not found' })).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Back to My Pets' });
    expect(back).toHaveAttribute('href', '/pets');
    await user.click(back);
    expect(at.path).toBe('/pets');
    expect(warn).toHaveBeenCalledWith('Pet record could not be loaded', 'Pet not found');
    warn.mockRestore();
  });
});
