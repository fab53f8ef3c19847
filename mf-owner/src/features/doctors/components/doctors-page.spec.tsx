import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { render } from '../../../testing/render';
import userEvent from '@testing-library/user-event';
import type { Calendar } from '@vetnow/contracts/calendar';
import type { Doctor } from '@vetnow/contracts/doctor';
import { createI18n } from '@vetnow/web-kit/i18n';
import { AppToaster } from '@vetnow/web-kit/toaster';
import { MemoryRouter } from '@vetnow/web-kit/router';
import { NOW, stubApi, type Answer, type StubbedCall } from '../../../testing/fixtures';
import { delay, doctor as kitDoctor, http, timeSlots, useHandlers } from '@vetnow/web-kit/testing';
import { DoctorsPage } from './doctors-page';
import { cardQualifications } from './qualifications';

createI18n();

let answer: (url: URL) => Answer;
/** The clinic calendar's answer for the asked range (default: no closed day). */
let closedDays: Calendar['days'];
let apiCalls: StubbedCall[];

/** The URLs the page asked for, as `/api/doctors?location=…`. */
const calls = () => apiCalls.map((c) => `${c.url.pathname}${c.url.search}`);
const doctorCalls = () => calls().filter((u) => /^\/api\/doctors(\?|$)/.test(u));
const calendarCalls = () => calls().filter((u) => u.startsWith('/api/clinic/calendar'));

// 2026-11-21 20:00 UTC is already 2026-11-22 01:30 in Colombo: today there is the 22nd, tomorrow the 23rd.
const doctor = (overrides: Partial<Doctor> = {}) => kitDoctor({ qualifications: ['BVSc', 'MVSc', 'PhD', 'Dip. ECVS'], ...overrides });

const SLOTS = timeSlots(['09:30'], ['09:00', '09:30', '10:00']);

function renderPage(entry = '/doctors') {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <AppToaster />
      <DoctorsPage now={() => NOW} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  answer = () => [200, [doctor(), doctor({ _id: 'd-2', fullName: 'Dr. Amaya Silva', qualifications: ['BVSc'] })]];
  closedDays = [];
  apiCalls = stubApi((_method, path, _body, url) => {
    if (path !== '/api/clinic/calendar') return answer(url);
    const [from, to] = [url.searchParams.get('from')!, url.searchParams.get('to')!];
    return [200, { from, to, days: closedDays.filter((d) => d.date >= from && d.date <= to) } satisfies Calendar];
  });
});

describe('/doctors filters', () => {
  it('fetches every active doctor first, without a query', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Dr. Nimal Perera' })).toBeInTheDocument();
    expect(doctorCalls()).toEqual(['/api/doctors']);
  });

  it('refetches on each filter change with the query names location, specialization, availableTime and date', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Dr. Nimal Perera');

    await user.selectOptions(screen.getByLabelText('Location'), 'Colombo');
    await waitFor(() => expect(doctorCalls()).toHaveLength(2));
    expect(doctorCalls()[1]).toBe('/api/doctors?location=Colombo');

    await user.selectOptions(screen.getByLabelText('Specialization'), 'Dentistry');
    await waitFor(() => expect(doctorCalls()).toHaveLength(3));
    expect(doctorCalls()[2]).toBe('/api/doctors?location=Colombo&specialization=Dentistry');

    await user.selectOptions(screen.getByLabelText('Available time'), '02:30 PM');
    await waitFor(() => expect(doctorCalls()).toHaveLength(4));
    expect(doctorCalls()[3]).toBe('/api/doctors?location=Colombo&specialization=Dentistry&availableTime=02%3A30+PM');

    const date = screen.getByLabelText('Date');
    await user.type(date, '2026-11-25');
    await waitFor(() => expect(doctorCalls().at(-1)).toContain('date=2026-11-25'));
    expect(doctorCalls().at(-1)).toBe(
      '/api/doctors?location=Colombo&specialization=Dentistry&availableTime=02%3A30+PM&date=2026-11-25',
    );

    const before = doctorCalls().length;
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(doctorCalls()).toHaveLength(before + 1));
    expect(doctorCalls().at(-1)).toBe('/api/doctors');
    expect(screen.getByLabelText('Location')).toHaveDisplayValue('All locations');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  });

  it('offers the six locations, six specializations and 18 times after an "all" option, and the bookable dates', async () => {
    renderPage();
    await screen.findByText('Dr. Nimal Perera');
    const options = (label: string) => within(screen.getByLabelText(label)).getAllByRole('option').map((o) => o.textContent);
    expect(options('Location')).toEqual([
      'All locations',
      'Battaramulla',
      'Colombo',
      'Nugegoda',
      'Dehiwala',
      'Rajagiriya',
      'Malabe',
    ]);
    expect(options('Specialization')).toHaveLength(7);
    const times = options('Available time');
    expect(times).toHaveLength(19);
    expect([times[0], times[1], times[18]]).toEqual(['Any time', '09:00 AM', '05:30 PM']);
    // As the wizard: from tomorrow (today cannot be booked) up to the 60-day booking horizon, in clinic time.
    expect(screen.getByLabelText('Date')).toHaveAttribute('min', '2026-11-23');
    expect(screen.getByLabelText('Date')).toHaveAttribute('max', '2027-01-21');
  });
});

describe('/doctors date filter (issue 40)', () => {
  it.each([
    ['past the booking horizon', '2027-01-22', 'Appointments can be booked up to 60 days ahead'],
    ['today', '2026-11-22', 'Appointments can be booked from tomorrow onwards'],
    ['in the past', '2026-11-20', 'Appointments can be booked from tomorrow onwards'],
  ])('a typed date %s says why under the field and lists nobody instead of searching', async (_case, date, why) => {
    renderPage();
    await screen.findByText('Dr. Nimal Perera');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: date } });

    expect(await screen.findByRole('heading', { level: 2, name: 'This date cannot be booked' })).toBeInTheDocument();
    expect(screen.getByText('Choose a date from Mon, 23 Nov 2026 to Thu, 21 Jan 2027.')).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Date')).toHaveAccessibleDescription(why);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(doctorCalls()).toEqual(['/api/doctors']);
    expect(calendarCalls()).toEqual([]);
  });

  it('the last bookable date is searched as usual', async () => {
    renderPage();
    await screen.findByText('Dr. Nimal Perera');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2027-01-21' } });
    await waitFor(() => expect(doctorCalls()).toContain('/api/doctors?date=2027-01-21'));
    expect(await screen.findByText('2 veterinarians found')).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('a day the clinic is closed says why, as the wizard calendar does, instead of "No doctors found"', async () => {
    closedDays = [
      {
        date: '2026-11-24',
        closed: true,
        label: 'Il Full Moon Poya Day — clinic closed',
        entries: [{ kind: 'public-holiday', id: 'holiday:2026-11-24', startTime: null, endTime: null, reason: 'Il Full Moon Poya Day' }],
      },
    ];
    answer = (url) => [200, url.search ? [] : [doctor()]];
    renderPage();
    await screen.findByText('Dr. Nimal Perera');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-11-24' } });

    expect(await screen.findByRole('heading', { level: 2, name: 'Il Full Moon Poya Day — clinic closed' })).toBeInTheDocument();
    expect(screen.getByText('No appointments can be booked on Tuesday, November 24, 2026. Please choose another date.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No doctors found' })).not.toBeInTheDocument();
    expect(calendarCalls()).toEqual(['/api/clinic/calendar?from=2026-11-24&to=2026-11-24']);

    // An open day: the search answers as before.
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-11-25' } });
    expect(await screen.findByRole('heading', { name: 'No doctors found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /clinic closed/ })).not.toBeInTheDocument();
  });
});

describe('/doctors results', () => {
  it('shows each card with specialization, experience, location, fee in LKR, hours and 2 qualifications + "+N more"', async () => {
    renderPage();
    const card = (await screen.findByRole('heading', { name: 'Dr. Nimal Perera' })).closest('article')!;
    const c = within(card);
    expect(c.getByText('Surgery')).toBeInTheDocument();
    expect(c.getByText('12 years experience')).toBeInTheDocument();
    expect(c.getByText('Battaramulla')).toBeInTheDocument();
    expect(c.getByText('LKR 2,500')).toBeInTheDocument();
    expect(c.getByText('09:00 AM - 05:00 PM')).toBeInTheDocument();
    const quals = within(c.getByRole('list', { name: 'Qualifications' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(quals).toEqual(['BVSc', 'MVSc', '+2 more']);
    expect(c.getByRole('link', { name: 'Book Appointment with Dr. Nimal Perera' })).toHaveAttribute(
      'href',
      '/book-appointment/d-1',
    );

    const other = screen.getByRole('heading', { name: 'Dr. Amaya Silva' }).closest('article')!;
    expect(within(other).queryByText(/more$/)).not.toBeInTheDocument();
  });

  it("carries a reminder's pet and reason on to the wizard (a pet care \"Book now\" without a last doctor)", async () => {
    renderPage('/doctors?pet=4f0c2a5e-1b7d-4c3e-9a8f-2d6e1b0c9a7f&reason=vaccination&other=x');
    const card = (await screen.findByRole('heading', { name: 'Dr. Nimal Perera' })).closest('article')!;
    expect(within(card).getByRole('link', { name: 'Book Appointment with Dr. Nimal Perera' })).toHaveAttribute(
      'href',
      '/book-appointment/d-1?pet=4f0c2a5e-1b7d-4c3e-9a8f-2d6e1b0c9a7f&reason=vaccination',
    );
  });

  it('shows the contact number in national format as a tel:+94 link; an older free-text value as it is', async () => {
    answer = () => [
      200,
      [doctor({ contactNumber: '+94771234567' }), doctor({ _id: 'd-2', fullName: 'Dr. Old Record', contactNumber: 'hello' })],
    ];
    renderPage();
    const card = within((await screen.findByRole('heading', { name: 'Dr. Nimal Perera' })).closest('article')!);
    expect(card.getByRole('link', { name: '077 123 4567' })).toHaveAttribute('href', 'tel:+94771234567');
    const old = within(screen.getByRole('heading', { name: 'Dr. Old Record' }).closest('article')!);
    expect(old.getByText('hello')).toBeInTheDocument();
    expect(old.queryByRole('link', { name: 'hello' })).not.toBeInTheDocument();
  });

  it('keeps "Book Appointment" on one line: the actions take their labels\' width and wrap whole, never a 50/50 split', async () => {
    // jsdom has no layout: the rule is in the classes. An equal split (flex-1, flex-basis 0) gave the label half of a
    // 3-column card at 1280 px, too narrow for it; from sm the actions size to their labels (flex-basis auto) and a
    // line too narrow for both moves View below. On a phone they stack at full width.
    renderPage();
    const book = await screen.findByRole('link', { name: 'Book Appointment with Dr. Nimal Perera' });
    const view = screen.getByRole('button', { name: 'View Dr. Nimal Perera' });
    const actions = book.parentElement!;
    expect(view.parentElement).toBe(actions);
    expect(actions).toHaveClass('flex', 'flex-col', 'sm:flex-row', 'sm:flex-wrap');
    for (const action of [book, view]) {
      expect(action.className).not.toMatch(/(^|\s)(\w+:)?(flex-1|basis-0)(\s|$)/);
      expect(action).toHaveClass('sm:grow');
    }
  });

  it('the "+N more" rule: first 2 shown, N is the rest, none when 2 or fewer', () => {
    expect(cardQualifications(['A', 'B', 'C'])).toEqual({ shown: ['A', 'B'], more: 1 });
    expect(cardQualifications(['A', 'B'])).toEqual({ shown: ['A', 'B'], more: 0 });
    expect(cardQualifications([])).toEqual({ shown: [], more: 0 });
  });

  it('without filters, the empty state says no veterinarians are available', async () => {
    answer = () => [200, []];
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No doctors found' })).toBeInTheDocument();
    expect(screen.getByText('No veterinarians are currently available. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByText('Try adjusting your filters...')).not.toBeInTheDocument();
  });

  it('with filters, the empty state asks to adjust them', async () => {
    const user = userEvent.setup();
    answer = (url) => [200, url.search ? [] : [doctor()]];
    renderPage();
    await screen.findByText('Dr. Nimal Perera');
    await user.selectOptions(screen.getByLabelText('Specialization'), 'Dermatology');
    expect(await screen.findByRole('heading', { name: 'No doctors found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters...')).toBeInTheDocument();
    expect(screen.queryByText(/No veterinarians are currently available/)).not.toBeInTheDocument();
  });

  it("toasts 'Failed to fetch doctors' when the search fails", async () => {
    answer = () => [503, { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'The clinic service is unavailable' }];
    renderPage();
    expect(await screen.findByText('Failed to fetch doctors')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No doctors found' })).toBeInTheDocument();
  });
});

describe('View', () => {
  it("opens a dialog with the doctor's details and tomorrow's slots (clinic time), booked ones marked", async () => {
    const user = userEvent.setup();
    answer = (url) => {
      if (url.pathname === '/api/doctors/d-1') return [200, doctor({ qualifications: ['BVSc', 'MVSc', 'PhD'] })];
      if (url.pathname === '/api/doctors/d-1/slots') return [200, SLOTS];
      return [200, [doctor()]];
    };
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'View Dr. Nimal Perera' }));

    const dialog = await screen.findByRole('dialog', { name: 'Dr. Nimal Perera' });
    const d = within(dialog);
    expect(await d.findByText('PhD')).toBeInTheDocument();
    for (const text of ['BVSc', 'MVSc', 'Surgery', '12 years experience', '45 Main Street, Battaramulla', '011 234 5678', 'LKR 2,500', '09:00 AM - 05:00 PM', '30-minute appointments']) {
      expect(d.getByText(text)).toBeInTheDocument();
    }
    expect(calls()).toContain('/api/doctors/d-1/slots?date=2026-11-23');
    const slots = within(await d.findByRole('list', { name: 'Available time slots' })).getAllByRole('listitem');
    expect(slots.map((s) => s.textContent)).toEqual(['09:00 AM Available', '09:30 AM Booked', '10:00 AM Available']);
    expect(d.getByLabelText('Date')).toHaveValue('2026-11-23');
    expect(d.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute('href', '/book-appointment/d-1');

    // Another day: the slots are asked for again.
    fireEvent.change(d.getByLabelText('Date'), { target: { value: '2026-11-24' } });
    await waitFor(() => expect(calls()).toContain('/api/doctors/d-1/slots?date=2026-11-24'));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the slots of the search's date when one is chosen (issue 40), not tomorrow's", async () => {
    const user = userEvent.setup();
    answer = (url) => {
      if (url.pathname === '/api/doctors/d-1') return [200, doctor()];
      if (url.pathname === '/api/doctors/d-1/slots') return [200, SLOTS];
      return [200, [doctor()]];
    };
    renderPage();
    await screen.findByText('Dr. Nimal Perera');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-11-27' } });
    await waitFor(() => expect(doctorCalls()).toContain('/api/doctors?date=2026-11-27'));
    await user.click(await screen.findByRole('button', { name: 'View Dr. Nimal Perera' }));

    const d = within(await screen.findByRole('dialog', { name: 'Dr. Nimal Perera' }));
    expect(await d.findByRole('list', { name: 'Available time slots' })).toBeInTheDocument();
    expect(d.getByLabelText('Date')).toHaveValue('2026-11-27');
    expect(calls().filter((u) => u.startsWith('/api/doctors/d-1/slots'))).toEqual(['/api/doctors/d-1/slots?date=2026-11-27']);
    // The dialog's own date offers the same bookable dates as the filter.
    expect(d.getByLabelText('Date')).toHaveAttribute('min', '2026-11-23');
    expect(d.getByLabelText('Date')).toHaveAttribute('max', '2027-01-21');
  });

  it('opens with the doctor as the list has them and their slots, while the profile is still loading (ADR 0093)', async () => {
    const user = userEvent.setup();
    answer = (url) => (url.pathname === '/api/doctors/d-1/slots' ? [200, SLOTS] : [200, [doctor()]]);
    useHandlers(http.get('*/api/doctors/d-1', () => delay('infinite')));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'View Dr. Nimal Perera' }));

    const d = within(await screen.findByRole('dialog', { name: 'Dr. Nimal Perera' }));
    expect(d.getByText('Dip. ECVS')).toBeInTheDocument();
    expect(d.getByText('LKR 2,500')).toBeInTheDocument();
    expect(within(await d.findByRole('list', { name: 'Available time slots' })).getAllByRole('listitem')).toHaveLength(3);
    expect(calls()).toContain('/api/doctors/d-1/slots?date=2026-11-23');
  });

  it('says so when the day has no slots', async () => {
    const user = userEvent.setup();
    answer = (url) => {
      if (url.pathname === '/api/doctors/d-1') return [200, doctor()];
      if (url.pathname === '/api/doctors/d-1/slots') return [200, []];
      return [200, [doctor()]];
    };
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'View Dr. Nimal Perera' }));
    expect(
      await screen.findByText('No time slots available for this date. Please select another date.'),
    ).toBeInTheDocument();
  });

  it("toasts 'Failed to fetch doctor details' when the doctor cannot be read", async () => {
    const user = userEvent.setup();
    answer = (url) => (url.pathname === '/api/doctors/d-1' ? [404, { statusCode: 404, code: 'DOCTOR_NOT_FOUND', message: 'Doctor not found' }] : [200, [doctor()]]);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'View Dr. Nimal Perera' }));
    expect(await screen.findByText('Failed to fetch doctor details')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent("The doctor's details could not be loaded.");
  });

  it("toasts 'Failed to fetch available slots' when the slots cannot be read", async () => {
    const user = userEvent.setup();
    answer = (url) => {
      if (url.pathname === '/api/doctors/d-1') return [200, doctor()];
      if (url.pathname === '/api/doctors/d-1/slots') return [500, { statusCode: 500, code: 'INTERNAL', message: 'boom' }];
      return [200, [doctor()]];
    };
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'View Dr. Nimal Perera' }));
    expect((await screen.findAllByText('Failed to fetch available slots')).length).toBeGreaterThan(0);
  });
});
