import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@vetnow/web-kit/api';
import { callsTo, clockStartsAt, errorReply, handlerFor, server } from '@vetnow/web-kit/testing';
import toast from 'react-hot-toast/headless';
import { DESK_NOW, deskApi, walkIn } from '../../../testing/front-desk-api';
import { renderFrontDesk } from '../../../testing/render-front-desk';

// Issue 39: the walk-in queue — numbers in arrival order, the moves, and Add walk-in with the contract's checks.

clockStartsAt(DESK_NOW);

afterEach(() => act(() => toast.remove()));

const queue = () => screen.findByRole('table', { name: 'Walk-ins on Sun, 22 Nov 2026, in queue order' });
const rowOf = (number: number) => within(screen.getByRole('rowheader', { name: `No. ${number}` }).closest('tr')!);

function twoWalkIns() {
  return deskApi({
    walkIns: [
      walkIn('w-2', { queueNumber: 2, ownerName: 'Sunil Rajapaksha', contactNumber: '+94770001112', pet: { name: 'Max', type: 'Dog' }, doctor: { _id: 'd-2', fullName: 'Dr. Amaya Silva' }, status: 'with-doctor' }),
      walkIn('w-1'),
    ],
  });
}

async function openDialog() {
  const user = userEvent.setup({ delay: null });
  renderFrontDesk();
  await screen.findByRole('heading', { name: 'No appointments on this day' });
  await user.click(screen.getByRole('button', { name: 'Add walk-in' }));
  return { user, dialog: within(screen.getByRole('dialog', { name: 'Add walk-in' })) };
}

const errorOf = (dialog: ReturnType<typeof within>, name: RegExp) => {
  const input = dialog.getByLabelText(name);
  expect(input).toHaveAttribute('aria-invalid', 'true');
  return document.getElementById(`${input.id}-error`)?.textContent;
};

describe('the walk-in queue', () => {
  it('lists number, owner and phone, pet, reason, doctor or "Any doctor" and status, in queue order', async () => {
    twoWalkIns();
    renderFrontDesk();
    const table = await queue();
    expect(within(table).getAllByRole('rowheader').map((r) => r.textContent)).toEqual(['No. 1', 'No. 2']);
    const first = rowOf(1);
    for (const text of ['Nadeesha Fonseka', 'Kitty (Cat)', 'Limping since yesterday', 'Any doctor', 'Waiting']) expect(first.getByText(text)).toBeInTheDocument();
    expect(first.getByRole('link', { name: '071 234 5678' })).toHaveAttribute('href', 'tel:+94712345678');
    expect(first.getAllByRole('button').map((b) => b.textContent)).toEqual(['With doctor', 'Left']);
    expect(rowOf(2).getByText('Dr. Amaya Silva')).toBeInTheDocument();
    expect(rowOf(2).getAllByRole('button').map((b) => b.textContent)).toEqual(['Done', 'Back to waiting']);
  });

  it('moves a walk-in on with PUT …/status, toasts it, and keeps focus in its row', async () => {
    const user = userEvent.setup();
    twoWalkIns();
    renderFrontDesk();
    await queue();
    await user.click(rowOf(1).getByRole('button', { name: 'With doctor: queue number 1, Nadeesha Fonseka' }));
    expect(await screen.findByText('Queue number 1: With doctor')).toBeInTheDocument();
    expect(callsTo(API.desk.setWalkInStatus).map((c) => [c.path, c.body])).toEqual([['/desk/walk-ins/w-1/status', { status: 'with-doctor' }]]);
    await waitFor(() => expect(rowOf(1).getByRole('button', { name: 'Done: queue number 1, Nadeesha Fonseka' })).toHaveFocus());

    await user.click(rowOf(2).getByRole('button', { name: 'Done: queue number 2, Sunil Rajapaksha' }));
    expect(await screen.findByText('Queue number 2: Done')).toBeInTheDocument();
    expect(rowOf(2).getAllByRole('button').map((b) => b.textContent)).toEqual(['Back to waiting']);
  });

  it("a refused move is toasted by its code", async () => {
    const user = userEvent.setup();
    twoWalkIns();
    server.use(handlerFor(API.desk.setWalkInStatus, errorReply('WALK_IN_NOT_FOUND')));
    renderFrontDesk();
    await queue();
    await user.click(rowOf(1).getByRole('button', { name: 'Left: queue number 1, Nadeesha Fonseka' }));
    expect(await screen.findByText('Walk-in not found')).toBeInTheDocument();
    expect(rowOf(1).getByText('Waiting')).toBeInTheDocument();
  });
});

describe('Add walk-in', () => {
  it('an empty submit shows each message at its field, focuses the first and sends nothing', async () => {
    deskApi();
    const { user, dialog } = await openDialog();
    expect(dialog.getByLabelText(/^Pet type/)).toHaveDisplayValue('Dog');
    expect(dialog.getByLabelText(/^Doctor/)).toHaveDisplayValue('Any doctor');
    expect(within(dialog.getByLabelText(/^Pet type/)).getAllByRole('option').map((o) => o.textContent)).toEqual(['Dog', 'Cat', 'Rabbit', 'Bird', 'Other']);
    await user.click(dialog.getByRole('button', { name: 'Add to queue' }));
    await waitFor(() => expect(errorOf(dialog, /^Owner's name/)).toBe('Full name is required'));
    expect(errorOf(dialog, /^Mobile number/)).toBe('Contact number is required');
    expect(errorOf(dialog, /^Pet name/)).toBe('Pet name is required');
    expect(errorOf(dialog, /^Reason for visit/)).toBe('Reason for visit is required');
    expect(dialog.getByLabelText(/^Owner's name/)).toHaveFocus();

    await user.type(dialog.getByLabelText(/^Mobile number/), '12345');
    await waitFor(() => expect(errorOf(dialog, /^Mobile number/)).toBe('Please enter a valid Sri Lankan phone number'));
    expect(callsTo(API.desk.addWalkIn)).toEqual([]);
  });

  it('adds the walk-in for a chosen doctor: toasts its queue number, closes, and the queue shows it', async () => {
    deskApi({ walkIns: [walkIn('w-1')] });
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByLabelText(/^Owner's name/), '  Chamari Atapattu ');
    await user.type(dialog.getByLabelText(/^Mobile number/), '077 555 1234');
    await user.type(dialog.getByLabelText(/^Pet name/), 'Snowy');
    await user.selectOptions(dialog.getByLabelText(/^Pet type/), 'Rabbit');
    await user.type(dialog.getByLabelText(/^Reason for visit/), 'Not eating');
    await user.selectOptions(dialog.getByLabelText(/^Doctor/), 'd-2');
    await user.click(dialog.getByRole('button', { name: 'Add to queue' }));

    expect(await screen.findByText('Walk-in added: queue number 2')).toBeInTheDocument();
    expect(callsTo(API.desk.addWalkIn).map((c) => c.body)).toEqual([
      { ownerName: 'Chamari Atapattu', contactNumber: '+94775551234', petName: 'Snowy', petType: 'Rabbit', reason: 'Not eating', doctorId: 'd-2' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const added = rowOf(2);
    for (const text of ['Chamari Atapattu', 'Snowy (Rabbit)', 'Dr. Amaya Silva', 'Waiting']) expect(added.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add walk-in' })).toHaveFocus();
  });

  it('"Any doctor" sends no doctor; a refusal is shown at its field and toasted, the dialog stays open', async () => {
    deskApi();
    server.use(handlerFor(API.desk.addWalkIn, errorReply('BOOKING_DOCTOR_NOT_FOUND'), { once: true }));
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByLabelText(/^Owner's name/), 'Chamari Atapattu');
    await user.type(dialog.getByLabelText(/^Mobile number/), '0775551234');
    await user.type(dialog.getByLabelText(/^Pet name/), 'Snowy');
    await user.type(dialog.getByLabelText(/^Reason for visit/), 'Not eating');
    await user.click(dialog.getByRole('button', { name: 'Add to queue' }));
    await waitFor(() => expect(errorOf(dialog, /^Doctor/)).toBe('Doctor not found'));
    expect(screen.getAllByText('Doctor not found')).toHaveLength(2); // at the field and in the toast
    expect(callsTo(API.desk.addWalkIn)[0]!.body).toMatchObject({ doctorId: null });

    await user.click(dialog.getByRole('button', { name: 'Add to queue' }));
    expect(await screen.findByText('Walk-in added: queue number 1')).toBeInTheDocument();
  });
});
