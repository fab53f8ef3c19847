import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import type { Doctor } from '@vetnow/contracts/doctor';
import { API } from '@vetnow/web-kit/api';
import { SessionContext } from '@vetnow/web-kit/session';
import { AppToaster } from '@vetnow/web-kit/toaster';
import { HttpResponse, callsTo, doctor, errorReply, handlerFor, notificationPreferences, renderWithProviders, server, signedInSession } from '@vetnow/web-kit/testing';
import en from '../i18n/en.json' with { type: 'json' };
import { DoctorProfilePage } from './profile-page';

const DOCTOR: Doctor = doctor({
  _id: '8a0c6f1e-2b4d-4c3a-9e57-1d2f3a4b5c6d',
  contactNumber: '0112345678',
  clinicAddress: { street: '45 Kotte Road', city: 'Battaramulla', location: 'Battaramulla' },
  createdAt: '2024-05-01T08:00:00.000Z',
});

/** The profile routes: GET answers the stored doctor, PUT stores what the contract parsed and answers it. */
function profileApi(initial: Doctor = DOCTOR) {
  let stored = initial;
  server.use(
    // The page's e-mail card (booking-email-card.spec.tsx tests it).
    handlerFor(API.notify.getPreferences, notificationPreferences()),
    handlerFor(API.clinic.getOwnProfile, () => stored),
    handlerFor(API.clinic.updateOwnProfile, ({ body }) => {
      const change = body as Partial<Doctor>;
      stored = {
        ...stored,
        ...change,
        clinicAddress: { ...stored.clinicAddress, ...change.clinicAddress },
        workingHours: { ...stored.workingHours, ...change.workingHours },
      };
      return stored;
    }),
  );
}

function renderPage() {
  const session = signedInSession({ userType: 'doctor', user: { fullName: DOCTOR.fullName, email: DOCTOR.email }, refresh: jest.fn(async () => {}) });
  renderWithProviders(
    <SessionContext.Provider value={session}>
      <DoctorProfilePage />
      <AppToaster />
    </SessionContext.Provider>,
  );
  return session;
}

const putBodies = () => callsTo(API.clinic.updateOwnProfile).map((c) => [c.path, c.body]);

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  toast.remove();
  jest.restoreAllMocks();
});

describe('doctor /profile', () => {
  it('shows the doctor from GET /doctors/dashboard/profile', async () => {
    profileApi();
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
    expect(callsTo(API.clinic.getOwnProfile)).toHaveLength(1);
  });

  it('shows the error state with a retry when the profile cannot be loaded', async () => {
    server.use(
      handlerFor(API.notify.getPreferences, notificationPreferences()),
      handlerFor(API.clinic.getOwnProfile, ({ callNumber }) => (callNumber === 1 ? errorReply('DOCTOR_NOT_FOUND') : DOCTOR)),
    );
    const user = userEvent.setup({ delay: null });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your profile.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Professional Details' })).toBeInTheDocument();
  });

  it('edits what a doctor may change, saves with PUT, toasts and refreshes the session', async () => {
    profileApi();
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

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(putBodies()).toEqual([
      [
        '/doctors/dashboard/profile',
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
    profileApi();
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText(/^Full name/));
    await user.clear(screen.getByLabelText(/^Experience/));
    await user.clear(screen.getByLabelText(/^End time/));
    await user.type(screen.getByLabelText(/^End time/), '08:00');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    // react-hook-form validates asynchronously (the zod resolver): wait for the messages.
    await waitFor(() => expect(screen.getByLabelText(/^Full name/)).toHaveAccessibleDescription('Full name is required'));
    expect(screen.getByLabelText(/^Experience/)).toHaveAccessibleDescription('Experience must be a number of 0 or more');
    expect(screen.getByLabelText(/^End time/)).toHaveAccessibleDescription('End time must be after start time');
    expect(screen.getByLabelText(/^Full name/)).toHaveFocus();
    expect(putBodies()).toEqual([]);
  });

  it('toasts the server message or "Update failed" when the save fails', async () => {
    profileApi();
    server.use(handlerFor(API.clinic.updateOwnProfile, () => HttpResponse.json({}, { status: 500 })));
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();

    server.use(handlerFor(API.clinic.updateOwnProfile, errorReply('FORBIDDEN', { message: 'You do not have permission to do this' })));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByText('You do not have permission to do this')).toBeInTheDocument());
  });

  it('cancel leaves the edit mode without a call', async () => {
    profileApi();
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('region', { name: 'Professional Details' })).toBeInTheDocument();
    expect(putBodies()).toEqual([]);
  });
});

it('the doctor-profile catalogue holds the contracts toasts verbatim', () => {
  expect([en.updated, en.updateFailed]).toEqual(['Profile updated successfully', 'Update failed']);
});
