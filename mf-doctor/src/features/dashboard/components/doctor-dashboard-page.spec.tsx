import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Appointment } from '@vetnow/contracts/appointment';
import { QUESTIONNAIRE_STEPS } from '@vetnow/contracts/constants';
import { TRIAGE_RULES } from '@vetnow/domain/triage';
import { API } from '@vetnow/web-kit/api';
import { AppToaster } from '@vetnow/web-kit/toaster';
import { SessionContext, type Session } from '@vetnow/web-kit/session';
import { HttpResponse, callsTo, delay, doctorUser, errorReply, handlerFor, renderWithProviders, server } from '@vetnow/web-kit/testing';
import en from '../i18n/en.json' with { type: 'json' };
import { NOW, appointment, doctorApi, doctorAppointments, doctorProfile } from '../../../testing/fixtures';
import { leave, leaveApi } from '../../../testing/leave-api';
import { doctorCounters, newestFirst, nextUpcoming, todaysSchedule, urgencyTone } from './dashboard-views';
import { DoctorDashboardPage } from './doctor-dashboard-page';

let list: Appointment[];

function renderPage() {
  return renderWithProviders(
    <>
      <AppToaster />
      <DoctorDashboardPage now={() => NOW} />
    </>,
  );
}

const listCalls = () => callsTo(API.booking.doctorAppointments);
const puts = () =>
  [...callsTo(API.booking.complete), ...callsTo(API.booking.notes)].map(({ method, path, body }) => ({ method, path, body }));

async function openTab(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name }));
  return user;
}

const cards = () => within(screen.getByRole('list', { name: 'All appointments' })).getAllByRole('article');
const cardWith = (text: string) => cards().find((c) => within(c).queryByText(text))!;

beforeEach(() => {
  list = doctorApi(doctorAppointments());
});

describe('doctor dashboard views (fixed clock, clinic time)', () => {
  it("today is the clinic's date, sorted by time, without cancelled visits", () => {
    expect(todaysSchedule(doctorAppointments(), NOW).map((a) => a._id)).toEqual(['t08', 't09', 't10']);
    // At 23:00 UTC on the 22nd it is already the 23rd in Colombo.
    expect(todaysSchedule(doctorAppointments(), new Date('2026-11-22T19:00:00Z')).map((a) => a._id)).toEqual(['n23']);
  });

  it('upcoming: the next five scheduled after now, soonest first; all: newest first', () => {
    expect(nextUpcoming(doctorAppointments(), NOW).map((a) => a._id)).toEqual(['t09', 't10', 'n23', 'n24', 'n25']);
    expect(newestFirst(doctorAppointments()).map((a) => a._id)).toEqual([
      'n28', 'n27', 'n26', 'n25', 'n24', 'n23', 't14', 't10', 't09', 't08', 'p10',
    ]);
    expect(doctorCounters(doctorAppointments(), NOW)).toEqual({ today: 3, upcoming: 8, completed: 2, totalPatients: 11 });
  });

  it('every triage rule has a human label for View Details', () => {
    const labels = en.rules as Record<string, string>;
    expect(TRIAGE_RULES.map((r) => r.id).filter((id) => !labels[id])).toEqual([]);
  });

  it('urgency colours: high red, medium amber, low green', () => {
    expect([urgencyTone('high'), urgencyTone('medium'), urgencyTone('low')]).toEqual(['red', 'amber', 'green']);
  });
});

describe('/doctor-dashboard', () => {
  it('shows the header from the profile and the four counters', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Doctor Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Dr. Nimal Perera')).toBeInTheDocument();
    expect(screen.getByText('Surgery · Clinic: 45 Main Street, Battaramulla')).toBeInTheDocument();
    const dl = (await screen.findByText("Today's Appointments")).closest('dl')!;
    expect(dl).toHaveAccessibleName('Appointment summary');
    const value = (label: string) => within(dl).getByText(label).nextElementSibling?.textContent;
    expect([value("Today's Appointments"), value('Upcoming'), value('Completed'), value('Total Patients')]).toEqual(['3', '8', '2', '11']);
  });

  it("Overview: today's schedule by time and up to five upcoming", async () => {
    renderPage();
    const tab = await screen.findByRole('tab', { name: 'Overview' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const today = screen.getByRole('region', { name: "Today's Schedule" });
    const items = within(today).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual(['08:00 AM', '09:00 AM', '10:00 AM']);
    expect(items[2]).toHaveTextContent('Misty · Cat · Persian · 2 years — Ama Fernando');
    expect(within(items[2]!).getByText('High urgency')).toHaveClass('bg-red-100');

    const upcoming = within(screen.getByRole('region', { name: 'Upcoming Appointments' })).getAllByRole('listitem');
    expect(upcoming.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Sun, 22 Nov 2026 at 09:00 AM',
      'Sun, 22 Nov 2026 at 10:00 AM',
      'Mon, 23 Nov 2026 at 09:00 AM',
      'Tue, 24 Nov 2026 at 09:00 AM',
      'Wed, 25 Nov 2026 at 09:00 AM',
    ]);
  });

  it("Overview empty texts: 'No appointments today', 'Enjoy your free day!', 'No upcoming appointments'", async () => {
    list.splice(0, list.length, appointment('old', '2026-11-01', '09:00', { status: 'completed' }));
    renderPage();
    const today = await screen.findByRole('region', { name: "Today's Schedule" });
    expect(within(today).getByRole('heading', { name: 'No appointments today' })).toBeInTheDocument();
    expect(within(today).getByText('Enjoy your free day!')).toBeInTheDocument();
    const upcoming = screen.getByRole('region', { name: 'Upcoming Appointments' });
    expect(within(upcoming).getByRole('heading', { name: 'No upcoming appointments' })).toBeInTheDocument();
  });

  it('All Appointments: newest first, each with owner, contact, pet, date, slot, status, fee, reason and diagnosis', async () => {
    renderPage();
    await openTab('All Appointments');
    expect(cards().map((c) => within(c).getByText(/^VN-/).textContent)).toEqual([
      'VN-N28', 'VN-N27', 'VN-N26', 'VN-N25', 'VN-N24', 'VN-N23', 'VN-T14', 'VN-T10', 'VN-T09', 'VN-T08', 'VN-P10',
    ]);
    const c = within(cardWith('VN-T10'));
    expect(c.getByRole('heading', { name: 'Misty · Ama Fernando' })).toBeInTheDocument();
    expect(c.getByText('Ama Fernando')).toBeInTheDocument();
    expect(c.getByRole('link', { name: '071 987 6543' })).toHaveAttribute('href', 'tel:+94719876543');
    expect(c.getByText('Misty · Cat · Persian · 2 years')).toBeInTheDocument();
    expect(c.getByText('Sun, 22 Nov 2026')).toBeInTheDocument();
    expect(c.getByText('10:00 AM')).toBeInTheDocument();
    expect(c.getByText('Scheduled')).toHaveClass('bg-yellow-100');
    expect(c.getByText('LKR 2,500')).toBeInTheDocument();
    expect(c.getByText('(Pay at Clinic)')).toBeInTheDocument();
    expect(c.getByText('Not drinking')).toBeInTheDocument();
    expect(c.getByText('High urgency. Reported: not drinking at all; vomiting.')).toBeInTheDocument();
    expect(c.getByText('High urgency')).toHaveClass('bg-red-100');
    expect(c.getByText('Check hydration first.')).toBeInTheDocument();

    expect(within(cardWith('VN-T09')).getByText('Medium urgency')).toHaveClass('bg-amber-100');
    expect(within(cardWith('VN-T08')).getByText('Low urgency')).toHaveClass('bg-green-100');
    expect(within(cardWith('VN-T08')).getByText('Completed')).toHaveClass('bg-green-100');
    expect(within(cardWith('VN-T14')).getByText('Cancelled')).toHaveClass('bg-red-100');
    expect(within(cardWith('VN-N23')).getByText('No diagnosis questionnaire submitted')).toBeInTheDocument();
    expect(within(cardWith('VN-P10')).getByRole('region', { name: 'Visit findings' })).toHaveTextContent('Ear infection');
    expect(within(cardWith('VN-P10')).getByText('(Paid in cash)')).toBeInTheDocument();
  });

  it('offers Mark as Completed and Add Notes only on scheduled appointments, Mark as paid on unpaid pay-at-clinic ones not cancelled, View Details on every one', async () => {
    renderPage();
    await openTab('All Appointments');
    const names = (card: HTMLElement) => within(card).getAllByRole('button').map((b) => b.textContent);
    expect(names(cardWith('VN-T10'))).toEqual(['Mark as Completed', 'Add Notes', 'Mark as paid', 'View Details']);
    // a completed visit whose cash is still to be paid at the desk; a cancelled one; one already paid
    expect(names(cardWith('VN-T08'))).toEqual(['Mark as paid', 'View Details']);
    expect(names(cardWith('VN-T14'))).toEqual(['View Details']);
    expect(names(cardWith('VN-P10'))).toEqual(['View Details']);
    expect(screen.getAllByRole('button', { name: 'Mark as Completed' })).toHaveLength(8);
    expect(within(cardWith('VN-T10')).getByRole('button', { name: 'Mark as Completed' })).toHaveAccessibleDescription(
      'Misty · Ama Fernando',
    );
  });

  it("shows 'No appointments' when the doctor has none", async () => {
    list.splice(0, list.length);
    renderPage();
    await openTab('All Appointments');
    expect(screen.getByRole('heading', { name: 'No appointments' })).toBeInTheDocument();
  });

  it('Mark as Completed asks for the findings, PUTs them, toasts and refreshes the list', async () => {
    renderPage();
    const user = await openTab('All Appointments');
    await user.click(within(cardWith('VN-T10')).getByRole('button', { name: 'Mark as Completed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as Completed' });
    expect(dialog).toHaveAccessibleDescription(
      'Record the findings of the visit with Misty (Ama Fernando). The owner sees them with the appointment.',
    );
    await user.type(within(dialog).getByLabelText('Diagnosis'), 'Mild dehydration');
    await user.type(
      within(dialog).getByLabelText('Recommendations'),
      'Oral fluids every hour{Enter}{Enter}  Recheck in 3 days  ',
    );
    await user.type(within(dialog).getByLabelText('Notes for the owner'), 'Call if she stops drinking.');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Completed' }));

    expect(await screen.findByText('Appointment marked as completed')).toBeInTheDocument();
    expect(puts()).toEqual([
      {
        method: 'PUT',
        path: '/appointments/t10/complete',
        body: { diagnosis: 'Mild dehydration', recommendations: ['Oral fluids every hour', 'Recheck in 3 days'], notes: 'Call if she stops drinking.' },
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    await waitFor(() => expect(within(cardWith('VN-T10')).queryByRole('button', { name: 'Mark as Completed' })).not.toBeInTheDocument());
  });

  it("Mark as Completed with no findings sends an empty list; a failure shows the server's message or the fallback", async () => {
    server.use(
      handlerFor(API.booking.complete, errorReply('APPOINTMENT_CANNOT_COMPLETE', { message: 'Only scheduled appointments can be marked as completed' })),
    );
    renderPage();
    const user = await openTab('All Appointments');
    await user.click(within(cardWith('VN-T09')).getByRole('button', { name: 'Mark as Completed' }));
    let dialog = await screen.findByRole('dialog', { name: 'Mark as Completed' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Completed' }));
    expect(await screen.findByText('Only scheduled appointments can be marked as completed')).toBeInTheDocument();
    expect(puts()[0]!.body).toEqual({ recommendations: [] });
    expect(screen.getByRole('dialog', { name: 'Mark as Completed' })).toBeInTheDocument();

    server.use(handlerFor(API.booking.complete, () => new HttpResponse(null, { status: 500 })));
    dialog = screen.getByRole('dialog', { name: 'Mark as Completed' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Completed' }));
    expect(await screen.findByText('Failed to complete appointment')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(listCalls()).toHaveLength(1);
  });

  it('Mark as Completed refuses a diagnosis that is too long, at the field', async () => {
    renderPage();
    const user = await openTab('All Appointments');
    await user.click(within(cardWith('VN-T09')).getByRole('button', { name: 'Mark as Completed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as Completed' });
    const diagnosis = within(dialog).getByLabelText('Diagnosis');
    await user.click(diagnosis);
    await user.paste('x'.repeat(5001));
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Completed' }));
    expect(diagnosis).toHaveAccessibleDescription('This text is too long');
    expect(diagnosis).toHaveFocus();
    expect(puts()).toHaveLength(0);
  });

  it("Add Notes is prefilled with the doctor's notes, PUTs them, toasts 'Notes saved' and refreshes", async () => {
    renderPage();
    const user = await openTab('All Appointments');
    await user.click(within(cardWith('VN-T10')).getByRole('button', { name: 'Add Notes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Notes' });
    const notes = within(dialog).getByLabelText('Notes');
    expect(notes).toHaveValue('Check hydration first.');
    await user.type(notes, ' Weigh her.');
    await user.click(within(dialog).getByRole('button', { name: 'Save Notes' }));
    expect(await screen.findByText('Notes saved')).toBeInTheDocument();
    expect(puts()).toEqual([
      { method: 'PUT', path: '/appointments/t10/notes', body: { notes: 'Check hydration first. Weigh her.' } },
    ]);
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    server.use(handlerFor(API.booking.notes, () => new HttpResponse(null, { status: 500 })));
    await user.click(within(cardWith('VN-T09')).getByRole('button', { name: 'Add Notes' }));
    expect(within(await screen.findByRole('dialog')).getByLabelText('Notes')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save Notes' }));
    expect(await screen.findByText('Failed to save notes')).toBeInTheDocument();
  });

  it('View Details shows the owner, pet, reason, the whole questionnaire by step and the triage', async () => {
    renderPage();
    const user = await openTab('All Appointments');
    await user.click(within(cardWith('VN-T10')).getByRole('button', { name: 'View Details' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Appointment Details' }));
    expect(dialog.getByText('Ama Fernando')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: '071 987 6543' })).toBeInTheDocument();
    expect(dialog.getByText('Misty · Cat · Persian · 2 years')).toBeInTheDocument();
    expect(dialog.getByText('Not drinking')).toBeInTheDocument();

    const triage = within(dialog.getByRole('region', { name: 'Triage' }));
    expect(triage.getByText('High urgency')).toHaveClass('bg-red-100');
    expect(triage.getByText('High urgency. Reported: not drinking at all; vomiting.')).toBeInTheDocument();
    expect(triage.getByText('Offer small amounts of fresh water often; do not force it.')).toBeInTheDocument();
    expect(triage.getByText('Not drinking at all')).toBeInTheDocument();
    expect(triage.getByText('Vomiting')).toBeInTheDocument();

    const answers = dialog.getByRole('region', { name: 'Questionnaire answers' });
    // The seven steps in order, titled as the spec names them.
    expect(within(answers).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([...QUESTIONNAIRE_STEPS]);
    const step = (name: string) => within(within(answers).getByRole('region', { name }));
    const value = (name: string, label: string) => step(name).getByText(label).nextElementSibling?.textContent;
    expect(value('General Health', 'Appetite')).toBe('Decreased');
    expect(value('General Health', 'Energy level')).toBe('Low');
    expect(value('General Health', 'Temperature')).toBe('Not answered');
    expect(value('Symptoms', 'Reported signs')).toBe('Vomiting');
    expect(value('Symptoms', 'Other symptoms')).toBe('Drooling');
    expect(value('Behavioral Changes', 'Reported signs')).toBe('None reported');
    expect(value('Eating & Drinking', 'Water intake')).toBe('Not drinking at all');
    expect(value('Physical Symptoms', 'Wounds')).toBe('None');
    expect(value('Duration', 'Getting worse')).toBe('Yes');
    expect(value('Medical History', 'Allergies')).toBe('Penicillin');
    expect(value('Medical History', 'Vaccinated')).toBe('Yes');
    expect(value('Medical History', 'Vaccination date')).toBe('Sun, 1 Mar 2026');

    await user.click(dialog.getAllByRole('button', { name: 'Close' })[0]!);
    await user.click(within(cardWith('VN-N23')).getByRole('button', { name: 'View Details' }));
    expect(within(screen.getByRole('dialog')).getByText('No diagnosis questionnaire submitted')).toBeInTheDocument();
  });

  it("a visit that closed time hit shows an amber 'Needs rescheduling' badge and offers Mark as paid and View Details only", async () => {
    list.splice(0, list.length, appointment('n30', '2026-11-30', '09:00', { status: 'needs-rescheduling' }));
    renderPage();
    await openTab('All Appointments');
    const card = within(cardWith('VN-N30'));
    expect(card.getByText('Needs rescheduling')).toHaveClass('bg-amber-100');
    expect(card.getAllByRole('button').map((b) => b.textContent)).toEqual(['Mark as paid', 'View Details']);
  });

  it('My Leave: the tab after All Appointments holds the add-leave form and the leave ahead', async () => {
    leaveApi({ leave: [leave({ reason: 'Conference' })] });
    renderPage();
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(['Overview', 'All Appointments', 'My Leave', 'My Profile']);
    await openTab('My Leave');
    const panel = within(screen.getByRole('tabpanel', { name: 'My Leave' }));
    expect(await panel.findByRole('region', { name: 'Add leave' })).toBeInTheDocument();
    expect(await within(await panel.findByRole('region', { name: 'Upcoming leave' })).findByText('Mon, 7 Dec 2026 – Wed, 9 Dec 2026')).toBeInTheDocument();
  });

  it('My Profile shows the read-only profile fields', async () => {
    renderPage();
    await openTab('My Profile');
    const panel = within(screen.getByRole('tabpanel', { name: 'My Profile' }));
    const value = (label: string) => panel.getByText(label).nextElementSibling?.textContent;
    expect(value('Specialization')).toBe('Surgery');
    expect(value('Experience')).toBe('12 years');
    expect(value('Consultation fee')).toBe('LKR 2,500');
    expect(value('Contact')).toBe('011 234 5678');
    expect(value('Email')).toBe('dr.perera@vetnow.lk');
    expect(value('Clinic location')).toBe('45 Main Street, Battaramulla');
    expect(value('Qualifications')).toBe('BVSc, MVSc, PhD');
    expect(value('Working hours')).toBe('09:00 AM - 05:00 PM (30-minute slots)');
    expect(panel.getByRole('link', { name: 'your profile page' })).toHaveAttribute('href', '/profile');
  });

  it("shows the line under the name from the signed-in doctor while the profile and the list are on their way (the page's LCP)", async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      handlerFor(API.clinic.getOwnProfile, async () => {
        await answered;
        return doctorProfile({ specialization: 'Dermatology' });
      }),
      handlerFor(API.booking.doctorAppointments, async () => {
        await delay('infinite');
        return [];
      }),
    );
    const session: Session = {
      status: 'signed-in',
      userType: 'doctor',
      user: doctorUser({ specialization: 'Surgery' }),
      signIn: () => undefined,
      signOut: () => undefined,
      refresh: async () => undefined,
    };
    renderWithProviders(
      <SessionContext.Provider value={session}>
        <DoctorDashboardPage now={() => NOW} />
      </SessionContext.Provider>,
    );
    expect(screen.getByText('Dr. Nimal Perera')).toBeInTheDocument();
    expect(screen.getByText('Surgery · Clinic: 45 Main Street, Battaramulla')).toBeInTheDocument();
    expect(screen.getByText('Loading your appointments…')).toBeInTheDocument();
    // The profile itself replaces it once it is here.
    answer();
    expect(await screen.findByText('Dermatology · Clinic: 45 Main Street, Battaramulla')).toBeInTheDocument();
  });

  it("shows a spinner until the first answer, and toasts 'Failed to fetch appointments' on failure", async () => {
    server.use(handlerFor(API.booking.doctorAppointments, async () => {
      await delay('infinite');
      return [];
    }));
    const { unmount } = renderPage();
    expect(screen.getByText('Loading your appointments…').closest('[role="status"]')).toBeInTheDocument();
    unmount();

    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      handlerFor(API.booking.doctorAppointments, errorReply('SERVICE_UNAVAILABLE', { message: 'down' })),
      handlerFor(API.clinic.getOwnProfile, errorReply('SERVICE_UNAVAILABLE', { message: 'down' })),
    );
    renderPage();
    expect(await screen.findByText('Failed to fetch appointments')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: "Today's Schedule" })).getByText('No appointments today')).toBeInTheDocument();
    warn.mockRestore();
  });
});
