import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@vetnow/web-kit/api';
import { callsTo, errorReply, handlerFor, server } from '@vetnow/web-kit/testing';
import toast from 'react-hot-toast/headless';
import { adminApi } from '../../../testing/admin-api';
import { renderAdminDashboard } from '../../../testing/render-admin';
import { staffApi, staffMember } from '../../../testing/staff-api';

// Issue 39: the admin's Staff tab — the front-desk accounts, Add staff member, Deactivate / Activate.

afterEach(() => act(() => toast.remove()));

const team = () => [staffMember(), staffMember({ _id: 's-2', fullName: 'Asanka Bandara', email: 'asanka@vetnow.lk', contactNumber: '+94712223334', isActive: false })];

async function openStaffTab() {
  const user = userEvent.setup({ delay: null });
  renderAdminDashboard();
  await user.click(screen.getByRole('tab', { name: 'Staff' }));
  return user;
}

const rowOf = (name: string) => within(screen.getByRole('rowheader', { name }).closest('tr')!);

const errorOf = (dialog: ReturnType<typeof within>, name: RegExp) => {
  const input = dialog.getByLabelText(name);
  expect(input).toHaveAttribute('aria-invalid', 'true');
  return document.getElementById(`${input.id}-error`)?.textContent;
};

describe('the Staff tab', () => {
  it('lists name, email, mobile and Active/Deactivated, by name', async () => {
    adminApi();
    staffApi(team());
    await openStaffTab();
    const table = await screen.findByRole('table', { name: 'Front-desk staff accounts' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Email', 'Mobile', 'Status', 'Actions']);
    expect(within(table).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Asanka Bandara', 'Dilani Weerasinghe']);
    const dilani = rowOf('Dilani Weerasinghe');
    expect(dilani.getByText('desk@vetnow.lk')).toBeInTheDocument();
    expect(dilani.getByRole('link', { name: '077 111 2223' })).toHaveAttribute('href', 'tel:+94771112223');
    expect(dilani.getByText('Active')).toBeInTheDocument();
    expect(rowOf('Asanka Bandara').getByText('Deactivated')).toBeInTheDocument();
    expect(rowOf('Asanka Bandara').getByRole('button', { name: 'Activate Asanka Bandara' })).toBeInTheDocument();
  });

  it('says so when there is no account yet, and when the list cannot be read', async () => {
    adminApi();
    staffApi([]);
    await openStaffTab();
    expect(await screen.findByRole('heading', { name: 'No staff accounts yet' })).toBeInTheDocument();
    server.use(handlerFor(API.auth.listStaff, errorReply('SERVICE_UNAVAILABLE', { message: 'The accounts service is unavailable' })));
    await userEvent.click(screen.getByRole('tab', { name: 'Doctors' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Staff' }));
    expect(await screen.findByText('The accounts service is unavailable')).toBeInTheDocument();
  });

  it('Deactivate asks first; Cancel changes nothing, confirming PUTs isActive false and the badge flips', async () => {
    adminApi();
    staffApi(team());
    const user = await openStaffTab();
    await screen.findByRole('table');
    await user.click(rowOf('Dilani Weerasinghe').getByRole('button', { name: 'Deactivate Dilani Weerasinghe' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate staff account' });
    expect(dialog).toHaveAccessibleDescription('Dilani Weerasinghe is signed out at once and can no longer sign in.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(API.auth.setStaffStatus)).toEqual([]);

    await user.click(rowOf('Dilani Weerasinghe').getByRole('button', { name: 'Deactivate Dilani Weerasinghe' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Dilani Weerasinghe is deactivated')).toBeInTheDocument();
    expect(callsTo(API.auth.setStaffStatus).map((c) => [c.path, c.body])).toEqual([['/admin/staff/s-1/status', { isActive: false }]]);
    expect(rowOf('Dilani Weerasinghe').getByText('Deactivated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowOf('Dilani Weerasinghe').getByRole('button', { name: 'Activate Dilani Weerasinghe' })).toHaveFocus();
  });

  it('Activate confirms too; a failure is toasted and nothing changes', async () => {
    adminApi();
    staffApi(team());
    server.use(handlerFor(API.auth.setStaffStatus, errorReply('AUTH_ACCOUNT_NOT_FOUND'), { once: true }));
    const user = await openStaffTab();
    await screen.findByRole('table');
    const activate = async () => {
      await user.click(rowOf('Asanka Bandara').getByRole('button', { name: 'Activate Asanka Bandara' }));
      const dialog = screen.getByRole('dialog', { name: 'Activate staff account' });
      await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    };
    await activate();
    expect(await screen.findByText('Account not found')).toBeInTheDocument();
    expect(rowOf('Asanka Bandara').getByText('Deactivated')).toBeInTheDocument();
    await activate();
    expect(await screen.findByText('Asanka Bandara can sign in again')).toBeInTheDocument();
    expect(rowOf('Asanka Bandara').getByText('Active')).toBeInTheDocument();
  });
});

describe('Add staff member', () => {
  async function openForm() {
    const user = await openStaffTab();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Add staff member' }));
    return { user, dialog: within(screen.getByRole('dialog', { name: 'Add staff member' })) };
  }

  it('an empty or wrong form shows each message at its field and sends nothing', async () => {
    adminApi();
    staffApi();
    const { user, dialog } = await openForm();
    await user.click(dialog.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(errorOf(dialog, /^Full name/)).toBe('Full name is required'));
    expect(errorOf(dialog, /^Email/)).toBe('Please enter a valid email address');
    expect(errorOf(dialog, /^Mobile number/)).toBe('Contact number is required');
    expect(errorOf(dialog, /^First password/)).toBe('Password must be at least 8 characters');
    expect(dialog.getByLabelText(/^Full name/)).toHaveFocus();
    await user.type(dialog.getByLabelText(/^Mobile number/), 'call me');
    await waitFor(() => expect(errorOf(dialog, /^Mobile number/)).toBe('Please enter a valid Sri Lankan phone number'));
    expect(callsTo(API.auth.createStaff)).toEqual([]);
  });

  it('creates the account: POST /admin/staff, toasted, closed, and the list shows it', async () => {
    adminApi();
    staffApi();
    const { user, dialog } = await openForm();
    await user.type(dialog.getByLabelText(/^Full name/), ' Nimali Jayasuriya ');
    await user.type(dialog.getByLabelText(/^Email/), 'Nimali@VetNow.lk');
    await user.type(dialog.getByLabelText(/^Mobile number/), '0765554433');
    await user.type(dialog.getByLabelText(/^First password/), 'frontdesk-2026');
    await user.click(dialog.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Staff account created for Nimali Jayasuriya')).toBeInTheDocument();
    expect(callsTo(API.auth.createStaff).map((c) => c.body)).toEqual([
      { fullName: 'Nimali Jayasuriya', email: 'nimali@vetnow.lk', contactNumber: '+94765554433', password: 'frontdesk-2026' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowOf('Nimali Jayasuriya').getByText('Active')).toBeInTheDocument();
  });

  it('a taken email and a refused password are shown at their fields and toasted; the form stays open', async () => {
    adminApi();
    staffApi();
    const { user, dialog } = await openForm();
    await user.type(dialog.getByLabelText(/^Full name/), 'Second Desk');
    await user.type(dialog.getByLabelText(/^Email/), 'desk@vetnow.lk');
    await user.type(dialog.getByLabelText(/^Mobile number/), '0765554433');
    await user.type(dialog.getByLabelText(/^First password/), 'password1');
    await user.click(dialog.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(errorOf(dialog, /^Email/)).toBe('Email is already registered'));
    expect(screen.getAllByText('Email is already registered')).toHaveLength(2);

    server.use(handlerFor(API.auth.createStaff, errorReply('AUTH_PASSWORD_TOO_COMMON')));
    await user.clear(dialog.getByLabelText(/^Email/));
    await user.type(dialog.getByLabelText(/^Email/), 'second@vetnow.lk');
    await user.click(dialog.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(errorOf(dialog, /^First password/)).toBe('This password is too common'));
    expect(screen.getByRole('dialog', { name: 'Add staff member' })).toBeInTheDocument();
  });
});
