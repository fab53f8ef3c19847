import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WalkIn } from '@vetnow/contracts/front-desk';
import { API } from '@vetnow/web-kit/api';
import { AppToaster } from '@vetnow/web-kit/toaster';
import { HttpResponse, callsTo, clinicInstant, delay, errorReply, handlerFor, renderWithProviders, server } from '@vetnow/web-kit/testing';
import { TODAY } from '../../../testing/fixtures';
import { ME, walkIn, walkInsApi } from '../../../testing/walk-ins';
import { useWalkIns } from '../hooks/use-walk-ins';
import { WalkInQueuePanel } from './walk-in-queue-panel';

// Issue 39: the walk-in queue the doctor dashboard shows beside today's booked visits — Take, Done, Back to waiting.
// (Its place on the dashboard, its loading with the screen and its live refresh: dashboard/components specs.)

/** 09:30 at the clinic on TODAY. */
const AT_0930 = new Date(clinicInstant(TODAY, '09:30'));
let queue: WalkIn[];

beforeEach(() => {
  queue = walkInsApi([
    walkIn(1, '08:40', { status: 'done', doctor: { ...ME }, ownerName: 'Nadeesha Perera', pet: { name: 'Kitty', type: 'Cat' }, reason: 'Vaccination' }),
    walkIn(2, '09:10'),
    walkIn(3, '09:25', { doctor: { ...ME }, ownerName: 'Ruwan Jayasinghe', pet: { name: 'Polly', type: 'Bird' }, reason: 'Not eating' }),
    walkIn(4, '09:28', { status: 'with-doctor', doctor: { ...ME }, ownerName: 'Fathima Rizvi', pet: { name: 'Coco', type: 'Rabbit' }, reason: 'Sneezing' }),
  ]);
});

/** The panel as the dashboard gives it: the day's queue asked for by the screen. */
function Queue() {
  const walkIns = useWalkIns(TODAY);
  return <WalkInQueuePanel walkIns={walkIns} now={AT_0930} />;
}

function renderPage() {
  return renderWithProviders(
    <>
      <AppToaster />
      <Queue />
    </>,
  );
}

/** The panel once the queue's answer is there (its spinner gone). */
async function panel() {
  const region = await screen.findByRole('region', { name: 'Walk-in queue' });
  await waitFor(() => expect(within(region).queryByText('Loading the walk-in queue…')).not.toBeInTheDocument());
  return within(region);
}
const rowOf = (number: number) => screen.getByText(`No. ${number}`, { selector: 'p' }).closest('li')!;
const buttons = (row: HTMLElement) => within(row).queryAllByRole('button').map((b) => b.textContent);
const statusPuts = () => callsTo(API.desk.doctorSetWalkInStatus).map(({ method, path, body }) => ({ method, path, body }));

describe('the walk-in queue on the doctor dashboard', () => {
  it("asks for the day the dashboard shows and lists it in queue order: number, pet, owner, reason, arrival, wait, status and who it is for", async () => {
    renderPage();
    const queuePanel = await panel();
    const list = queuePanel.getByRole('list', { name: 'Walk-ins in queue order' });
    expect(within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'No. 1: Kitty · Cat · Nadeesha Perera',
      'No. 2: Tiger · Dog · Kamal Silva',
      'No. 3: Polly · Bird · Ruwan Jayasinghe',
      'No. 4: Coco · Rabbit · Fathima Rizvi',
    ]);
    expect(callsTo(API.desk.doctorWalkIns).map((c) => c.path)).toEqual([`/doctors/dashboard/walk-ins?date=${TODAY}`]);

    const two = within(rowOf(2));
    expect(two.getByText('Limping after a fall')).toBeInTheDocument();
    expect(two.getByText('Arrived 09:10 AM · waiting 20 minutes')).toBeInTheDocument();
    expect(two.getByText('Waiting')).toHaveClass('bg-amber-100');
    expect(two.getByText('Any doctor')).toHaveClass('bg-slate-100');
    expect(within(rowOf(3)).getByText('Arrived 09:25 AM · waiting 5 minutes')).toBeInTheDocument();
    expect(within(rowOf(3)).getByText('Assigned to you')).toHaveClass('bg-blue-100');
    expect(within(rowOf(4)).getByText('With you')).toHaveClass('bg-blue-100');
    expect(within(rowOf(4)).getByText('Arrived 09:28 AM')).toBeInTheDocument(); // no longer waiting: no wait shown
    expect(within(rowOf(1)).getByText('Done')).toHaveClass('bg-green-100');

    // Take while waiting; Done and Back to waiting while with the doctor; Back to waiting once done.
    expect([1, 2, 3, 4].map((n) => buttons(rowOf(n)))).toEqual([['Back to waiting'], ['Take'], ['Take'], ['Done', 'Back to waiting']]);
    expect(two.getByRole('button', { name: 'Take' })).toHaveAccessibleDescription('No. 2: Tiger · Dog · Kamal Silva');
  });

  it('Take: PUTs with-doctor, toasts, and the refreshed queue shows the walk-in with you', async () => {
    const user = userEvent.setup();
    renderPage();
    await panel();
    await user.click(within(rowOf(2)).getByRole('button', { name: 'Take' }));
    expect(await screen.findByText('Walk-in no. 2 is with you')).toBeInTheDocument();
    expect(statusPuts()).toEqual([{ method: 'PUT', path: '/doctors/dashboard/walk-ins/w-2/status', body: { status: 'with-doctor' } }]);
    await waitFor(() => expect(buttons(rowOf(2))).toEqual(['Done', 'Back to waiting']));
    expect(within(rowOf(2)).getByText('With you')).toBeInTheDocument();
    expect(within(rowOf(2)).getByText('Assigned to you')).toBeInTheDocument();
    expect(callsTo(API.desk.doctorWalkIns)).toHaveLength(2);
    expect(queue[1]!.doctor).toEqual(ME);
  });

  it('Done finishes one with the doctor; Back to waiting puts it in the queue again', async () => {
    const user = userEvent.setup();
    renderPage();
    await panel();
    await user.click(within(rowOf(4)).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Walk-in no. 4 is done')).toBeInTheDocument();
    await waitFor(() => expect(buttons(rowOf(4))).toEqual(['Back to waiting']));

    await user.click(within(rowOf(4)).getByRole('button', { name: 'Back to waiting' }));
    expect(await screen.findByText('Walk-in no. 4 is waiting again')).toBeInTheDocument();
    await waitFor(() => expect(buttons(rowOf(4))).toEqual(['Take']));
    expect(statusPuts().map((p) => [p.path, p.body])).toEqual([
      ['/doctors/dashboard/walk-ins/w-4/status', { status: 'done' }],
      ['/doctors/dashboard/walk-ins/w-4/status', { status: 'waiting' }],
    ]);
  });

  it("keeps a row's buttons busy while its change is on the way, and toasts the server's text when it fails", async () => {
    const user = userEvent.setup();
    server.use(
      handlerFor(API.desk.doctorSetWalkInStatus, async ({ callNumber }) => {
        if (callNumber === 1) await delay(200);
        return errorReply('WALK_IN_NOT_FOUND');
      }),
    );
    renderPage();
    await panel();
    await user.click(within(rowOf(2)).getByRole('button', { name: 'Take' }));
    expect(within(rowOf(2)).getByRole('button', { name: 'Take' })).toBeDisabled();
    expect(within(rowOf(3)).getByRole('button', { name: 'Take' })).toBeEnabled();
    expect(await screen.findByText('Walk-in not found')).toBeInTheDocument();
    expect(within(rowOf(2)).getByRole('button', { name: 'Take' })).toBeEnabled();
    expect(callsTo(API.desk.doctorWalkIns)).toHaveLength(1);
  });

  it("shows 'No walk-ins today' when nobody came without a booking", async () => {
    queue.splice(0, queue.length);
    renderPage();
    const queuePanel = await panel();
    expect(queuePanel.getByRole('heading', { level: 3, name: 'No walk-ins today' })).toBeInTheDocument();
    expect(queuePanel.getByText("Visitors without a booking appear here when the front desk adds them to today's queue.")).toBeInTheDocument();
    expect(queuePanel.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says in place when the queue could not be loaded, and Try again asks again', async () => {
    const user = userEvent.setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(handlerFor(API.desk.doctorWalkIns, ({ callNumber }) => (callNumber === 1 ? new HttpResponse(null, { status: 500 }) : [walkIn(7, '09:00')])));
    renderPage();
    const queuePanel = await panel();
    expect(queuePanel.getByRole('alert')).toHaveTextContent('The walk-in queue could not be loaded.');
    await user.click(queuePanel.getByRole('button', { name: 'Try again' }));
    expect(await queuePanel.findByText('No. 7')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Walk-in queue could not be loaded', expect.any(String));
    warn.mockRestore();
  });

  it('keeps its frame while the queue is on its way: the heading and a spinner', async () => {
    server.use(
      handlerFor(API.desk.doctorWalkIns, async () => {
        await delay('infinite');
        return [];
      }),
    );
    renderPage();
    const region = within(screen.getByRole('region', { name: 'Walk-in queue' }));
    expect(region.getByRole('status')).toHaveTextContent('Loading the walk-in queue…');
    expect(region.queryByRole('list')).not.toBeInTheDocument();
  });
});
