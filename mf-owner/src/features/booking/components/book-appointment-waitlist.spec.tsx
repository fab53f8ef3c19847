import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@vetnow/contracts/api';
import type { TimeSlot } from '@vetnow/contracts/doctor';
import type { WaitlistEntry } from '@vetnow/contracts/waitlist';
import { createI18n } from '@vetnow/web-kit/i18n';
import { writeToken } from '@vetnow/web-kit/session-store';
import { NOW, callsTo, clockStartsAt, doctor, errorReply, handlerFor, timeSlots, useHandlers } from '@vetnow/web-kit/testing';
import { noteHoldGone } from '../../../shared/booking-wizard/slot-hold';
import { resetWizardStore } from '../../../shared/booking-wizard/wizard-store';
import { waitlistEntry } from '../../../testing/waitlist';
import { renderWizard } from '../testing/render-wizard';

// Issue 39: a day with no free slot for the doctor offers the waitlist — this doctor's day, or any doctor that day.

clockStartsAt(NOW); // tomorrow in Colombo: 2026-11-23
createI18n();

const FULL = '2026-11-26';
const FULL_DAY = 'Thursday, November 26, 2026';
const FREE_DAY = 'Friday, November 27, 2026';
const HINT = "If a slot frees up we'll hold it for you for 10 minutes and let you know by SMS, e-mail and here.";

/** 26 November: every slot taken (booked, held by another owner, the clinic closed); other days free. */
const FULL_GRID: TimeSlot[] = [
  { time: '09:00 AM', isBooked: true },
  { time: '09:30 AM', isBooked: true, unavailable: 'held' },
  { time: '02:00 PM', isBooked: true, unavailable: 'closed', reason: 'Staff training' },
];

let mine: WaitlistEntry[];
let joinRefusal: Response | null;

beforeEach(() => {
  sessionStorage.clear();
  resetWizardStore();
  noteHoldGone();
  writeToken('owner-token');
  mine = [];
  joinRefusal = null;
  useHandlers(
    handlerFor(API.clinic.getDoctor, doctor()),
    handlerFor(API.clinic.getSlots, ({ query }) => (query.date === FULL ? FULL_GRID : timeSlots([], ['09:00', '09:30']))),
    handlerFor(API.clinic.getCalendar, ({ query }) => ({ from: query.from!, to: query.to!, days: [] })),
    handlerFor(API.booking.own, []),
    handlerFor(API.booking.ownSlotHold, { hold: null }),
    handlerFor(API.pets.list, []),
    handlerFor(API.waitlist.mine, () => mine),
    handlerFor(API.waitlist.join, ({ body }) => {
      if (joinRefusal) return joinRefusal;
      const { doctorId, date } = body as { doctorId: string | null; date: string };
      const entry = waitlistEntry({ _id: 'w-9', date, place: 3, doctor: doctorId ? { _id: doctorId, fullName: 'Dr. Nimal Perera' } : null });
      mine = [entry];
      return entry;
    }),
  );
});

async function openFullDay(user: ReturnType<typeof userEvent.setup>) {
  renderWizard();
  await user.click(await screen.findByRole('button', { name: FULL_DAY }));
  return screen.findByRole('region', { name: 'This day is full' });
}

describe('the wizard on a full day (issue 39)', () => {
  it('joins the waitlist for this doctor’s day: says the place, what happens next, and links the list', async () => {
    const user = userEvent.setup();
    const panel = within(await openFullDay(user));
    expect(panel.getByRole('group', { name: 'Join the waitlist' })).toBeInTheDocument();
    expect(panel.getByRole('radio', { name: 'with Dr. Nimal Perera' })).toBeChecked();
    expect(panel.getByRole('radio', { name: 'with any doctor that day' })).not.toBeChecked();

    await user.click(panel.getByRole('button', { name: 'Join the waitlist' }));
    const status = await panel.findByRole('status');
    expect(status).toHaveTextContent("You're on the waitlist (number 3).");
    expect(status).toHaveTextContent(HINT);
    expect(within(status).getByRole('link', { name: 'See my waitlist' })).toHaveAttribute('href', '/dashboard');
    expect(callsTo(API.waitlist.join).map((c) => c.body)).toEqual([{ doctorId: 'd-1', date: FULL }]);
    // The owner's list is read again after the join (the dashboard's "My waitlist" shows it).
    await waitFor(() => expect(callsTo(API.waitlist.mine).length).toBeGreaterThanOrEqual(2));
    expect(panel.queryByRole('button', { name: 'Join the waitlist' })).toBeNull();
  });

  it('joins for any doctor that day with doctorId null (keyboard only)', async () => {
    const user = userEvent.setup();
    const panel = within(await openFullDay(user));
    panel.getByRole('radio', { name: 'with Dr. Nimal Perera' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(panel.getByRole('radio', { name: 'with any doctor that day' })).toBeChecked();
    await user.tab();
    expect(panel.getByRole('button', { name: 'Join the waitlist' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await panel.findByText("You're on the waitlist (number 3).")).toBeInTheDocument();
    expect(callsTo(API.waitlist.join).map((c) => c.body)).toEqual([{ doctorId: null, date: FULL }]);
  });

  it('shows "already on the waitlist" (409 WAITLIST_ALREADY_JOINED; by its code in Sinhala and Tamil: waitlist-languages.spec)', async () => {
    const user = userEvent.setup();
    joinRefusal = errorReply('WAITLIST_ALREADY_JOINED');
    const panel = within(await openFullDay(user));
    await user.click(panel.getByRole('button', { name: 'Join the waitlist' }));
    expect(await panel.findByRole('alert')).toHaveTextContent('You are already on the waitlist for this day');
  });

  it('offers no waitlist on a day with a free slot; a day already waited for shows the place instead of the form', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(await screen.findByRole('button', { name: FREE_DAY }));
    expect(await screen.findByRole('button', { name: '09:00 AM' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'This day is full' })).toBeNull();
    expect(callsTo(API.waitlist.mine)).toHaveLength(0);

    mine = [waitlistEntry({ doctor: null, date: FULL, place: 2 })]; // any doctor that day covers this doctor's day
    await user.click(screen.getByRole('button', { name: FULL_DAY }));
    const panel = within(await screen.findByRole('region', { name: 'This day is full' }));
    expect(await panel.findByText("You're on the waitlist (number 2).")).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Join the waitlist' })).toBeNull();
  });
});
