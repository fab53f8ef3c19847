import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Appointment } from '@vetnow/contracts/appointment';
import { DAY_CHANGED_EVENT, type WalkIn } from '@vetnow/contracts/front-desk';
import { API } from '@vetnow/web-kit/api';
import { callsTo, clinicInstant, renderWithProviders } from '@vetnow/web-kit/testing';
import { TODAY, appointment, doctorApi, doctorAppointments } from '../../../testing/fixtures';
import { emitStreamEvent, openStreams, reconnectStreams, setStreamStatus } from '@vetnow/web-kit/testing/fake-event-stream';
import { walkIn, walkInsApi } from '../../../testing/walk-ins';
import { DoctorDashboardPage } from './doctor-dashboard-page';

// Issue 39: the doctor's day is followed live (server-sent events through the kit's useEventStream, replaced in
// these tests by the kit's testing/fake-event-stream.ts): each `day-changed` and each reconnect refreshes the appointments and
// the walk-in queue; nothing is asked while nothing changes.

const AT_0930 = new Date(clinicInstant(TODAY, '09:30'));
let list: Appointment[];
let queue: WalkIn[];

beforeEach(() => {
  list = doctorApi(doctorAppointments());
  queue = walkInsApi([walkIn(1, '09:10')]);
});

const renderPage = (now = AT_0930) => renderWithProviders(<DoctorDashboardPage now={() => now} />);
const reads = () => [callsTo(API.booking.doctorAppointments).length, callsTo(API.desk.doctorWalkIns).length];
const dayChanged = () => emitStreamEvent(API.desk.doctorDayEvents, { type: DAY_CHANGED_EVENT, data: { date: TODAY, at: AT_0930.toISOString() } });

describe("the doctor's day, live", () => {
  it("opens the day's event stream for the date the dashboard shows, and closes it when the dashboard goes", async () => {
    const { unmount } = renderPage();
    await screen.findByRole('region', { name: 'Walk-in queue' });
    expect(openStreams()).toEqual([{ route: API.desk.doctorDayEvents.name, query: { date: TODAY } }]);
    unmount();
    expect(openStreams()).toEqual([]);

    // Just after midnight in Colombo (still the 22nd in UTC) it is already the clinic's next day.
    renderPage(new Date('2026-11-22T19:00:00Z'));
    await screen.findByRole('region', { name: 'Walk-in queue' });
    expect(openStreams()).toEqual([{ route: API.desk.doctorDayEvents.name, query: { date: '2026-11-23' } }]);
    expect(callsTo(API.desk.doctorWalkIns).at(-1)!.path).toBe('/doctors/dashboard/walk-ins?date=2026-11-23');
  });

  it('a day-changed event refreshes the appointments and the queue: a new walk-in and a check-in show', async () => {
    renderPage();
    const queuePanel = within(await screen.findByRole('region', { name: 'Walk-in queue' }));
    expect(reads()).toEqual([1, 1]);

    queue.push(walkIn(2, '09:29', { ownerName: 'Dilani Fonseka', pet: { name: 'Max', type: 'Dog' } }));
    const t10 = list.findIndex((a) => a._id === 't10');
    list[t10] = { ...list[t10]!, arrival: { state: 'arrived', at: clinicInstant(TODAY, '09:20') } };
    dayChanged();

    expect(await queuePanel.findByRole('heading', { name: 'No. 2: Max · Dog · Dilani Fonseka' })).toBeInTheDocument();
    const today = within(screen.getByRole('region', { name: "Today's Schedule" }));
    expect(await today.findByText('Arrived 09:20 AM')).toBeInTheDocument();
    expect(reads()).toEqual([2, 2]);
  });

  it('a reconnect refreshes both too (an event may have been missed meanwhile)', async () => {
    renderPage();
    await screen.findByRole('region', { name: 'Walk-in queue' });
    queue[0] = { ...queue[0]!, status: 'left' };
    reconnectStreams(API.desk.doctorDayEvents);
    await waitFor(() => expect(reads()).toEqual([2, 2]));
    expect(await screen.findByText('Left')).toBeInTheDocument();
  });

  it('says so while the stream is offline, and nothing more once it is live again', async () => {
    renderPage();
    const queuePanel = within(await screen.findByRole('region', { name: 'Walk-in queue' }));
    expect(queuePanel.queryByText('Live updates paused. Reconnecting…')).not.toBeInTheDocument();
    setStreamStatus('offline');
    expect(queuePanel.getByRole('status')).toHaveTextContent('Live updates paused. Reconnecting…');
    setStreamStatus('live');
    expect(queuePanel.queryByText('Live updates paused. Reconnecting…')).not.toBeInTheDocument();
    expect(reads()).toEqual([1, 1]); // no polling: nothing asked again without an event
  });

  it('refreshes the list on the All Appointments tab as well', async () => {
    list.splice(0, list.length, appointment('t11', TODAY, '11:00'));
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('region', { name: 'Walk-in queue' });
    await user.click(screen.getByRole('tab', { name: 'All Appointments' }));
    const card = await screen.findByRole('article');
    expect(within(card).queryByText('No-show')).not.toBeInTheDocument();
    list[0] = { ...list[0]!, arrival: { state: 'no-show', at: clinicInstant(TODAY, '11:20') } };
    dayChanged();
    expect(await within(card).findByText('No-show')).toBeInTheDocument();
  });
});

describe("the doctor's day moves on with the clock", () => {
  it('a minute later the wait in the queue reads one minute more, without asking the server again', async () => {
    jest.useFakeTimers({ now: AT_0930, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'], advanceTimers: true });
    try {
      renderWithProviders(<DoctorDashboardPage now={() => new Date()} />);
      const queuePanel = within(await screen.findByRole('region', { name: 'Walk-in queue' }));
      expect(await queuePanel.findByText('Arrived 09:10 AM · waiting 20 minutes')).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(60_000);
      });
      expect(queuePanel.getByText('Arrived 09:10 AM · waiting 21 minutes')).toBeInTheDocument();
      expect(reads()).toEqual([1, 1]);
    } finally {
      jest.useRealTimers();
    }
  });
});
