import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n } from '@vetnow/web-kit/i18n';
import { AppToaster } from '@vetnow/web-kit/toaster';
import { act, useEffect } from 'react';
import { useLocation, useNavigate } from '@vetnow/web-kit/router';
import { readDraft, writeAnswersState, writeDraft, readAnswersState, resetWizardStore } from '../../../shared/booking-wizard/wizard-store';
import { bookingDraft } from '../../../shared/booking-wizard/testing/draft-fixture';
import { stubApi, type StubbedCall } from '../../../testing/fixtures';
import { BookAppointmentPage } from './book-appointment-page';
import { groupSlots } from './time-slot-picker';
import { API } from '@vetnow/contracts/api';
import { apiQueryKey } from '@vetnow/web-kit/queries';
import { NOW, clockStartsAt, createTestQueryClient, doctor, timeSlots } from '@vetnow/web-kit/testing';
import { renderRoute } from '../../../testing/render-route';

createI18n();

let apiCalls: StubbedCall[];
const calls = () => apiCalls.map((c) => `${c.url.pathname}${c.url.search}`);

// NOW, 2026-11-21 20:00 UTC, is 2026-11-22 01:30 in Colombo: tomorrow there is the 23rd (and in UTC it would be the 22nd).
clockStartsAt(NOW);

/** The doctor's slots in the server's (unsorted) order, 09:30 booked. */
const SLOTS = timeSlots(['09:30'], ['17:30', '09:00', '09:30', '12:00', '16:30']);

let slotsFor: (date: string) => [number, unknown];
let doctorAnswer: [number, unknown];

beforeEach(() => {
  sessionStorage.clear();
  resetWizardStore();
  localStorage.clear();
  doctorAnswer = [200, doctor()];
  slotsFor = () => [200, SLOTS];
  apiCalls = stubApi((_method, path, _body, url) => {
    if (path === '/api/doctors/d-1') return doctorAnswer;
    if (path === '/api/doctors/d-1/slots') return slotsFor(url.searchParams.get('date') ?? '');
    return undefined;
  });
});

/** The wizard's address as the router has it (pathname + search), and a way to press the browser's Back. */
const at = { path: '', back: () => {} };
function AddressProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    at.path = `${location.pathname}${location.search}`;
    at.back = () => void navigate(-1);
  });
  return null;
}

function renderWizard(now: Date = NOW, state?: unknown, search = '', before: string[] = []) {
  return renderRoute('/book-appointment/:doctorId', <BookAppointmentPage now={() => now} />, {
    entries: [...before, { pathname: '/book-appointment/d-1', search, state }],
    beside: (
      <>
        <AppToaster />
        <AddressProbe />
      </>
    ),
  });
}

const next = () => screen.getByRole('button', { name: 'Next' });
const day = (label: string) => screen.getByRole('button', { name: label });

async function chooseSlot(user: ReturnType<typeof userEvent.setup>, date = 'Wednesday, November 25, 2026', time = '09:00 AM') {
  await user.click(day(date));
  await user.click(await screen.findByRole('button', { name: time }));
}

async function fillPet(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/Pet name/), 'Rex');
  await user.selectOptions(screen.getByLabelText('Pet type'), 'Cat');
  await user.type(screen.getByLabelText('Breed'), 'Persian');
  await user.type(screen.getByLabelText('Age (years)'), '3');
  await user.type(screen.getByLabelText(/Reason for visit/), 'Annual check-up');
}

describe('wizard calendar', () => {
  it('starts selectable dates tomorrow in clinic time and pages by month', async () => {
    const user = userEvent.setup();
    renderWizard();
    expect(await screen.findByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    expect(day('Sunday, November 22, 2026')).toBeDisabled(); // today in Colombo (already the 22nd there)
    expect(day('Monday, November 23, 2026')).toBeEnabled();
    expect(day('Monday, November 23, 2026')).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
    expect(day('Thursday, December 31, 2026')).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'January 2027' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });

  it('opens on the next month when tomorrow (clinic time) is in it', async () => {
    renderWizard(new Date('2026-11-30T19:00:00Z')); // 1 December 00:30 in Colombo
    expect(await screen.findByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
    expect(day('Tuesday, December 1, 2026')).toBeDisabled();
    expect(day('Wednesday, December 2, 2026')).toBeEnabled();
  });

  it('moves between days with the arrow keys, into the next month too', async () => {
    const user = userEvent.setup();
    renderWizard();
    await screen.findByRole('grid', { name: 'November 2026' });
    day('Monday, November 23, 2026').focus();
    await user.keyboard('{ArrowLeft}'); // the 22nd is not selectable: focus stays
    expect(day('Monday, November 23, 2026')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(day('Monday, November 30, 2026')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
    expect(day('Tuesday, December 1, 2026')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(day('Tuesday, December 1, 2026')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(calls()).toContain('/api/doctors/d-1/slots?date=2026-12-01'));
  });
});

describe('wizard slots', () => {
  it('groups slots by morning, afternoon and evening, in time order', () => {
    expect(groupSlots(SLOTS).map((g) => [g.period, g.slots.map((s) => s.time)])).toEqual([
      ['morning', ['09:00 AM', '09:30 AM']],
      ['afternoon', ['12:00 PM', '04:30 PM']],
      ['evening', ['05:30 PM']],
    ]);
    expect(groupSlots([{ time: '04:59 AM', isBooked: false }, { time: '05:00 AM', isBooked: false }])).toEqual([
      { period: 'morning', slots: [{ time: '05:00 AM', isBooked: false }] },
      { period: 'evening', slots: [{ time: '04:59 AM', isBooked: false }] },
    ]);
  });

  it('asks for a date until one is chosen (issue 40: not "No Available Slots"), then the date’s slots; booked ones are disabled and say Booked', async () => {
    const user = userEvent.setup();
    renderWizard();
    await screen.findByRole('grid');
    expect(screen.getByText('Please select a date to view available time slots.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No Available Slots' })).not.toBeInTheDocument();
    expect(screen.queryByText('No Available Slots')).not.toBeInTheDocument();

    await user.click(day('Wednesday, November 25, 2026'));
    expect(await screen.findByRole('heading', { name: 'Morning' })).toBeInTheDocument();
    expect(calls()).toContain('/api/doctors/d-1/slots?date=2026-11-25');
    const morning = screen.getByRole('region', { name: 'Morning' });
    expect(within(morning).getAllByRole('button').map((b) => b.textContent)).toEqual(['09:00 AM', '09:30 AMBooked']);
    expect(within(morning).getByRole('button', { name: /09:30 AM/ })).toBeDisabled();
    expect(within(screen.getByRole('region', { name: 'Afternoon' })).getAllByRole('button')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'Evening' })).getByRole('button', { name: '05:30 PM' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: '12:00 PM' }));
    expect(screen.getByRole('button', { name: '12:00 PM' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '09:00 AM' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says so when the date has no slots, and toasts when slots cannot be fetched', async () => {
    const user = userEvent.setup();
    slotsFor = (date) => (date === '2026-11-26' ? [500, { statusCode: 500, code: 'INTERNAL', message: 'boom' }] : [200, []]);
    renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Tuesday, November 24, 2026' }));
    expect(await screen.findByText('No time slots available for this date. Please select another date.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No Available Slots' })).toBeInTheDocument();
    await user.click(day('Thursday, November 26, 2026'));
    expect(await screen.findAllByText('Failed to fetch available slots')).not.toHaveLength(0);
  });

  it('says a doctor who is inactive or gone (404) is not accepting appointments, with a link to /doctors', async () => {
    doctorAnswer = [404, { statusCode: 404, code: 'DOCTOR_NOT_FOUND', message: 'Doctor not found' }];
    renderWizard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This doctor is not accepting appointments');
    expect(within(alert).getByRole('link', { name: 'Find another doctor' })).toHaveAttribute('href', '/doctors');
    expect(screen.queryByText('Failed to fetch doctor details')).not.toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('toasts when the doctor cannot be fetched', async () => {
    doctorAnswer = [500, { statusCode: 500, code: 'INTERNAL', message: 'boom' }];
    renderWizard();
    expect(await screen.findAllByText('Failed to fetch doctor details')).not.toHaveLength(0);
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  /** A query client holding a doctor list, as /doctors left it (any filter), with d-1 listed at `fee`. */
  function clientFromDoctorList(fee: number) {
    const client = createTestQueryClient();
    const listed = [doctor({ _id: 'd-2', fullName: 'Dr. Kamala Silva' }), doctor({ consultationFee: fee })];
    client.setQueryData(apiQueryKey(API.clinic.listDoctors, { query: { specialization: 'Surgery' } }), listed);
    return client;
  }

  it('coming from the doctor list: the doctor at once, as the list has them, then as their profile answers', async () => {
    doctorAnswer = [200, doctor({ consultationFee: 3000 })];
    renderRoute('/book-appointment/:doctorId', <BookAppointmentPage now={() => NOW} />, {
      entries: ['/book-appointment/d-1'],
      client: clientFromDoctorList(2000),
    });
    // Before any answer could come: no spinner, the listed doctor's line and the calendar.
    expect(screen.queryByText('Loading doctor details…')).not.toBeInTheDocument();
    expect(screen.getByText(/^With Dr\. Nimal Perera, .*Consultation fee LKR 2,000$/)).toBeInTheDocument();
    expect(screen.getByRole('grid')).toBeInTheDocument();
    expect(await screen.findByText(/Consultation fee LKR 3,000$/)).toBeInTheDocument();
    expect(calls()).toContain('/api/doctors/d-1');
  });

  it('a listed doctor whose profile answers 404 (deactivated since) is not accepting appointments', async () => {
    doctorAnswer = [404, { statusCode: 404, code: 'DOCTOR_NOT_FOUND', message: 'Doctor not found' }];
    renderRoute('/book-appointment/:doctorId', <BookAppointmentPage now={() => NOW} />, {
      entries: ['/book-appointment/d-1'],
      client: clientFromDoctorList(2500),
    });
    expect(screen.getByRole('grid')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('This doctor is not accepting appointments');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});

describe('wizard steps', () => {
  it('keeps Next disabled until each step is complete; Back returns a step', async () => {
    const user = userEvent.setup();
    renderWizard();
    await screen.findByRole('grid');
    expect(screen.getByRole('list', { name: 'Booking steps' })).toHaveTextContent('Select Time');
    expect(next()).toBeDisabled();
    await user.click(day('Wednesday, November 25, 2026'));
    await screen.findByRole('button', { name: '09:00 AM' });
    expect(next()).toBeDisabled(); // a date but no slot
    await user.click(screen.getByRole('button', { name: '09:00 AM' }));
    expect(next()).toBeEnabled();
    await user.click(day('Thursday, November 26, 2026')); // another date drops the slot
    expect(next()).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: '09:00 AM' }));
    await user.click(next());

    expect(screen.getByRole('heading', { name: 'Step 2 of 3: Pet Info' })).toHaveFocus();
    expect(await screen.findByLabelText('Pet type')).toHaveDisplayValue('Dog'); // the pet step's form, fetched with the step
    expect(next()).toBeDisabled();
    await user.type(screen.getByLabelText(/Pet name/), 'Rex');
    expect(next()).toBeDisabled(); // reason missing
    await user.click(screen.getByLabelText(/Reason for visit/));
    await user.tab();
    expect(screen.getByLabelText(/Reason for visit/)).toHaveAccessibleDescription('Reason for visit is required');
    await user.type(screen.getByLabelText(/Reason for visit/), 'Limping');
    expect(next()).toBeEnabled();
    await user.type(screen.getByLabelText('Age (years)'), '-1');
    await user.tab();
    expect(screen.getByLabelText('Age (years)')).toHaveAccessibleDescription('Age must be a number of 0 or more');
    expect(next()).toBeDisabled();
    await user.clear(screen.getByLabelText('Age (years)'));
    expect(next()).toBeEnabled(); // age is optional

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: '09:00 AM' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(next());
    expect(screen.getByLabelText(/Pet name/)).toHaveValue('Rex');
  });

  it('confirms, saves the draft to sessionStorage bookingData and goes to the questionnaire', async () => {
    const user = userEvent.setup();
    writeAnswersState({ step: 3, answers: { symptoms: { vomiting: true } } }); // left from another booking
    renderWizard();
    await screen.findByRole('grid');
    await chooseSlot(user);
    await user.click(next());
    await fillPet(user);
    await user.click(next());

    const summary = screen.getByRole('heading', { name: 'Step 3 of 3: Confirm' }).parentElement!;
    expect(summary).toHaveTextContent('Dr. Nimal Perera');
    expect(summary).toHaveTextContent('Wednesday, November 25, 2026');
    expect(summary).toHaveTextContent('09:00 AM');
    expect(summary).toHaveTextContent('Rex (Cat)');
    expect(summary).toHaveTextContent('3 years');
    expect(summary).toHaveTextContent('LKR 2,500');

    await user.click(screen.getByRole('button', { name: 'Continue to Health Assessment' }));
    expect(await screen.findByText('Now at /diagnosis-questionnaire')).toBeInTheDocument();
    const stored = JSON.parse(sessionStorage.getItem('bookingData')!);
    expect(stored).toEqual({
      doctorId: 'd-1',
      doctor: { fullName: 'Dr. Nimal Perera', specialization: 'Surgery', consultationFee: 2500 },
      appointmentDate: '2026-11-25',
      timeSlot: '09:00 AM',
      pet: { name: 'Rex', type: 'Cat', breed: 'Persian', age: 3 },
      reason: 'Annual check-up',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(readAnswersState()).toBeUndefined(); // a new booking starts a new questionnaire
  });

  it('restores the draft for this doctor (a back navigation keeps what was entered)', async () => {
    const user = userEvent.setup();
    writeDraft(bookingDraft({ timeSlot: '04:30 PM', pet: { name: 'Milo', type: 'Bird', breed: '', age: 1 }, diagnosisData: { symptoms: { sneezing: true } }, idempotencyKey: 'old-key' }));
    renderWizard();
    expect(await screen.findByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    expect(day('Wednesday, November 25, 2026')).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('button', { name: '04:30 PM' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(next());
    expect(screen.getByLabelText(/Pet name/)).toHaveValue('Milo');
    expect(screen.getByLabelText('Pet type')).toHaveDisplayValue('Bird');
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Continue to Health Assessment' }));
    await screen.findByText('Now at /diagnosis-questionnaire');
    const draft = readDraft()!;
    expect(draft.diagnosisData).toEqual({ symptoms: { sneezing: true } }); // answers of this booking kept
    expect(draft.idempotencyKey).not.toBe('old-key');
  });

  it('after a taken slot (sent back from payment) keeps the pet info but asks for another slot', async () => {
    writeDraft(bookingDraft({ timeSlot: '09:00 AM' }));
    renderWizard(NOW, { reselectSlot: true });
    await screen.findByRole('button', { name: '09:00 AM' });
    expect(screen.getByRole('button', { name: '09:00 AM' })).toHaveAttribute('aria-pressed', 'false');
    expect(day('Wednesday, November 25, 2026')).toHaveAttribute('aria-pressed', 'true');
    expect(next()).toBeDisabled();
  });

  it('drops a restored slot that has been booked meanwhile', async () => {
    writeDraft(bookingDraft({ timeSlot: '09:30 AM' }));
    renderWizard();
    const booked = await screen.findByRole('button', { name: /09:30 AM/ });
    expect(booked).toBeDisabled();
    await waitFor(() => expect(booked).toHaveAttribute('aria-pressed', 'false'));
    expect(next()).toBeDisabled();
  });

  it('puts each step in the history: Next pushes ?step=2 and ?step=3, the browser Back returns a step, not out', async () => {
    const user = userEvent.setup();
    renderWizard(NOW, undefined, '', ['/doctors']);
    await screen.findByRole('grid');
    await chooseSlot(user);
    await user.click(next());
    expect(at.path).toBe('/book-appointment/d-1?step=2');
    await fillPet(user);
    await user.click(next());
    expect(at.path).toBe('/book-appointment/d-1?step=3');
    expect(screen.getByRole('heading', { name: 'Step 3 of 3: Confirm' })).toBeInTheDocument();

    act(() => at.back());
    expect(await screen.findByRole('heading', { name: 'Step 2 of 3: Pet Info' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Pet name/)).toHaveValue('Rex');
    act(() => at.back());
    expect(await screen.findByRole('heading', { name: 'Step 1 of 3: Select Time' })).toBeInTheDocument();
    expect(at.path).toBe('/book-appointment/d-1');
    expect(await screen.findByRole('button', { name: '09:00 AM' })).toHaveAttribute('aria-pressed', 'true');

    // The wizard's own Back after Next goes back in history too (no growing trail of entries).
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(at.path).toBe('/book-appointment/d-1');
    act(() => at.back());
    expect(await screen.findByText('Now at /doctors')).toBeInTheDocument();
  });

  it('keeps every change in sessionStorage bookingData; a reload on ?step=2 shows step 2 with what was entered', async () => {
    const user = userEvent.setup();
    const first = renderWizard();
    await screen.findByRole('grid');
    await chooseSlot(user);
    await user.click(next());
    await user.type(screen.getByLabelText(/Pet name/), 'Rex');
    await user.type(screen.getByLabelText('Breed'), 'Persian');
    expect(JSON.parse(sessionStorage.getItem('bookingData')!)).toEqual({
      doctorId: 'd-1',
      appointmentDate: '2026-11-25',
      timeSlot: '09:00 AM',
      pet: { name: 'Rex', type: 'Dog', breed: 'Persian' },
      reason: '',
    });
    expect(readDraft()).toBeNull(); // incomplete: the questionnaire still sends it back
    first.unmount();
    resetWizardStore(); // a reload: the memory is gone, sessionStorage kept the draft

    renderWizard(NOW, undefined, '?step=2');
    expect(await screen.findByRole('heading', { name: 'Step 2 of 3: Pet Info' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Pet name/)).toHaveValue('Rex');
    expect(screen.getByLabelText('Breed')).toHaveValue('Persian');
    await user.type(screen.getByLabelText(/Reason for visit/), 'Limping');
    await user.click(next());
    expect(at.path).toBe('/book-appointment/d-1?step=3');
  });

  it('an address step whose earlier steps are incomplete shows the first incomplete step', async () => {
    renderWizard(NOW, undefined, '?step=3');
    expect(await screen.findByRole('heading', { name: 'Step 1 of 3: Select Time' })).toBeInTheDocument();
    await waitFor(() => expect(at.path).toBe('/book-appointment/d-1'));
  });

  it('ignores a draft for another doctor', async () => {
    writeDraft(bookingDraft({}, doctor({ _id: 'd-2' })));
    renderWizard();
    await screen.findByRole('grid');
    expect(screen.getByText('Please select a date to view available time slots.')).toBeInTheDocument();
  });
});
