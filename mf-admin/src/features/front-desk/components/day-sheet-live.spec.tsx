import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DAY_CHANGED_EVENT } from '@vetnow/contracts/front-desk';
import { API } from '@vetnow/web-kit/api';
import { callsTo, clockStartsAt } from '@vetnow/web-kit/testing';
import toast from 'react-hot-toast/headless';
import { emitStreamEvent, openStreams, reconnectStreams, setStreamStatus } from '../../../testing/event-stream';
import { DESK_NOW, deskApi, deskAppointment, walkIn } from '../../../testing/front-desk-api';
import { renderFrontDesk } from '../../../testing/render-front-desk';

// Issue 39: the day sheet follows the clinic live (server-sent events, ADR 0060) — no polling — and prints alone.

clockStartsAt(DESK_NOW);

afterEach(() => act(() => toast.remove()));

const dayChanged = (date = '2026-11-22') => ({ type: DAY_CHANGED_EVENT, data: { date, at: new Date().toISOString() } });
const times = () => screen.getAllByRole('rowheader').map((r) => r.textContent);

describe('the live day sheet', () => {
  it("follows the day on screen: one stream for its date, another when the date changes", async () => {
    deskApi();
    renderFrontDesk();
    await screen.findByRole('heading', { name: 'No appointments on this day' });
    expect(openStreams()).toEqual([{ route: API.desk.daySheetEvents.name, query: { date: '2026-11-22' } }]);
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2026-11-24' } });
    expect(openStreams()).toEqual([{ route: API.desk.daySheetEvents.name, query: { date: '2026-11-24' } }]);
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '' } });
    expect(openStreams()).toEqual([]);
  });

  it('a day-changed event reads the sheet again: a visit booked elsewhere and a walk-in appear', async () => {
    const world = deskApi({ appointments: [deskAppointment('a1', { at: '09:00' })] });
    renderFrontDesk();
    await screen.findByRole('rowheader', { name: '09:00 AM' });
    expect(callsTo(API.desk.daySheet)).toHaveLength(1);

    world.appointments.push(deskAppointment('a2', { at: '08:30', user: { _id: 'u-2', fullName: 'Ama Fernando', contactNumber: '+94719876543' } }));
    world.walkIns.push(walkIn('w-1'));
    emitStreamEvent(API.desk.daySheetEvents, dayChanged());
    expect(await screen.findByRole('rowheader', { name: '08:30 AM' })).toBeInTheDocument();
    expect(times()).toEqual(['08:30 AM', '09:00 AM', 'No. 1']);
    expect(callsTo(API.desk.daySheet)).toHaveLength(2);
  });

  it('a reconnect reads the sheet again (what happened while offline is shown)', async () => {
    const world = deskApi({ appointments: [deskAppointment('a1', { at: '09:00' })] });
    renderFrontDesk();
    await screen.findByRole('rowheader', { name: '09:00 AM' });
    world.appointments[0] = { ...world.appointments[0]!, arrival: { state: 'arrived', at: '2026-11-22T03:40:00.000Z' } };
    reconnectStreams(API.desk.daySheetEvents);
    const row = within(screen.getByRole('rowheader', { name: '09:00 AM' }).closest('tr')!);
    expect(await row.findByText('Arrived 09:10 AM')).toBeInTheDocument();
    expect(callsTo(API.desk.daySheet)).toHaveLength(2);
  });

  it('the indicator says whether the sheet is live', async () => {
    deskApi();
    renderFrontDesk();
    expect(screen.getByText('Live')).toBeInTheDocument();
    setStreamStatus('offline');
    expect(screen.getByText('Offline, reconnecting…')).toBeInTheDocument();
    setStreamStatus('connecting');
    expect(screen.getByText('Connecting…')).toBeInTheDocument();
    expect(screen.getByText('Connecting…').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });
});

describe('Print', () => {
  it("prints the page, whose print sheet keeps only the day: its date and doctor, the tables without their actions", async () => {
    const user = userEvent.setup();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    deskApi({ appointments: [deskAppointment('a1', { at: '09:00' })], walkIns: [walkIn('w-1')] });
    renderFrontDesk();
    await screen.findByRole('rowheader', { name: '09:00 AM' });
    await user.selectOptions(screen.getByLabelText('Doctor'), 'd-1');
    await user.click(screen.getByRole('button', { name: 'Print the day sheet' }));
    expect(print).toHaveBeenCalledTimes(1);

    const sheet = screen.getByRole('heading', { level: 1, name: 'Front Desk' }).closest('.vn-day-sheet')!;
    expect(within(sheet as HTMLElement).getByText('Day sheet: Sunday, 22 November 2026 · Dr. Nimal Perera')).toHaveClass('hidden', 'print:block');
    // Left off the paper (front-desk-print.css): the filters, the indicator, the buttons and both actions columns.
    expect(screen.getByRole('group', { name: 'Day sheet filters' })).toHaveClass('vn-no-print');
    expect(screen.getByText('Live').closest('.vn-no-print')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Add walk-in' })).toHaveClass('vn-no-print');
    for (const table of screen.getAllByRole('table')) {
      expect(within(table).getByRole('columnheader', { name: 'Actions' })).toHaveClass('vn-no-print');
      for (const button of within(table).getAllByRole('button')) expect(button.closest('td')).toHaveClass('vn-no-print');
      expect(table).toHaveClass('print:table');
    }
    print.mockRestore();
  });
});
