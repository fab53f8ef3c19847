import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@vetnow/web-kit/api';
import { HttpResponse, callsTo, errorReply, handlerFor, server } from '@vetnow/web-kit/testing';
import toast from 'react-hot-toast/headless';
import { adminApi } from '../../../testing/admin-api';
import { renderAdminDashboard } from '../../../testing/render-admin';
import { doctorFormSchema, emptyDoctorForm } from './doctor-form';

async function openForm(which: 'add' | 'edit') {
  const user = userEvent.setup({ delay: null });
  renderAdminDashboard();
  await user.click(screen.getByRole('tab', { name: 'Doctors' }));
  await screen.findByRole('rowheader', { name: /Dr. Nimal Perera/ });
  if (which === 'add') await user.click(screen.getByRole('button', { name: 'Add Doctor' }));
  else await user.click(screen.getByRole('button', { name: 'Edit Dr. Nimal Perera' }));
  const dialog = within(await screen.findByRole('dialog', { name: which === 'add' ? 'Add Doctor' : 'Edit Doctor' }));
  return { user, dialog };
}

const errorOf = (dialog: ReturnType<typeof within>, label: RegExp | string) => {
  const input = dialog.getByLabelText(label);
  expect(input).toHaveAttribute('aria-invalid', 'true');
  return document.getElementById(`${input.id}-error`)?.textContent;
};

/** A new doctor's required fields but the contact number, filled by `fill`. */
const DR_X = { 'Full name': 'Dr. X', Email: 'x@vetnow.lk', Password: 'secret12', Experience: '0', 'Consultation fee': '0' };

/** Types each value into the field whose label starts with its key, in order. */
async function fill(user: ReturnType<typeof userEvent.setup>, dialog: ReturnType<typeof within>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await user.type(dialog.getByLabelText(new RegExp(`^${label}`)), value);
}

afterEach(() => act(() => toast.remove()));

describe('Add Doctor modal', () => {
  it('shows the defaults: General Veterinary, 09:00–17:00, 30-minute slots, location Battaramulla read-only', async () => {
    adminApi();
    const { dialog } = await openForm('add');
    expect(dialog.getByLabelText(/^Specialization/)).toHaveDisplayValue('General Veterinary');
    expect(dialog.getAllByRole('option').filter((o) => o.closest('select') === dialog.getByLabelText(/^Specialization/))).toHaveLength(6);
    expect(dialog.getByLabelText(/^Start time/)).toHaveValue('09:00');
    expect(dialog.getByLabelText(/^End time/)).toHaveValue('17:00');
    const slot = dialog.getByLabelText(/^Slot duration/);
    expect(slot).toHaveDisplayValue('30 minutes');
    expect(within(slot).getAllByRole('option').map((o) => (o as HTMLOptionElement).value)).toEqual(['15', '30', '45', '60']);
    const location = dialog.getByLabelText(/^Clinic location/);
    expect(location).toHaveValue('Battaramulla');
    expect(location).toHaveAttribute('readonly');
    expect(dialog.getByLabelText(/^Password/)).toBeInTheDocument();
  });

  it('an empty submit shows every required-field message at its field and sends nothing', async () => {
    adminApi();
    const { user, dialog } = await openForm('add');
    await user.clear(dialog.getByLabelText(/^Start time/));
    await user.click(dialog.getByRole('button', { name: 'Create Doctor' }));
    // react-hook-form validates asynchronously (the zod resolver): wait for the first message.
    await waitFor(() => expect(errorOf(dialog, /^Full name/)).toBe('Full name is required'));
    expect(errorOf(dialog, /^Email/)).toBe('Email is required');
    expect(errorOf(dialog, /^Password/)).toBe('Password is required');
    expect(errorOf(dialog, /^Contact number/)).toBe('Contact number is required');
    expect(errorOf(dialog, /^Experience/)).toBe('Experience must be a number of 0 or more');
    expect(errorOf(dialog, /^Consultation fee/)).toBe('Consultation fee must be a number of 0 or more');
    expect(errorOf(dialog, /^Start time/)).toBe('Start time is required');
    expect(dialog.getByLabelText(/^Full name/)).toHaveFocus();
    expect(callsTo(API.clinic.adminCreateDoctor)).toEqual([]);
  });

  it('rejects negative numbers, a short password, a bad email and an end before the start', async () => {
    adminApi();
    const { user, dialog } = await openForm('add');
    await fill(user, dialog, { 'Full name': 'Dr. Test', Email: 'not-an-email', Password: '123', Experience: '-1', 'Consultation fee': '-5' });
    await user.clear(dialog.getByLabelText(/^End time/));
    await user.type(dialog.getByLabelText(/^End time/), '08:00');
    await user.click(dialog.getByRole('button', { name: 'Create Doctor' }));
    await waitFor(() => expect(errorOf(dialog, /^Email/)).toBe('Please enter a valid email address'));
    expect(errorOf(dialog, /^Password/)).toBe('Password must be at least 8 characters');
    expect(errorOf(dialog, /^Experience/)).toBe('Experience must be a number of 0 or more');
    expect(errorOf(dialog, /^Consultation fee/)).toBe('Consultation fee must be a number of 0 or more');
    expect(errorOf(dialog, /^End time/)).toBe('End time must be after start time');
  });

  it('creates the doctor: qualifications trimmed with empties dropped, numbers parsed, location fixed', async () => {
    adminApi();
    const { user, dialog } = await openForm('add');
    await fill(user, dialog, { 'Full name': '  Dr. Ruwan Fernando ', Email: 'Ruwan@VetNow.lk', Password: 'secret12' });
    await user.selectOptions(dialog.getByLabelText(/^Specialization/), 'Dermatology');
    await fill(user, dialog, { Experience: '7', 'Consultation fee': '3000', Qualifications: ' BVSc , , MVSc,  ,PhD ', 'Contact number': '0771112223' });
    await user.selectOptions(dialog.getByLabelText(/^Slot duration/), '45');
    await user.click(dialog.getByRole('button', { name: 'Create Doctor' }));

    expect(await screen.findByText('Doctor created successfully')).toBeInTheDocument();
    const [post] = callsTo(API.clinic.adminCreateDoctor);
    expect(post!.body).toMatchObject({
      fullName: 'Dr. Ruwan Fernando',
      email: 'ruwan@vetnow.lk',
      password: 'secret12',
      specialization: 'Dermatology',
      experience: 7,
      consultationFee: 3000,
      qualifications: ['BVSc', 'MVSc', 'PhD'],
      contactNumber: '+94771112223', // E.164
      clinicAddress: { location: 'Battaramulla' },
      workingHours: { startTime: '09:00', endTime: '17:00', slotDuration: 45 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: /Dr. Ruwan Fernando/ })).toBeInTheDocument();
  });

  it('shows a 409 (email taken) at the email field and as a toast, and keeps the form open', async () => {
    adminApi();
    server.use(handlerFor(API.clinic.adminCreateDoctor, errorReply('DOCTOR_EMAIL_TAKEN')));
    const { user, dialog } = await openForm('add');
    await fill(user, dialog, { ...DR_X, 'Full name': 'Dr. Copy', Email: 'dr.perera@vetnow.lk', Experience: '1', 'Consultation fee': '1000', 'Contact number': '0771112223' });
    await user.click(dialog.getByRole('button', { name: 'Create Doctor' }));
    await waitFor(() => expect(errorOf(dialog, /^Email/)).toBe('A doctor with this email already exists'));
    expect(screen.getAllByText('A doctor with this email already exists')).toHaveLength(2); // field + toast
    expect(screen.getByRole('dialog', { name: 'Add Doctor' })).toBeInTheDocument();
  });

  it("a failure without a server message toasts 'Error saving doctor'", async () => {
    adminApi();
    server.use(handlerFor(API.clinic.adminCreateDoctor, () => new HttpResponse('Bad gateway', { status: 502 })));
    const { user, dialog } = await openForm('add');
    await fill(user, dialog, { ...DR_X, 'Contact number': '011 234 5678' });
    await user.click(dialog.getByRole('button', { name: 'Create Doctor' }));
    expect(await screen.findByText('Error saving doctor')).toBeInTheDocument();
  });

  it('refuses a contact number that is not Sri Lankan at the field, and calls nobody', async () => {
    adminApi();
    const { user, dialog } = await openForm('add');
    await fill(user, dialog, { ...DR_X, 'Contact number': 'hello' });
    await user.click(dialog.getByRole('button', { name: 'Create Doctor' }));
    await waitFor(() => expect(errorOf(dialog, /^Contact number/)).toBe('Please enter a valid Sri Lankan phone number'));
    expect(callsTo(API.clinic.adminCreateDoctor)).toEqual([]);
  });
});

describe('Edit Doctor modal', () => {
  it('has no password field, starts from the doctor and PUTs the form without a password', async () => {
    adminApi();
    const { user, dialog } = await openForm('edit');
    expect(dialog.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(dialog.getByLabelText(/^Full name/)).toHaveValue('Dr. Nimal Perera');
    expect(dialog.getByLabelText(/^Qualifications/)).toHaveValue('BVSc, MVSc');
    expect(dialog.getByLabelText(/^Consultation fee/)).toHaveValue(2500);

    await user.clear(dialog.getByLabelText(/^Consultation fee/));
    await user.type(dialog.getByLabelText(/^Consultation fee/), '2750');
    await user.type(dialog.getByLabelText(/^Qualifications/), ', DVM,');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Doctor updated successfully')).toBeInTheDocument();
    const [put] = callsTo(API.clinic.adminUpdateDoctor);
    expect(put!.path).toBe('/admin/doctors/d-1');
    expect(put!.body).toMatchObject({ consultationFee: 2750, qualifications: ['BVSc', 'MVSc', 'DVM'] });
    expect(put!.body).not.toHaveProperty('password');
    expect(screen.getByText('LKR 2,750')).toBeInTheDocument();
  });
});

describe('doctorFormSchema (the request schemas of the contracts)', () => {
  const filled = {
    ...emptyDoctorForm(),
    fullName: 'Dr. A',
    email: 'a@vetnow.lk',
    password: 'secret12',
    experience: '0',
    consultationFee: '0',
    contactNumber: '0771234567',
  };

  it('requires the password on create only', () => {
    const create = doctorFormSchema('create').safeParse({ ...filled, password: '' });
    // The schema's message is the validation code (ADR 0075); the form shows its text ("Password is required").
    expect(create.success ? [] : create.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['password', 'doctorForm.passwordRequired']]);
    const edit = doctorFormSchema('edit').safeParse({ ...filled, password: '' });
    expect(edit.success).toBe(true);
    if (edit.success) expect(edit.data).not.toHaveProperty('password');
  });

  it('parses comma-separated qualifications: trimmed, empties dropped', () => {
    const result = doctorFormSchema('create').safeParse({ ...filled, qualifications: ' BVSc ,,  MVSc , ' });
    expect(result.success && result.data.qualifications).toEqual(['BVSc', 'MVSc']);
    const none = doctorFormSchema('create').safeParse({ ...filled, qualifications: ' , ' });
    expect(none.success && none.data.qualifications).toEqual([]);
  });
});
