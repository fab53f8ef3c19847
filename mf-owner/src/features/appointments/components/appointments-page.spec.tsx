import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Appointment } from '@vetnow/contracts/appointment';
import { createI18n } from '@vetnow/web-kit/i18n';
import { advanceClock, fakeClockInEachTest } from '../../../testing/fake-clock';
import { NOW, appointment, ownerAppointments, stubApi, type Route, stubApiNeverAnswering } from '../../../testing/fixtures';
import { filterAppointments, filterCounts, newestFirst, ownerCounters } from './appointment-views';
import { renderAppointmentsPage } from '../testing/render-appointments-page';

createI18n();

let list: Appointment[];
let calls: ReturnType<typeof stubApi>;
let cancelAnswer: Route;

function renderPage() {
  return renderAppointmentsPage({ toaster: true });
}

const cardOf = (doctor: string | RegExp) => screen.getAllByRole('article').filter((a) => within(a).queryByRole('heading', { name: doctor }));
const listCalls = () => calls.filter((c) => c.method === 'GET' && c.path === '/api/users/appointments');
const headings = () => screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

beforeEach(() => {
  localStorage.clear();
  list = ownerAppointments();
  cancelAnswer = (_m, path) => {
    const id = path.split('/')[3]!;
    list = list.map((a) => (a._id === id ? { ...a, status: 'cancelled' } : a));
    return [200, { success: true, message: 'Appointment cancelled successfully', appointment: list.find((a) => a._id === id) }];
  };
  calls = stubApi((method, path, body, url) => {
    if (method === 'GET' && path === '/api/users/appointments') return [200, list];
    if (method === 'PUT' && /^\/api\/appointments\/[^/]+\/cancel$/.test(path)) return cancelAnswer(method, path, body, url);
    return undefined;
  });
});

describe('the upcoming/past rules and filters (fixed clock)', () => {
  it('upcoming is scheduled and in the future; past is a past date or completed', () => {
    const sorted = newestFirst(ownerAppointments());
    const ids = (f: Parameters<typeof filterAppointments>[1]) => filterAppointments(sorted, f, NOW).map((a) => a._id);
    expect(ids('all')).toEqual(['future-scheduled', 'future-cancelled', '0f3c2a9e-past-scheduled-7a1b2c3d', 'past-completed']);
    expect(ids('upcoming')).toEqual(['future-scheduled']);
    expect(ids('past')).toEqual(['0f3c2a9e-past-scheduled-7a1b2c3d', 'past-completed']);
    expect(ids('scheduled')).toEqual(['future-scheduled', '0f3c2a9e-past-scheduled-7a1b2c3d']);
    expect(ids('completed')).toEqual(['past-completed']);
    expect(ids('cancelled')).toEqual(['future-cancelled']);
    expect(filterCounts(sorted, NOW)).toEqual({ all: 4, upcoming: 1, past: 2, scheduled: 2, completed: 1, cancelled: 1 });
  });

  it('a completed visit dated in the future is past; one minute before its start a visit is still upcoming', () => {
    const future = appointment({ _id: 'a', status: 'completed' });
    expect(filterAppointments([future], 'past', NOW)).toHaveLength(1);
    const soon = appointment({ _id: 'b', startsAt: new Date(NOW.getTime() + 60_000).toISOString() });
    expect(filterAppointments([soon], 'upcoming', NOW)).toHaveLength(1);
    expect(filterAppointments([soon], 'upcoming', new Date(NOW.getTime() + 60_000))).toHaveLength(0);
    expect(ownerCounters([future, soon], NOW)).toEqual({ total: 2, upcoming: 1, completed: 1 });
  });
});

describe('/appointments', () => {
  it('lists the cards newest first with doctor, status, date, time, clinic, contact, pet, reason and ID', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My Appointments' })).toBeInTheDocument();
    await screen.findAllByRole('article');
    expect(headings()).toEqual(['Dr. Nimal Perera', 'Dr. Nimal Perera', 'Dr. Nimal Perera', 'Dr. Amaya Silva']);

    const card = within(screen.getAllByRole('article')[0]!);
    expect(card.getByText('Surgery')).toBeInTheDocument();
    expect(card.getByText('Scheduled')).toHaveClass('bg-yellow-100');
    expect(card.getByText('Wed, 25 Nov 2026')).toBeInTheDocument();
    expect(card.getByText('09:00 AM')).toBeInTheDocument();
    expect(card.getByText('45 Main Street, Battaramulla')).toBeInTheDocument();
    expect(card.getByRole('link', { name: '011 234 5678' })).toHaveAttribute('href', 'tel:+94112345678');
    expect(card.getByText('Bruno · Dog · Labrador · 3 years')).toBeInTheDocument();
    expect(card.getByText('Annual check-up')).toBeInTheDocument();
    expect(card.getByText('VN-FUTURE')).toBeInTheDocument();
    expect(card.getByText('Pre-consultation completed')).toBeInTheDocument();

    // The third card has no appointmentId: the last 8 characters of _id stand in.
    expect(within(screen.getAllByRole('article')[2]!).getByText('7a1b2c3d')).toBeInTheDocument();
    expect(within(screen.getAllByRole('article')[1]!).getByText('Cancelled')).toHaveClass('bg-red-100');
    // The pre-consultation badge only where a questionnaire exists.
    expect(screen.getAllByText('Pre-consultation completed')).toHaveLength(1);
  });

  it("shows a completed visit's findings: diagnosis and recommendations", async () => {
    renderPage();
    const [card] = await waitFor(() => cardOf('Dr. Amaya Silva'));
    const c = within(card!);
    expect(c.getByText('Completed')).toHaveClass('bg-green-100');
    const findings = c.getByRole('region', { name: 'Visit findings' });
    expect(findings).toHaveTextContent('Flea allergy dermatitis');
    expect(within(findings).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Monthly flea treatment',
      'Recheck in 2 weeks',
    ]);
    expect(c.getByText('Misty · Cat')).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: 'Visit findings' })).toHaveLength(1);
  });

  it('filters with a labelled group of toggle buttons showing counts', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findAllByRole('article');
    const group = screen.getByRole('group', { name: 'Filter appointments' });
    const names = within(group).getAllByRole('button').map((b) => b.textContent);
    expect(names).toEqual(['All (4)', 'Upcoming (1)', 'Past (2)', 'Scheduled (2)', 'Completed (1)', 'Cancelled (1)']);
    expect(within(group).getByRole('button', { name: /^All/ })).toHaveAttribute('aria-pressed', 'true');

    const pick = async (name: RegExp) => {
      await user.click(within(group).getByRole('button', { name }));
      expect(within(group).getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
    };
    await pick(/^Upcoming/);
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('VN-FUTURE')).toBeInTheDocument();
    await pick(/^Past/);
    expect(headings()).toEqual(['Dr. Nimal Perera', 'Dr. Amaya Silva']);
    await pick(/^Scheduled/);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await pick(/^Completed/);
    expect(headings()).toEqual(['Dr. Amaya Silva']);
    await pick(/^Cancelled/);
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('02:00 PM')).toBeInTheDocument();
    await pick(/^All/);
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it('offers Cancel only on the scheduled future appointment', async () => {
    renderPage();
    await screen.findAllByRole('article');
    const buttons = screen.getAllByRole('button', { name: /^Cancel the appointment/ });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAccessibleName('Cancel the appointment with Dr. Nimal Perera on Wed, 25 Nov 2026 at 09:00 AM');
    expect(buttons[0]!.closest('article')).toHaveTextContent('VN-FUTURE');
  });

  it('cancels after the confirm dialog: PUT …/cancel, success toast, the list refreshes', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findAllByRole('article');
    expect(listCalls()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: /^Cancel the appointment/ }));
    let dialog = screen.getByRole('dialog', { name: 'Cancel appointment' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to cancel this appointment?');
    await user.click(within(dialog).getByRole('button', { name: 'Keep appointment' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /^Cancel the appointment/ }));
    dialog = screen.getByRole('dialog', { name: 'Cancel appointment' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));

    expect(await screen.findByText('Appointment cancelled successfully')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual(['/api/appointments/future-scheduled/cancel']);
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Cancel the appointment/ })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(screen.getByRole('group')).getByRole('button', { name: /^Cancelled/ })).toHaveTextContent('(2)');
  });

  it("shows the server's message when cancelling fails, else 'Failed to cancel appointment'", async () => {
    const user = userEvent.setup();
    cancelAnswer = () => [409, { statusCode: 409, code: 'APPOINTMENT_CANNOT_CANCEL', message: 'Only scheduled, future appointments can be cancelled' }];
    renderPage();
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: /^Cancel the appointment/ }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Only scheduled, future appointments can be cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    cancelAnswer = () => [500];
    await user.click(screen.getByRole('button', { name: /^Cancel the appointment/ }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Failed to cancel appointment')).toBeInTheDocument();
    expect(listCalls()).toHaveLength(1);
  });

  it("shows 'No appointments found' without appointments and under a filter with none", async () => {
    const user = userEvent.setup();
    list = [ownerAppointments()[0]!];
    renderPage();
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: /^Cancelled/ }));
    expect(screen.getByRole('heading', { name: 'No appointments found' })).toBeInTheDocument();
  });

  it("toasts 'Failed to fetch appointments' when the list cannot be loaded, and shows the empty state", async () => {
    calls = stubApi(() => [503, { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'The service is temporarily unavailable.' }]);
    renderPage();
    expect(await screen.findByText('Failed to fetch appointments')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No appointments found' })).toBeInTheDocument();
  });

  it('shows a spinner while the first answer is awaited', () => {
    stubApiNeverAnswering();
    renderPage();
    expect(screen.getByText('Loading appointments…').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

describe('/appointments while a card payment settles', () => {
  fakeClockInEachTest();
  let client: ReturnType<typeof renderPage>['client'];
  /** Moves the clock on and lets the checks it started answer (see advanceClock). */
  const tick = (ms: number) => advanceClock(client, ms);
  const paymentOf = (doctor: string) => {
    const card = cardOf(doctor)[0]!;
    const term = within(card).getByText('Payment', { selector: 'dt' });
    return term.nextElementSibling!.textContent;
  };

  it('shows Processing payment… and turns to Paid when the payment lands, without a reload', async () => {
    list = [
      appointment({ _id: 'card-1', paymentMethod: 'card', paymentStatus: 'pending', doctor: { ...list[0]!.doctor, fullName: 'Dr. Card' } }),
      appointment({ _id: 'cash-1', paymentMethod: 'cash', paymentStatus: 'pending', doctor: { ...list[0]!.doctor, fullName: 'Dr. Cash' } }),
    ];
    ({ client } = renderPage());
    await tick(0);
    expect(paymentOf('Dr. Card')).toBe('Processing payment…');
    expect(paymentOf('Dr. Cash')).toBe('Pay at Clinic');
    expect(listCalls()).toHaveLength(1);
    list = list.map((a) => (a._id === 'card-1' ? { ...a, paymentStatus: 'completed' } : a));
    await tick(1_000);
    expect(listCalls()).toHaveLength(2);
    expect(paymentOf('Dr. Card')).toBe('Paid');
    await tick(10_000);
    expect(listCalls()).toHaveLength(2); // nothing pending: no more checks
  });

  it('a declined card reads Payment failed with what to do next', async () => {
    list = [appointment({ _id: 'card-2', paymentMethod: 'card', paymentStatus: 'failed', doctor: { ...list[0]!.doctor, fullName: 'Dr. Card' } })];
    ({ client } = renderPage());
    await tick(0);
    expect(paymentOf('Dr. Card')).toMatch(/^Payment failedYour card was not charged\. Pay at the clinic when you arrive, or cancel and book again/);
    await tick(5_000);
    expect(listCalls()).toHaveLength(1);
  });

  it('stops checking after 30 s and says Still processing, with Pay now (the owner may have left the hosted page)', async () => {
    list = [appointment({ _id: 'card-3', paymentMethod: 'card', paymentStatus: 'pending', doctor: { ...list[0]!.doctor, fullName: 'Dr. Card' } })];
    ({ client } = renderPage());
    await tick(0);
    // One second at a time: each check's answer arrives before the next second.
    for (let s = 0; s < 29; s++) await tick(1_000);
    expect(paymentOf('Dr. Card')).toBe('Processing payment…');
    await tick(1_000);
    expect(paymentOf('Dr. Card')).toBe('Still processingPay now');
    expect(within(cardOf('Dr. Card')[0]!).getByRole('button', { name: /^Pay by card now for the visit on / })).toBeInTheDocument();
    expect(listCalls()).toHaveLength(18); // the first load and 17 checks
    for (let s = 0; s < 10; s++) await tick(5_000);
    expect(listCalls()).toHaveLength(18);
  });
});
