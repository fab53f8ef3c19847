import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n } from '@vetnow/web-kit/i18n';
import { API } from '@vetnow/contracts/api';
import { HttpResponse, appointment, handlerFor, useHandlers } from '@vetnow/web-kit/testing';
import type { StubbedCall } from '../../../testing/fixtures';
import { ConfirmationPage, paymentStatusKey } from './confirmation-page';
import { resetWizardStore } from '../../../shared/booking-wizard/wizard-store';
import { advanceClock, queryNotificationsOnRealClock, restoreQueryScheduler } from '../../../testing/fake-clock';
import { renderRoute } from '../../../testing/render-route';

createI18n();

/** Dr. Perera, 25 Nov 2026 at 09:00 AM, cash; the details the page lists are named here. */
const APPOINTMENT = appointment('5f0c2a9e-3b1d-4c7e-8a6f-1b2c3d4e5f60', {
  appointmentId: 'VN-20261125-7K3Q',
  reason: 'Limping',
  pet: { name: 'Rex', type: 'Cat', breed: 'Persian', age: 3 },
  diagnosisQuestionnaire: { summary: 'Medium urgency. Reported: limping.', urgencyLevel: 'medium' },
});

function store(a: unknown) {
  sessionStorage.setItem('confirmedAppointment', JSON.stringify(a));
  resetWizardStore(); // as a fresh page: read what sessionStorage kept
}

function renderPage() {
  return renderRoute('/confirmation', <ConfirmationPage />);
}

/** The value shown for a label of the details list. */
function valueOf(label: string): string {
  const term = screen.getAllByText(label, { selector: 'dt' })[0]!;
  return term.nextElementSibling!.textContent!;
}

beforeEach(() => {
  sessionStorage.clear();
  resetWizardStore();
});

describe('/confirmation of a card payment that settles after booking', () => {
  /** The payment status of each answer of the owner's appointments, in order (the last one repeats). */
  let statuses: Array<string | 'network-error'>;
  let checks: StubbedCall[];
  let client: ReturnType<typeof renderPage>['client'];

  beforeEach(() => {
    jest.useFakeTimers();
    queryNotificationsOnRealClock();
    checks = [];
    useHandlers(
      handlerFor(API.booking.own, ({ request }) => {
        checks.push({ method: 'GET', path: '/api/users/appointments', body: undefined, url: new URL(request.url), headers: request.headers });
        const status = statuses.length > 1 ? statuses.shift()! : statuses[0]!;
        if (status === 'network-error') return HttpResponse.error();
        return [{ ...APPOINTMENT, paymentMethod: 'card', paymentStatus: status }] as never;
      }),
    );
  });
  afterEach(() => {
    jest.useRealTimers();
    restoreQueryScheduler();
  });

  /** Moves the clock on one second at a time (each check's answer arrives before the next second). */
  async function tick(ms: number) {
    if (ms === 0) return advanceClock(client, 0);
    for (let left = ms; left > 0; left -= 1_000) await advanceClock(client, Math.min(1_000, left));
  }

  it('shows Processing payment…, asks again every second, and turns to Paid without a reload', async () => {
    statuses = ['pending', 'completed'];
    store({ ...APPOINTMENT, paymentMethod: 'card', paymentStatus: 'pending' });
    ({ client } = renderPage());
    expect(valueOf('Payment status')).toBe('Processing payment…');
    expect(screen.getByRole('heading', { level: 1, name: 'Appointment Booked' })).toBeInTheDocument();
    expect(screen.queryByText('Paid')).not.toBeInTheDocument();

    await tick(0); // the first check, as the screen opens
    expect(checks).toHaveLength(1);
    expect(valueOf('Payment status')).toBe('Processing payment…');
    await tick(1_000);
    expect(valueOf('Payment status')).toBe('Paid');
    expect(screen.getByRole('heading', { level: 1, name: 'Appointment Confirmed!' })).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('confirmedAppointment')!).paymentStatus).toBe('completed');
    await tick(10_000);
    expect(checks).toHaveLength(2); // settled: no more checks
  });

  it('a declined card turns to Payment Failed with what to do next — never Paid or Confirmed', async () => {
    statuses = ['failed'];
    store({ ...APPOINTMENT, paymentMethod: 'card', paymentStatus: 'pending' });
    ({ client } = renderPage());
    await tick(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Appointment Confirmed!' })).not.toBeInTheDocument();
    expect(valueOf('Payment status')).toBe('Payment failed');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your card was not charged.');
    expect(alert).toHaveTextContent('Pay the consultation fee at the clinic when you arrive, or cancel this appointment');
    expect(within(alert).getByRole('link', { name: 'Go to My Appointments' })).toHaveAttribute('href', '/appointments');
  });

  it('after 30 s still pending: stops asking and says it is still processing, with a link to My Appointments', async () => {
    statuses = ['pending'];
    store({ ...APPOINTMENT, paymentMethod: 'card', paymentStatus: 'pending' });
    ({ client } = renderPage());
    await tick(29_000);
    expect(valueOf('Payment status')).toBe('Processing payment…');
    await tick(1_000);
    expect(valueOf('Payment status')).toBe('Still processing');
    expect(screen.getByText(/We'll update your appointments as soon as the payment is confirmed/)).toBeInTheDocument();
    const calls = checks.length;
    expect(calls).toBe(18); // at once, then every second for 10 s, every 2 s for 10 s, every 5 s for 10 s
    await tick(60_000);
    expect(checks).toHaveLength(calls);
  });

  it('a check that fails is retried at the next delay', async () => {
    statuses = ['network-error', 'completed'];
    store({ ...APPOINTMENT, paymentMethod: 'card', paymentStatus: 'pending' });
    ({ client } = renderPage());
    await tick(0);
    expect(valueOf('Payment status')).toBe('Processing payment…');
    await tick(1_000);
    expect(valueOf('Payment status')).toBe('Paid');
  });
});

describe('/confirmation', () => {
  it('redirects to /dashboard when no confirmed appointment is stored', () => {
    renderPage();
    expect(screen.getByText('Now at /dashboard')).toBeInTheDocument();
  });

  it('shows the appointment: ID, doctor, specialization, date, time, pet, payment, reason, clinic and fee', () => {
    store(APPOINTMENT);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Appointment Confirmed!' })).toBeInTheDocument();
    expect(valueOf('Appointment ID')).toBe('VN-20261125-7K3Q');
    expect(valueOf('Doctor')).toBe('Dr. Nimal Perera');
    expect(valueOf('Specialization')).toBe('Surgery');
    expect(valueOf('Date')).toBe('Wednesday, November 25, 2026');
    expect(valueOf('Time')).toBe('09:00 AM');
    expect(valueOf('Pet name')).toBe('Rex');
    expect(valueOf('Pet type')).toBe('Cat');
    expect(valueOf('Breed')).toBe('Persian');
    expect(valueOf('Age')).toBe('3 years');
    expect(valueOf('Payment status')).toBe('Pay at Clinic');
    expect(valueOf('Reason for visit')).toBe('Limping');
    expect(valueOf('Clinic address')).toBe('45 Main Street, Battaramulla, Sri Lanka');
    expect(valueOf('Clinic contact')).toBe('011 234 5678'); // national format
    expect(screen.getByRole('link', { name: '011 234 5678' })).toHaveAttribute('href', 'tel:+94112345678');
    expect(valueOf('Consultation fee')).toBe('LKR 2,500');
  });

  it('falls back to General Veterinary, General consultation and the last 8 characters of the id', () => {
    store({ ...APPOINTMENT, appointmentId: '', reason: '  ', doctor: { ...APPOINTMENT.doctor, specialization: '' }, pet: { ...APPOINTMENT.pet, age: 1 } });
    renderPage();
    expect(valueOf('Appointment ID')).toBe('3d4e5f60');
    expect(valueOf('Specialization')).toBe('General Veterinary');
    expect(valueOf('Reason for visit')).toBe('General consultation');
    expect(valueOf('Age')).toBe('1 year');
  });

  it('gives a pet under a year old as "Under 1 year"', () => {
    store({ ...APPOINTMENT, pet: { ...APPOINTMENT.pet, age: 0 } });
    renderPage();
    expect(valueOf('Age')).toBe('Under 1 year');
  });

  it('says Pay at Clinic for cash, Paid for a completed payment, Payment failed, otherwise Processing payment…', () => {
    expect(paymentStatusKey({ paymentMethod: 'cash', paymentStatus: 'pending' })).toBe('cash');
    expect(paymentStatusKey({ paymentMethod: 'card', paymentStatus: 'failed' })).toBe('failed');
    expect(paymentStatusKey({ paymentMethod: 'card', paymentStatus: 'pending' })).toBe('processing');
    store({ ...APPOINTMENT, paymentMethod: 'card', paymentStatus: 'completed' });
    const { unmount } = renderPage();
    expect(valueOf('Payment status')).toBe('Paid');
    expect(screen.getByRole('heading', { level: 1, name: 'Appointment Confirmed!' })).toBeInTheDocument();
    unmount();
    store({ ...APPOINTMENT, paymentMethod: 'card', paymentStatus: 'failed' });
    renderPage();
    expect(valueOf('Payment status')).toBe('Payment failed');
  });

  it('lists the notes: arrive 10 minutes early, records, reschedule, cash (cash only), assessment shared (when present)', () => {
    store(APPOINTMENT);
    const first = renderPage();
    const notes = () => within(screen.getByRole('heading', { name: 'Important Notes' }).nextElementSibling as HTMLElement).getAllByRole('listitem').map((li) => li.textContent);
    expect(notes()).toEqual([
      'Please arrive 10 minutes early.',
      "Bring your pet's medical records and vaccination history.",
      'To reschedule or cancel, please contact the clinic.',
      'Bring LKR 2,500 in cash to pay at the clinic.',
      'Your pet health assessment has been shared with the doctor.',
    ]);
    first.unmount();
    store({ ...APPOINTMENT, paymentMethod: 'card', paymentStatus: 'completed', diagnosisQuestionnaire: null });
    renderPage();
    expect(notes()).toHaveLength(3);
  });

  it('shows a prominent emergency notice when the assessment was triaged high', () => {
    store({ ...APPOINTMENT, diagnosisQuestionnaire: { summary: 'High urgency.', urgencyLevel: 'high' } });
    renderPage();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("call the clinic's 24/7 emergency line");
    expect(within(alert).getByRole('link', { name: 'Call 011 234 5678' })).toHaveAttribute('href', 'tel:+94112345678');
  });

  it('has no emergency notice otherwise', () => {
    store(APPOINTMENT);
    renderPage();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('prints, and links to all appointments (/dashboard) and to booking another (/doctors)', async () => {
    const user = userEvent.setup();
    const print = jest.fn();
    window.print = print;
    store(APPOINTMENT);
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Print Details' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'View All Appointments' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Book Another Appointment' })).toHaveAttribute('href', '/doctors');
    expect(screen.getByRole('button', { name: 'Print Details' }).closest('.vn-no-print')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).closest('.vn-print-area')).not.toBeNull();
  });
});
