import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { render } from '../../../testing/render';
import type { Appointment } from '@vetnow/contracts/appointment';
import { createI18n } from '@vetnow/web-kit/i18n';
import { SessionContext, type Session, type SessionUser } from '@vetnow/web-kit/session';
import { AppToaster } from '@vetnow/web-kit/toaster';
import { owner, signedInSession } from '@vetnow/web-kit/testing';
import { MemoryRouter } from '@vetnow/web-kit/router';
import { NOW, appointment, ownerAppointments, stubApi, stubApiNeverAnswering } from '../../../testing/fixtures';
import { DashboardPage } from './dashboard-page';

createI18n();

let list: Appointment[];
let profile: [number, unknown];

/** The owner's session; `user` adds to what it knows of the owner (name and e-mail). */
function session(user: Partial<SessionUser> = {}): Session {
  const base = signedInSession();
  return { ...base, user: { ...base.user!, ...user } };
}

function renderPage(value: Session = session()) {
  return render(
    <MemoryRouter>
      <SessionContext.Provider value={value}>
        <AppToaster />
        <DashboardPage now={() => NOW} />
      </SessionContext.Provider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  list = ownerAppointments();
  profile = [200, owner({ fullName: 'Kasun Jayawardena', pets: [] })];
  stubApi((method, path) => {
    if (method === 'GET' && path === '/api/users/appointments') return [200, list];
    if (method === 'GET' && path === '/api/users/profile') return profile;
    return undefined;
  });
});

describe('/dashboard (owner)', () => {
  it("welcomes the owner by full name and counts total, upcoming (scheduled, after now) and completed", async () => {
    renderPage();
    expect(await screen.findByText('Welcome back, Kasun Jayawardena!')).toBeInTheDocument();
    const dl = (await screen.findByText('Total Appointments')).closest('dl')!;
    expect(dl).toHaveAccessibleName('Appointment summary');
    const value = (label: string) => within(dl).getByText(label).nextElementSibling?.textContent;
    expect(value('Total Appointments')).toBe('4');
    expect(value('Upcoming')).toBe('1');
    expect(value('Completed')).toBe('1');
  });

  it('offers Book Appointment and View Doctors, both to /doctors', async () => {
    renderPage();
    await screen.findByText('Total Appointments');
    expect(screen.getByRole('link', { name: /^Book Appointment/ })).toHaveAttribute('href', '/doctors');
    expect(screen.getByRole('link', { name: /^View Doctors/ })).toHaveAttribute('href', '/doctors');
  });

  it('lists the three most recent appointments, newest first, with View all → /appointments', async () => {
    renderPage();
    const recent = await screen.findByRole('region', { name: 'Recent Appointments' });
    const items = within(recent).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Dr. Nimal Perera');
    expect(items[0]).toHaveTextContent('Wed, 25 Nov 2026 at 09:00 AM');
    expect(items[0]).toHaveTextContent('Pet: Bruno · Dog · Labrador · 3 years');
    expect(within(items[0]!).getByText('Scheduled')).toHaveClass('bg-yellow-100');
    expect(items[1]).toHaveTextContent('Thu, 26 Nov 2026 at 02:00 PM');
    expect(items[2]).toHaveTextContent('Sun, 15 Nov 2026 at 11:00 AM');
    expect(within(recent).queryByText('Dr. Amaya Silva')).not.toBeInTheDocument();
    expect(within(recent).getByRole('link', { name: 'View all appointments' })).toHaveAttribute('href', '/appointments');
  });

  it("shows 'No Appointments Yet' offering booking when there are none, with zero counters", async () => {
    list = [];
    renderPage();
    const recent = await screen.findByRole('region', { name: 'Recent Appointments' });
    expect(within(recent).getByRole('heading', { name: 'No Appointments Yet' })).toBeInTheDocument();
    expect(within(recent).getByRole('link', { name: 'Book your first appointment' })).toHaveAttribute('href', '/doctors');
    expect(within(recent).queryByRole('link', { name: 'View all appointments' })).not.toBeInTheDocument();
    expect(screen.getByText('Total Appointments').nextElementSibling).toHaveTextContent('0');
  });

  it('welcomes a brand-new owner (no bookings yet) instead of welcoming them back', async () => {
    list = [];
    renderPage();
    expect(await screen.findByText('Welcome to VetNow, Kasun Jayawardena!')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it("lists 'Your Pets' (name, type, breed, age in years) from the fresh profile", async () => {
    list = [];
    // A whole profile as GET /users/profile answers it (the client parses it with the contract's schema).
    profile = [
      200,
      owner({
        pets: [
          { name: 'Bruno', type: 'Dog', breed: 'Labrador', age: 3 },
          { name: 'Misty', type: 'Cat', breed: '', age: 1 },
        ],
      }),
    ];
    renderPage();
    const pets = await screen.findByRole('region', { name: 'Your Pets' });
    const items = within(pets).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'BrunoTypeDogBreedLabradorAge3 years',
      'MistyTypeCatBreedNot recordedAge1 year',
    ]);
  });

  it("shows the session's pets while the profile is not (yet) answered, and no pets section without pets", async () => {
    profile = [503, { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' }];
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { unmount } = renderPage(session({ pets: [{ name: 'Rex', type: 'Dog', breed: 'Beagle', age: 5 }] }));
    const pets = await screen.findByRole('region', { name: 'Your Pets' });
    expect(pets).toHaveTextContent('Rex');
    await waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
    unmount();

    profile = [200, owner({ pets: [] })];
    list = [];
    renderPage();
    await screen.findByRole('region', { name: 'Recent Appointments' });
    expect(screen.queryByRole('region', { name: 'Your Pets' })).not.toBeInTheDocument();
  });

  it("adds the pets of non-cancelled bookings the profile does not list yet (svc-auth learns of a booking a moment later)", async () => {
    profile = [200, owner({ pets: [{ name: 'Gone', type: 'Dog', breed: 'Beagle', age: 5 }] })];
    list = [
      appointment({ _id: 'c', status: 'cancelled', pet: { name: 'Gone', type: 'Dog', breed: 'Beagle', age: 5 } }),
      appointment({ _id: 'x', status: 'cancelled', pet: { name: 'Never', type: 'Cat', breed: '', age: 2 } }),
      appointment({ _id: 'n', status: 'scheduled', pet: { name: 'Here', type: 'Dog', breed: 'Labrador', age: 2 } }),
      appointment({ _id: 'm', status: 'scheduled', pet: { name: 'here', type: 'dog', breed: 'Labrador', age: 2 } }),
    ];
    renderPage();
    const pets = await screen.findByRole('region', { name: 'Your Pets' });
    await waitFor(() =>
      expect(within(pets).getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent)).toEqual(['Gone', 'Here']),
    );
  });

  it('shows a spinner until the first answer', () => {
    stubApiNeverAnswering();
    renderPage();
    expect(screen.getByText('Loading your dashboard…').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.queryByText('Total Appointments')).not.toBeInTheDocument();
  });

  it("toasts 'Failed to fetch appointments' when the list fails", async () => {
    stubApi((_m, path) => (path === '/api/users/profile' ? profile : [500, { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong' }]));
    renderPage();
    expect(await screen.findByText('Failed to fetch appointments')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No Appointments Yet' })).toBeInTheDocument();
  });

  it('counts a completed visit once and a cancelled future one as neither upcoming nor completed', async () => {
    list = [appointment({ _id: 'c', status: 'cancelled' }), appointment({ _id: 'd', status: 'completed' })];
    renderPage();
    const dl = (await screen.findByText('Total Appointments')).closest('dl')!;
    const value = (label: string) => within(dl).getByText(label).nextElementSibling?.textContent;
    expect([value('Total Appointments'), value('Upcoming'), value('Completed')]).toEqual(['2', '0', '1']);
  });
});
