import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { render } from '../../../testing/render';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from '@vetnow/web-kit/router';
import type { PublicUser } from '@vetnow/contracts/user';
import { createI18n, i18n } from '@vetnow/web-kit/i18n';
import { SessionContext, type Session } from '@vetnow/web-kit/session';
import { AppToaster } from '@vetnow/web-kit/toaster';
import { owner, signedInSession } from '@vetnow/web-kit/testing';
import { stubApi, type Answer, type StubbedCall } from '../../../testing/fixtures';
import { memberSinceYear } from '@vetnow/web-kit/ui/profile-parts';
import { ProfilePage } from './profile-page';

createI18n();

// The API: MSW handlers from the contracts; /users/profile answers with `answer` (by method).
let answer: (method: string) => Answer;
let calls: StubbedCall[];

/** Kasun (the kit's owner), member since 2025, with a dog with a breed and a cat without one. */
const OWNER = owner({
  address: { street: '12 Pannipitiya Road', city: 'Battaramulla', location: 'Battaramulla' },
  pets: [
    { name: 'Rex', type: 'Dog', breed: 'Labrador', age: 3 },
    { name: 'Kitty', type: 'Cat', breed: '', age: 1 },
  ],
  createdAt: '2025-03-04T10:00:00.000Z',
});

function session(): Session {
  return signedInSession({ signIn: jest.fn(), signOut: jest.fn(), refresh: jest.fn(async () => {}) });
}

function answerProfile(profile: PublicUser = OWNER) {
  answer = (method) => (method === 'PUT' ? [500, {}] : [200, profile]);
}

function renderProfile(path = '/profile', value: Session = session()) {
  const location = { search: '' };
  function Probe() {
    location.search = useLocation().search;
    return null;
  }
  render(
    <I18nextProvider i18n={i18n}>
      <SessionContext.Provider value={value}>
        <MemoryRouter initialEntries={[path]}>
          <ProfilePage />
          <Probe />
        </MemoryRouter>
        <AppToaster />
      </SessionContext.Provider>
    </I18nextProvider>,
  );
  return { session: value, search: () => location.search };
}

const putBodies = () => calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body]);

beforeEach(() => {
  answerProfile();
  // The other tabs' lists (appointments, saved cards, health records) are empty.
  calls = stubApi((method, path) => (path === '/api/users/profile' ? answer(method) : method === 'GET' ? [200, []] : undefined));
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  toast.remove();
  jest.restoreAllMocks();
});

describe('owner /profile tabs', () => {
  it("back from PayHere's Preapproval page: the Payment Methods tab, told once (card=cancelled), and card and order_id taken out of the address", async () => {
    const { search } = renderProfile('/profile?tab=payment-methods&card=cancelled&order_id=CARD-0A1B2C3D');
    expect(screen.getByRole('tab', { name: 'Payment Methods' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No card was added')).toBeInTheDocument();
    await waitFor(() => expect(search()).toBe('?tab=payment-methods'));
    expect(screen.getByText('No card was added')).toBeInTheDocument(); // still said after the address changed
  });

  it('has the four tabs of the spec, Profile selected, moved by arrow keys, Home and End', async () => {
    answerProfile();
    const user = userEvent.setup({ delay: null });
    const { search } = renderProfile();
    const list = screen.getByRole('tablist', { name: 'Profile sections' });
    const tabs = within(list).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Profile', 'Payment Methods', 'Appointments', 'Health Records']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs.filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('tabpanel', { name: 'Profile' })).toHaveTextContent('Kasun Jayawardena'));

    // The kit's Tabs (Radix) move the focus a tick after the key, and the router commits ?tab= in a transition:
    // the selection is awaited, the focus was already there.
    await user.click(tabs[0]!);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Payment Methods' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Payment Methods' })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('tabpanel', { name: 'Payment Methods' })).toContainElement(screen.getByRole('heading', { name: 'Saved cards' }));
    expect(search()).toBe('?tab=payment-methods');

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Health Records' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Health Records' })).toHaveAttribute('aria-selected', 'true'));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true'));
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Health Records' })).toHaveAttribute('aria-selected', 'true'));
    await user.keyboard('{Home}');
    await waitFor(() => expect(screen.getByRole('tabpanel', { name: 'Profile' })).toBeInTheDocument());
    expect(search()).toBe('');
  });

  it('opens the tab named in ?tab=', async () => {
    answerProfile();
    renderProfile('/profile?tab=appointments');
    expect(screen.getByRole('tab', { name: 'Appointments' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'No appointments found' })).toBeInTheDocument();
  });
});

describe('owner Profile tab', () => {
  it('shows the details, "Member since" from the real createdAt and the pets', async () => {
    answerProfile();
    renderProfile();
    expect(await screen.findByText('Member since 2025')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Personal Information' });
    for (const text of ['kasun', 'kasun@example.lk', '077 123 4567', '12 Pannipitiya Road']) {
      expect(within(details).getByText(text)).toBeInTheDocument();
    }
    const pets = within(screen.getByRole('region', { name: 'My Pets' })).getAllByRole('listitem');
    expect(pets).toHaveLength(2);
    expect(pets[0]).toHaveTextContent('Rex');
    expect(pets[0]).toHaveTextContent('Labrador');
    expect(pets[0]).toHaveTextContent('3 years');
    expect(pets[1]).toHaveTextContent('1 year');
    expect(pets[1]).toHaveTextContent('Breed not recorded');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('GET /api/users/profile');
  });

  it('says "Under 1 year" for a pet whose age in years is 0, not "0 years"', async () => {
    answerProfile({ ...OWNER, pets: [{ name: 'Bubbles', type: 'Dog', breed: 'Beagle', age: 0 }] });
    renderProfile();
    const pets = within(await screen.findByRole('region', { name: 'My Pets' })).getAllByRole('listitem');
    expect(pets[0]).toHaveTextContent('Under 1 year');
    expect(pets[0]).not.toHaveTextContent('0 years');
  });

  it('shows no pets section for an owner without pets', async () => {
    answerProfile({ ...OWNER, pets: [], createdAt: '2026-01-10T00:00:00.000Z' });
    renderProfile();
    expect(await screen.findByText('Member since 2026')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My Pets' })).not.toBeInTheDocument();
  });

  it('counts the member-since year in clinic time (Asia/Colombo)', () => {
    expect(memberSinceYear('2024-06-01T00:00:00.000Z')).toBe(2024);
    expect(memberSinceYear('2025-12-31T19:00:00.000Z')).toBe(2026); // 00:30 on 1 Jan in Colombo
    expect(memberSinceYear('not a date')).toBeUndefined();
    expect(memberSinceYear(undefined)).toBeUndefined();
  });

  it('toggles the edit mode: name, contact and address editable, email, username and location read-only', async () => {
    answerProfile();
    const user = userEvent.setup({ delay: null });
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));

    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Kasun Jayawardena');
    expect(screen.getByLabelText(/^Full name/)).toHaveFocus();
    expect(screen.getByLabelText(/^Contact number/)).toHaveValue('077 123 4567'); // national format
    expect(screen.getByLabelText(/^Street address/)).toHaveValue('12 Pannipitiya Road');
    expect(screen.getByLabelText(/^City/)).toHaveValue('Battaramulla');
    for (const [label, value] of [
      [/^Email/, 'kasun@example.lk'],
      [/^Username/, 'kasun'],
      [/^Service location/, 'Battaramulla'],
    ] as const) {
      expect(screen.getByLabelText(label)).toHaveValue(value);
      expect(screen.getByLabelText(label)).toHaveAttribute('readonly');
    }

    await user.clear(screen.getByLabelText(/^Full name/));
    await user.type(screen.getByLabelText(/^Full name/), 'Changed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Personal Information' })).toHaveTextContent('Kasun Jayawardena');
    expect(putBodies()).toEqual([]);
  });

  it('saves with PUT /users/profile, toasts, shows the answer and refreshes the session', async () => {
    const updated = { ...OWNER, fullName: 'Kasun Perera', contactNumber: '0711111111', address: { ...OWNER.address, street: '' } };
    // A consistent server: after the PUT, GET /users/profile answers the saved profile too (the save invalidates it).
    let stored: PublicUser = OWNER;
    answer = (method) => {
      if (method === 'PUT') stored = updated;
      return [200, stored];
    };
    const user = userEvent.setup({ delay: null });
    const { session: s } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText(/^Full name/));
    await user.type(screen.getByLabelText(/^Full name/), '  Kasun Perera ');
    await user.clear(screen.getByLabelText(/^Contact number/));
    await user.type(screen.getByLabelText(/^Contact number/), '0711111111');
    await user.clear(screen.getByLabelText(/^Street address/));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(putBodies()).toEqual([
      [
        '/api/users/profile',
        {
          fullName: 'Kasun Perera',
          contactNumber: '+94711111111', // E.164
          address: { street: '', city: 'Battaramulla', location: 'Battaramulla' },
        },
      ],
    ]);
    const details = screen.getByRole('region', { name: 'Personal Information' });
    expect(within(details).getByText('Kasun Perera')).toBeInTheDocument();
    expect(within(details).getByText('Not provided')).toBeInTheDocument();
    expect(s.refresh).toHaveBeenCalledTimes(1);
  });

  it('checks the rules on save: the exact messages at the fields, no call', async () => {
    answerProfile();
    const user = userEvent.setup({ delay: null });
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText(/^Full name/));
    await user.clear(screen.getByLabelText(/^Contact number/));
    await user.type(screen.getByLabelText(/^Contact number/), '   ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(screen.getByLabelText(/^Full name/)).toHaveAccessibleDescription('Full name is required');
    expect(screen.getByLabelText(/^Contact number/)).toHaveAccessibleDescription('Contact number is required');
    expect(screen.getByLabelText(/^Full name/)).toHaveFocus();
    expect(putBodies()).toEqual([]);
  });

  it.each([
    ['the server message', { statusCode: 400, code: 'VALIDATION_FAILED', message: 'This field is too long' }, 'This field is too long'],
    ['"Update failed" without one', {}, 'Update failed'],
  ] as const)('toasts %s when the save fails and stays in edit mode', async (_what, body, shown) => {
    const user = userEvent.setup({ delay: null });
    answer = (method) => (method === 'PUT' ? [400, body] : [200, OWNER]);
    const { session: s } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(s.refresh).not.toHaveBeenCalled();
  });

  it('shows an error with a retry when the profile cannot be loaded', async () => {
    answer = () => [503, { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' }];
    const user = userEvent.setup({ delay: null });
    renderProfile();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your profile.');
    answerProfile();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Member since 2025')).toBeInTheDocument());
  });
});
