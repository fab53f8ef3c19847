import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createI18n } from '../i18n';
import { Badge, statusTone } from './badge';
import { Button, RowButton } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable } from './data-table';
import { Modal } from './modal';
import { PasswordField } from './password-field';
import { listState, QueryStates } from './query-states';
import { Select } from './select';
import { Spinner } from './spinner';
import { Tabs } from './tabs';
import { TextField } from './text-field';

createI18n();

describe('web-kit UI', () => {
  it('Spinner is a status with a screen-reader label', () => {
    render(<Spinner label="Loading doctors" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading doctors');
  });

  it('Button in its busy state is disabled and aria-busy', () => {
    render(<Button busy>Saving</Button>);
    const button = screen.getByRole('button', { name: /Saving/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it("RowButton is a row's compact button: secondary unless told otherwise, its classes after the compact ones", () => {
    render(
      <>
        <RowButton>Edit</RowButton>
        <RowButton variant="danger" className="md:ml-2">
          Remove
        </RowButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveClass('min-h-9', 'px-3', 'border-slate-300');
    expect(screen.getByRole('button', { name: 'Remove' }).className).toMatch(/ bg-red-600 .* min-h-9 px-3 md:ml-2$/);
  });

  it('TextField links its label, and its error through aria-describedby and aria-invalid', () => {
    render(<TextField label="Email" error="Email is required" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email is required');
  });

  it('Select lists its options after an optional placeholder', () => {
    render(<Select label="Location" placeholder="All locations" options={[{ value: 'Colombo', label: 'Colombo' }]} />);
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveDisplayValue('All locations');
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('PasswordField toggles between hidden and shown', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('Badge colours appointment statuses as the spec says', () => {
    expect([statusTone('scheduled'), statusTone('completed'), statusTone('cancelled'), statusTone('needs-rescheduling')]).toEqual([
      'yellow',
      'green',
      'red',
      'amber',
    ]);
    render(<Badge tone="green">Completed</Badge>);
    expect(screen.getByText('Completed')).toHaveClass('bg-green-100');
  });

  it('Modal is a native modal <dialog>, labelled by its title: Escape closes it and focus goes back', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Add Doctor</button>
          <Modal
            open={open}
            title="Add Doctor"
            onClose={() => {
              onClose();
              setOpen(false);
            }}
            footer={<button>Save</button>}
          >
            <input aria-label="Full name" />
          </Modal>
        </>
      );
    }
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Add Doctor' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Add Doctor' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // showModal() makes the page outside inert (the browser keeps focus in); focus starts at the first control.
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("Modal answers the browser's close request (the dialog's cancel event) through onClose", () => {
    const onClose = jest.fn();
    render(
      <Modal open title="Notes" onClose={onClose}>
        <p>x</p>
      </Modal>,
    );
    const cancel = new Event('cancel', { cancelable: true });
    screen.getByRole('dialog', { name: 'Notes' }).dispatchEvent(cancel);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(cancel.defaultPrevented).toBe(true);
  });

  it('ConfirmDialog asks its question and answers with onConfirm or onCancel (Escape cancels)', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const { rerender } = render(
      <ConfirmDialog open message="Are you sure you want to delete this doctor?" confirmLabel="Delete" onConfirm={onConfirm} onCancel={onCancel} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this doctor?');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    rerender(
      <ConfirmDialog open busy message="Sure?" confirmLabel="Delete" onConfirm={onConfirm} onCancel={onCancel} />,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('Tabs is a labelled tablist: click or arrow keys select, one panel labelled by the selected tab', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [tab, setTab] = useState<'a' | 'b' | 'c'>('a');
      return (
        <Tabs
          label="Sections"
          tabs={[
            { id: 'a', label: 'Overview' },
            { id: 'b', label: 'Doctors' },
            { id: 'c', label: 'Appointments' },
          ]}
          selected={tab}
          onSelect={setTab}
        >
          <p>Panel {tab}</p>
        </Tabs>
      );
    }
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    const overview = screen.getByRole('tab', { name: 'Overview' });
    expect(overview).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toHaveTextContent('Panel a');
    expect(screen.getByRole('tab', { name: 'Doctors' })).toHaveAttribute('tabindex', '-1');
    // One tab stop, the selected tab (not the list); one panel.
    expect(overview).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tablist')).toHaveAttribute('tabindex', '-1');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);

    await user.click(screen.getByRole('tab', { name: 'Doctors' }));
    expect(screen.getByRole('tabpanel', { name: 'Doctors' })).toHaveTextContent('Panel b');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Appointments' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel c');
    await user.keyboard('{ArrowRight}');
    expect(overview).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Appointments' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel c');
    expect(screen.getByRole('tab', { name: 'Appointments' })).toHaveAttribute('tabindex', '0');
    expect(overview).toHaveAttribute('tabindex', '-1');
  });

  it('DataTable is a captioned table: column headers, a row header per row, each cell labelled for the phone card', () => {
    const onEdit = jest.fn();
    render(
      <DataTable
        caption="Doctors of the clinic"
        rows={[
          { id: 'd1', name: 'Dr. Perera', fee: 'LKR 2,500' },
          { id: 'd2', name: 'Dr. Silva', fee: 'LKR 3,000' },
        ]}
        rowKey={(row) => row.id}
        rowHeader={{ header: 'Doctor', className: 'font-semibold', cell: (row) => row.name }}
        columns={[{ header: 'Fee', className: 'md:whitespace-nowrap', cell: (row) => row.fee }]}
        actions={{ header: 'Actions', cell: (row) => <Button onClick={() => onEdit(row.id)}>Edit {row.name}</Button> }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Doctors of the clinic' });
    expect(within(table).getAllByRole('columnheader').map((th) => [th.textContent, th.getAttribute('scope')])).toEqual([
      ['Doctor', 'col'],
      ['Fee', 'col'],
      ['Actions', 'col'],
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const header = within(rows[1]!).getByRole('rowheader');
    expect(header).toHaveTextContent('Dr. Silva');
    expect(header).toHaveAttribute('scope', 'row');
    const [fee, actions] = within(rows[1]!).getAllByRole('cell');
    expect(fee).toHaveTextContent('Fee: LKR 3,000'); // the card's label, hidden from `md`
    expect(fee).toHaveClass('md:whitespace-nowrap');
    expect(actions).toHaveTextContent(/^Edit Dr. Silva$/); // no label on the actions column
    expect(actions).toHaveClass('pt-3');
    within(actions!).getByRole('button').click();
    expect(onEdit).toHaveBeenCalledWith('d2');
  });

  it('QueryStates shows the spinner, the failure with Retry, the empty state, or the list', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    const view = (state: ReturnType<typeof listState>) => (
      <QueryStates state={state} loadingLabel="Loading staff" failed={{ title: 'Could not load', retryLabel: 'Try again', onRetry }} empty={{ title: 'No staff yet' }}>
        <p>The list</p>
      </QueryStates>
    );
    expect(listState({ loading: true, failed: true, empty: true })).toBe('loading');
    expect(listState({ loading: false, failed: true, empty: true })).toBe('failed');
    expect(listState({ loading: false, empty: true })).toBe('empty');
    expect(listState({ loading: false, empty: false })).toBe('ready');

    const { rerender } = render(view('loading'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading staff');
    rerender(view('failed'));
    expect(screen.getByRole('heading', { name: 'Could not load' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(view('empty'));
    expect(screen.getByRole('heading', { name: 'No staff yet' })).toBeInTheDocument();
    rerender(view('ready'));
    expect(screen.getByText('The list')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
