import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WaitlistEntry } from '@vetnow/contracts/waitlist';
import { createI18n } from '@vetnow/web-kit/i18n';
import { SessionContext } from '@vetnow/web-kit/session';
import { clockStartsAt, owner, signedInSession } from '@vetnow/web-kit/testing';
import { AppToaster } from '@vetnow/web-kit/toaster';
import { MemoryRouter } from '@vetnow/web-kit/router';
import { NOW, stubApi, type StubbedCall } from '../../../testing/fixtures';
import { render } from '../../../testing/render';
import { offeredEntry, waitlistEntry } from '../../../testing/waitlist';
import { DashboardPage } from './dashboard-page';

// Issue 39: the owner's dashboard lists the days they wait for — their place in line, or the slot held for them with
// "Book it" — and lets them leave the waitlist.

clockStartsAt(NOW);
createI18n();

let mine: WaitlistEntry[];
let calls: StubbedCall[];

beforeEach(() => {
  mine = [
    offeredEntry(), // 27 Nov, any doctor: Dr. Amaya Silva's 09:30 AM held until 01:40 AM
    waitlistEntry(), // 26 Nov, Dr. Nimal Perera, number 2
    waitlistEntry({ _id: 'w-3', date: '2026-11-28', status: 'booked', place: null }),
    waitlistEntry({ _id: 'w-4', date: '2026-11-29', status: 'lapsed', place: null }),
  ];
  calls = stubApi((method, path) => {
    if (method === 'GET' && path === '/api/users/appointments') return [200, []];
    if (method === 'GET' && path === '/api/users/profile') return [200, owner({ pets: [] })];
    if (method === 'GET' && path === '/api/pets') return [200, []];
    if (method === 'GET' && path === '/api/waitlist/mine') return [200, mine];
    const leaving = /^\/api\/waitlist\/([^/]+)$/.exec(path);
    const entry = mine.find((e) => e._id === leaving?.[1]);
    if (method === 'DELETE' && entry) {
      mine = mine.filter((e) => e !== entry);
      return [200, { ...entry, status: 'left', place: null, offer: null }];
    }
    return undefined;
  });
});

function renderPage() {
  return render(
    <MemoryRouter>
      <AppToaster />
      <SessionContext.Provider value={signedInSession()}>
        <DashboardPage now={() => NOW} />
      </SessionContext.Provider>
    </MemoryRouter>,
  );
}

const section = () => screen.findByRole('region', { name: 'My waitlist' });
const waitlistReads = () => calls.filter((c) => c.method === 'GET' && c.path === '/api/waitlist/mine').length;

describe('"My waitlist" on the owner’s dashboard (issue 39)', () => {
  it('lists the days waited for: the date, the doctor or "Any doctor", the place, or the held slot with "Book it"', async () => {
    renderPage();
    const list = within(await section());
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(2); // booked and lapsed entries are not in the list any more

    const offered = within(items[0]!);
    expect(offered.getByRole('heading', { name: 'Friday, November 27, 2026' })).toBeInTheDocument();
    expect(offered.getByText('Any doctor')).toBeInTheDocument();
    expect(offered.getByText('A slot is held for you: Dr. Amaya Silva, 09:30 AM, until 01:40 AM')).toBeInTheDocument();
    const book = offered.getByRole('link', { name: 'Book it: Dr. Amaya Silva, Fri, 27 Nov 2026 at 09:30 AM' });
    expect(book).toHaveTextContent('Book it');
    expect(book).toHaveAttribute('href', '/book-appointment/d-2?date=2026-11-27&time=09%3A30%20AM');

    const waiting = within(items[1]!);
    expect(waiting.getByRole('heading', { name: 'Thursday, November 26, 2026' })).toBeInTheDocument();
    expect(waiting.getByText('Dr. Nimal Perera')).toBeInTheDocument();
    expect(waiting.getByText('Waiting: number 2 in line')).toBeInTheDocument();
    expect(waiting.queryByRole('link', { name: /Book it/ })).toBeNull();
  });

  it('leaves the waitlist after a confirmation: DELETE /waitlist/:id, then the list is read again', async () => {
    const user = userEvent.setup();
    renderPage();
    const list = within(await section());
    await user.click(list.getByRole('button', { name: 'Leave the waitlist for Thursday, November 26, 2026' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Leave the waitlist?' }));
    expect(dialog.getByText('You will lose your place in the waitlist for Thursday, November 26, 2026.')).toBeInTheDocument();
    const readsBefore = waitlistReads();
    await user.click(dialog.getByRole('button', { name: 'Leave the waitlist' }));

    expect(await screen.findByText('You have left the waitlist.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/waitlist/w-1']);
    expect(waitlistReads()).toBeGreaterThan(readsBefore);
    await waitFor(() => expect(screen.queryByText('Waiting: number 2 in line')).toBeNull());
    expect(screen.getByText('A slot is held for you: Dr. Amaya Silva, 09:30 AM, until 01:40 AM')).toBeInTheDocument();
  });

  it('says that leaving gives the held slot to the next; "Stay on the waitlist" sends nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    const list = within(await section());
    await user.click(list.getByRole('button', { name: 'Leave the waitlist for Friday, November 27, 2026' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Leave the waitlist?' }));
    expect(dialog.getByText('The slot held for you will go to the next person waiting.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Stay on the waitlist' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    expect(list.getAllByRole('listitem')).toHaveLength(2);
  });

  it('is not shown when the owner waits for nothing', async () => {
    mine = [waitlistEntry({ status: 'left', place: null })];
    renderPage();
    expect(await screen.findByRole('region', { name: 'Quick Actions' })).toBeInTheDocument();
    expect(waitlistReads()).toBe(1);
    expect(screen.queryByRole('region', { name: 'My waitlist' })).toBeNull();
    expect(screen.queryByText('My waitlist')).toBeNull();
  });
});
