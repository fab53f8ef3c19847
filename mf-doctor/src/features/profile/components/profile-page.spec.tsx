import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { I18nextProvider } from 'react-i18next';
import { DOCTOR_FORM_MESSAGES as M, ERROR_TOASTS, SUCCESS_TOASTS } from '@vetnow/contracts/messages';
import type { Doctor } from '@vetnow/contracts/doctor';
import { createI18n, i18n } from '@vetnow/web-kit/i18n';
import { SessionContext, type Session } from '@vetnow/web-kit/session';
import { AppToaster } from '@vetnow/web-kit/toaster';
import en from '../i18n/en.json';
import { DoctorProfilePage } from './profile-page';

createI18n();

// The API is a stubbed fetch (jsdom has no Response: the client reads status, ok and text()).
const fetchMock = jest.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  ({ status, ok: status < 300, text: async () => JSON.stringify(body) }) as Response;

const DOCTOR: Doctor = {
  _id: '8a0c6f1e-2b4d-4c3a-9e57-1d2f3a4b5c6d',
  email: 'dr.perera@vetnow.lk',
  fullName: 'Dr. Nimal Perera',
  specialization: 'Surgery',
  experience: 12,
  qualifications: ['BVSc', 'MVSc'],
  contactNumber: '0112345678',
  clinicAddress: { street: '45 Kotte Road', city: 'Battaramulla', location: 'Battaramulla' },
  consultationFee: 2500,
  workingHours: { startTime: '09:00', endTime: '17:00', slotDuration: 30 },
  isActive: true,
  createdAt: '2024-05-01T08:00:00.000Z',
};

function renderPage() {
  const session: Session = {
    status: 'signed-in',
    userType: 'doctor',
    user: { fullName: DOCTOR.fullName, email: DOCTOR.email },
    signIn: jest.fn(),
    signOut: jest.fn(),
    refresh: jest.fn(async () => {}),
  };
  render(
    <I18nextProvider i18n={i18n}>
      <SessionContext.Provider value={session}>
        <DoctorProfilePage />
        <AppToaster />
      </SessionContext.Provider>
    </I18nextProvider>,
  );
  return session;
}

const putBodies = () =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([url, init]) => [url, JSON.parse(String(init?.body))]);

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  toast.remove();
  jest.restoreAllMocks();
});

describe('doctor /profile', () => {
  it('shows the doctor from GET /doctors/dashboard/profile', async () => {
    fetchMock.mockResolvedValue(json(200, DOCTOR));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    const professional = await screen.findByRole('region', { name: 'Professional Details' });
    for (const text of ['dr.perera@vetnow.lk', 'Surgery', '12 years', 'BVSc', 'MVSc', '011 234 5678']) {
      expect(within(professional).getByText(text)).toBeInTheDocument();
    }
    const clinic = screen.getByRole('region', { name: 'Clinic and Hours' });
    for (const text of ['45 Kotte Road', 'LKR 2,500', '09:00 AM - 05:00 PM', '30 minutes']) {
      expect(within(clinic).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Member since 2024')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/doctors/dashboard/profile', expect.objectContaining({ method: 'GET' }));
  });

  it('shows the error state with a retry when the profile cannot be loaded', async () => {
    fetchMock.mockResolvedValueOnce(json(404, { statusCode: 404, message: 'Not found' }));
    const user = userEvent.setup({ delay: null });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your profile.');
    fetchMock.mockResolvedValue(json(200, DOCTOR));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Professional Details' })).toBeInTheDocument();
  });

  it('edits what a doctor may change, saves with PUT, toasts and refreshes the session', async () => {
    const updated = { ...DOCTOR, fullName: 'Dr. Nimal K. Perera', qualifications: ['BVSc', 'PhD'], experience: 13 };
    fetchMock.mockImplementation(async (_url, init) => json(200, init?.method === 'PUT' ? updated : DOCTOR));
    const user = userEvent.setup({ delay: null });
    const session = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));

    const name = screen.getByLabelText(/^Full name/);
    expect(name).toHaveFocus();
    for (const label of [/^Email/, /^Specialization/, /^Consultation fee/, /^Clinic location/]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('readonly');
    }
    await user.clear(name);
    await user.type(name, 'Dr. Nimal K. Perera');
    await user.clear(screen.getByLabelText(/^Experience/));
    await user.type(screen.getByLabelText(/^Experience/), '13');
    await user.clear(screen.getByLabelText(/^Qualifications/));
    await user.type(screen.getByLabelText(/^Qualifications/), 'BVSc, , PhD ');
    await user.selectOptions(screen.getByLabelText(/^Slot duration/), '45');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(SUCCESS_TOASTS.profileUpdated)).toBeInTheDocument();
    expect(putBodies()).toEqual([
      [
        '/api/doctors/dashboard/profile',
        {
          fullName: 'Dr. Nimal K. Perera',
          contactNumber: '+94112345678',
          experience: 13,
          qualifications: ['BVSc', 'PhD'],
          clinicAddress: { street: '45 Kotte Road', city: 'Battaramulla', location: 'Battaramulla' },
          workingHours: { startTime: '09:00', endTime: '17:00', slotDuration: 45 },
        },
      ],
    ]);
    const professional = screen.getByRole('region', { name: 'Professional Details' });
    expect(within(professional).getByText('Dr. Nimal K. Perera')).toBeInTheDocument();
    expect(within(professional).getByText('PhD')).toBeInTheDocument();
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
  });

  it('checks the rules on save with the exact messages at the fields', async () => {
    fetchMock.mockResolvedValue(json(200, DOCTOR));
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText(/^Full name/));
    await user.clear(screen.getByLabelText(/^Experience/));
    await user.clear(screen.getByLabelText(/^End time/));
    await user.type(screen.getByLabelText(/^End time/), '08:00');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(screen.getByLabelText(/^Full name/)).toHaveAccessibleDescription(M.fullNameRequired);
    expect(screen.getByLabelText(/^Experience/)).toHaveAccessibleDescription(M.experienceInvalid);
    expect(screen.getByLabelText(/^End time/)).toHaveAccessibleDescription(M.endTimeAfterStart);
    expect(screen.getByLabelText(/^Full name/)).toHaveFocus();
    expect(putBodies()).toEqual([]);
  });

  it('toasts the server message or "Update failed" when the save fails', async () => {
    fetchMock.mockImplementation(async (_url, init) => (init?.method === 'PUT' ? json(500, {}) : json(200, DOCTOR)));
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(ERROR_TOASTS.updateFailed)).toBeInTheDocument();

    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'PUT' ? json(403, { statusCode: 403, message: 'You do not have permission to do this' }) : json(200, DOCTOR),
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByText('You do not have permission to do this')).toBeInTheDocument());
  });

  it('cancel leaves the edit mode without a call', async () => {
    fetchMock.mockResolvedValue(json(200, DOCTOR));
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('region', { name: 'Professional Details' })).toBeInTheDocument();
    expect(putBodies()).toEqual([]);
  });
});

it('the doctor-profile catalogue holds the contracts texts verbatim', () => {
  for (const [key, text] of Object.entries(en.validation)) expect(M[key as keyof typeof M]).toBe(text);
  expect([en.updated, en.updateFailed]).toEqual([SUCCESS_TOASTS.profileUpdated, ERROR_TOASTS.updateFailed]);
});
