import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { render } from '../testing/render';
import type { ComponentType, ReactNode } from 'react';
import { createI18n } from '@vetnow/web-kit/i18n';
import { SessionContext } from '@vetnow/web-kit/session';
import { MemoryRouter, Route, Routes, useLocation } from '@vetnow/web-kit/router';
import { owner, signedInSession } from '@vetnow/web-kit/testing';
import { stubApi } from '../testing/fixtures';

createI18n();

// The API: the owner's profile, empty lists elsewhere.
beforeEach(() => {
  stubApi((method, path) => (path === '/api/users/profile' ? [200, owner()] : method === 'GET' ? [200, []] : undefined));
});

const session = signedInSession({ user: { fullName: 'Nimal Silva', email: 'nimal@example.lk' } });

// Every module the remote exposes (rspack.config.mjs) renders its screen as the default export.
const EXPOSED: Array<[string, string, () => Promise<{ default: ComponentType }>]> = [
  ['dashboard-page', 'Dashboard', () => import('./dashboard-page')],
  ['doctors-page', 'Find Veterinarians', () => import('./doctors-page')],
  ['book-appointment-page', 'Book Appointment', () => import('./book-appointment-page')],
  ['diagnosis-questionnaire-page', 'Pet Health Assessment', () => import('./diagnosis-questionnaire-page')],
  ['payment-page', 'Payment', () => import('./payment-page')],
  ['confirmation-page', 'Appointment Confirmation', () => import('./confirmation-page')],
  ['appointments-page', 'My Appointments', () => import('./appointments-page')],
  ['profile-page', 'My Profile', () => import('./profile-page')],
  ['pets-page', 'My Pets', () => import('./pets-page')],
];

// Screens that are finished (their own specs test them) no longer show the placeholder line.
const BUILT = new Set(['dashboard-page', 'doctors-page', 'appointments-page', 'profile-page', 'book-appointment-page', 'pets-page']);

// Screens of the booking flow need what the step before stored; without it they redirect (their specs test the rest).
const REDIRECTS: Record<string, string> = {
  'diagnosis-questionnaire-page': '/doctors',
  'payment-page': '/doctors',
  'confirmation-page': '/dashboard',
};

function Landed() {
  return <p>Landed on {useLocation().pathname}</p>;
}

/** A screen as the shell shows it to the signed-in owner. */
function renderSignedIn(ui: ReactNode) {
  return render(
    <MemoryRouter>
      <SessionContext.Provider value={session}>{ui}</SessionContext.Provider>
    </MemoryRouter>,
  );
}

describe('mf-owner exposed screens', () => {
  it.each(EXPOSED.filter(([name]) => !(name in REDIRECTS)))('./%s renders the "%s" heading', async (name, title, load) => {
    const { default: Screen } = await load();
    renderSignedIn(<Screen />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    if (!BUILT.has(name)) expect(screen.getByText('This screen is being built. Check back soon.')).toBeInTheDocument();
  });

  it.each(Object.entries(REDIRECTS))('./%s without stored booking data redirects to %s', async (name, target) => {
    const { default: Screen } = await EXPOSED.find(([n]) => n === name)![2]();
    render(
      <MemoryRouter initialEntries={['/screen']}>
        <Routes>
          <Route path="/screen" element={<Screen />} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText(`Landed on ${target}`)).toBeInTheDocument();
  });
});

it('the dashboard welcomes the signed-in owner by name (from the shared session)', async () => {
  const { default: Screen } = await import('./dashboard-page');
  renderSignedIn(<Screen />);
  // The greeting shows once the owner's appointments are answered (or failed): "Welcome back" unless brand new.
  expect(await screen.findByText(/^Welcome (back|to VetNow), Nimal Silva!$/)).toBeInTheDocument();
});

it("./pet-record-page shows the pet of the address's :petId (here one that is not the owner's: Pet not found)", async () => {
  const calls = stubApi((method, path) => (method === 'GET' && path === '/api/pets/p-404' ? [404, { statusCode: 404, code: 'PET_NOT_FOUND', message: 'Pet not found' }] : undefined));
  const { default: Screen } = await import('./pet-record-page');
  render(
    <MemoryRouter initialEntries={['/pets/p-404']}>
      <Routes>
        <Route path="/pets/:petId" element={<Screen />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Pet not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to My Pets' })).toHaveAttribute('href', '/pets');
  expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/pets/p-404']);
});
