import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { createI18n, setLanguage } from '@vetnow/web-kit/i18n';
import { SessionContext } from '@vetnow/web-kit/session';
import { englishLeftovers, owner, signedInSession } from '@vetnow/web-kit/testing';
import { MemoryRouter } from '@vetnow/web-kit/router';
import { NOW, ownerAppointments, stubApi, type StubbedCall } from '../../../testing/fixtures';
import { dueItem, petProfile, petRecord } from '../../../testing/pet-profiles';
import { render } from '../../../testing/render';
import { formatShortDate } from '../../../shared/format-date';
import en from '../i18n/en.json' with { type: 'json' };
import si from '../i18n/si.json' with { type: 'json' };
import { DashboardPage } from './dashboard-page';

// Issue 38: the owner's dashboard shows, per pet, what is overdue or due soon, with "Book now" and the pet's record.

createI18n();

const BRUNO = petProfile({
  _id: 'p-bruno',
  due: [
    dueItem({ name: 'Anti-rabies', dueOn: '2026-11-20', status: 'overdue' }),
    dueItem({ kind: 'deworming', name: 'Drontal', dueOn: '2026-11-30', status: 'due-soon' }),
    dueItem({ name: 'DHPPi', dueOn: '2027-03-01', status: 'upcoming' }),
  ],
});
const MISTY = petProfile({
  _id: 'p-misty',
  name: 'Misty',
  species: 'Cat',
  due: [dueItem({ kind: 'tick-flea', name: 'Frontline', dueOn: '2026-12-01', status: 'due-soon' })],
});
const CALM = petProfile({ _id: 'p-calm', name: 'Kiri', species: 'Rabbit', due: [dueItem({ name: 'RHD', dueOn: '2027-06-01', status: 'upcoming' })] });
const ARCHIVED = petProfile({
  _id: 'p-old',
  name: 'Goldie',
  archivedAt: '2026-05-01T08:00:00.000Z',
  due: [dueItem({ name: 'Anti-rabies', dueOn: '2026-10-01', status: 'overdue' })],
});

let pets: [number, unknown];
let records: Record<string, [number, unknown]>;
let calls: StubbedCall[];

beforeEach(() => {
  localStorage.clear();
  pets = [200, [MISTY, CALM, BRUNO, ARCHIVED]];
  records = {
    'p-bruno': [200, petRecord(BRUNO, 'd-7')],
    'p-misty': [200, petRecord(MISTY, null)],
  };
  calls = stubApi((method, path) => {
    if (method === 'GET' && path === '/api/users/appointments') return [200, ownerAppointments()];
    if (method === 'GET' && path === '/api/users/profile') return [200, owner({ pets: [] })];
    if (method === 'GET' && path === '/api/pets') return pets;
    const record = /^\/api\/pets\/([^/]+)$/.exec(path);
    if (method === 'GET' && record) return records[record[1]!];
    return undefined;
  });
});

afterAll(async () => {
  await act(() => setLanguage('en'));
});

function renderPage() {
  return render(
    <MemoryRouter>
      <SessionContext.Provider value={signedInSession()}>
        <DashboardPage now={() => NOW} />
      </SessionContext.Provider>
    </MemoryRouter>,
  );
}

const panel = () => screen.findByRole('region', { name: 'Pet care' });

describe('the pet care panel of the owner’s dashboard (issue 38)', () => {
  it('lists per pet what is overdue or due soon (overdue first), with its record and "Book now" with the last doctor', async () => {
    renderPage();
    const care = await panel();
    const petsShown = await within(care).findAllByRole('heading', { level: 3 });
    expect(petsShown.map((h) => h.textContent)).toEqual(['Bruno', 'Misty']); // overdue first; nothing near for Kiri; Goldie archived

    const bruno = within(care).getByRole('list', { name: 'Due for Bruno' });
    const lines = within(bruno).getAllByRole('listitem');
    expect(lines.map((li) => li.textContent)).toEqual(['OverdueAnti-rabieswas due Fri, 20 Nov 2026', 'Due soonDrontaldue Mon, 30 Nov 2026']);
    expect(within(lines[0]!).getByText('Overdue')).toHaveClass('bg-red-100');
    expect(within(lines[1]!).getByText('Due soon')).toHaveClass('bg-amber-100');
    expect(within(lines[0]!).getByText(/was due/)).toHaveAttribute('dateTime', '2026-11-20');
    expect(within(care).queryByText('DHPPi')).not.toBeInTheDocument(); // upcoming, months away

    expect(within(care).getByRole('link', { name: 'Health record of Bruno' })).toHaveAttribute('href', '/pets/p-bruno');
    await waitFor(() =>
      expect(within(care).getByRole('link', { name: 'Book now for Bruno' })).toHaveAttribute(
        'href',
        '/book-appointment/d-7?pet=p-bruno&reason=vaccination',
      ),
    );
    // No doctor has seen Misty yet: "Book now" opens her record, which books from there.
    expect(within(care).getByRole('link', { name: 'Book now for Misty' })).toHaveAttribute('href', '/pets/p-misty');
    expect(within(care).getByRole('link', { name: 'My Pets' })).toHaveAttribute('href', '/pets');

    // One list, and a record only for each pet with something due.
    const petReads = calls.filter((c) => c.path.startsWith('/api/pets')).map((c) => c.path).sort();
    expect(petReads).toEqual(['/api/pets', '/api/pets/p-bruno', '/api/pets/p-misty']);
  });

  it('says all pets are up to date when nothing is near, with a link to My Pets', async () => {
    pets = [200, [CALM, ARCHIVED]];
    renderPage();
    const care = await panel();
    expect(await within(care).findByText('All pets are up to date')).toBeInTheDocument();
    expect(within(care).getByText('Nothing is overdue or due in the next 14 days.')).toBeInTheDocument();
    expect(within(care).getByRole('link', { name: 'My Pets' })).toHaveAttribute('href', '/pets');
    expect(within(care).queryByRole('link', { name: /Book now/ })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/api/pets/'))).toEqual([]);
  });

  it('without saved pets says where to add them; a list that cannot be loaded says so quietly', async () => {
    pets = [200, []];
    const first = renderPage();
    const care = await panel();
    expect(await within(care).findByText('No pets saved yet')).toBeInTheDocument();
    first.unmount();

    pets = [503, { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' }];
    renderPage();
    expect(await within(await panel()).findByText('What is due for your pets could not be loaded. Please try again later.')).toBeInTheDocument();
    expect(screen.getByText('Total Appointments')).toBeInTheDocument(); // the rest of the dashboard is there
  });

  it("Your Pets lists the saved pets that are not archived (not only those a booking remembered)", async () => {
    renderPage();
    const card = (await screen.findByRole('heading', { name: 'Your Pets' })).closest('section')!;
    await waitFor(() => expect(within(card).getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent)).toEqual(['Misty', 'Kiri', 'Bruno']));
  });

  it('reads in Sinhala: badges, dates in the language, links', async () => {
    await act(() => setLanguage('si'));
    renderPage();
    const care = await screen.findByRole('region', { name: si.petCare.title });
    const bruno = await within(care).findByRole('list', { name: si.petCare.itemsOf.replace('{{name}}', 'Bruno') });
    expect(within(bruno).getByText(si.petCare.overdue)).toBeInTheDocument();
    const date = formatShortDate('2026-11-20', 'si');
    expect(date).not.toMatch(/Nov/);
    expect(within(bruno).getByText(si.petCare.wasDue.replace('{{date}}', date))).toHaveAttribute('dateTime', '2026-11-20');
    expect(within(care).getByRole('link', { name: si.petCare.bookNowFor.replace('{{name}}', 'Bruno') })).toBeInTheDocument();
    expect(englishLeftovers(care, [{ petCare: en.petCare }])).toEqual([]);
  });
});
