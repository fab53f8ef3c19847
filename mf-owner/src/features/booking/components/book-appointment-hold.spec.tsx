import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@vetnow/contracts/api';
import type { SlotHold } from '@vetnow/contracts/appointment';
import type { Calendar } from '@vetnow/contracts/calendar';
import type { TimeSlot } from '@vetnow/contracts/doctor';
import { createI18n } from '@vetnow/web-kit/i18n';
import { clearStoredSession, writeToken } from '@vetnow/web-kit/session-store';
import { NOW, callsTo, delay, doctor, errorReply, handlerFor, slotHold, useHandlers, clockStartsAt, fakeDateOnly } from '@vetnow/web-kit/testing';
import { AppToaster } from '@vetnow/web-kit/toaster';
import { holdsSlot, noteHoldGone } from '../../../shared/booking-wizard/slot-hold';
import {
  readWizardDraft,
  resetWizardStore,
  writeWizardDraft,
} from '../../../shared/booking-wizard/wizard-store';
import { bookingDraft } from '../../../shared/booking-wizard/testing/draft-fixture';
import {
  advanceClock,
  fakeClockInEachTest,
  restoreQueryScheduler,
} from '../../../testing/fake-clock';
import { POYA_LABEL, poyaDay } from '../../../testing/calendar';
import { renderWizard as renderBookingWizard } from '../testing/render-wizard';

clockStartsAt(NOW);

createI18n();

// NOW (2026-11-21 20:00 UTC) is the 22nd in Colombo: the wizard starts on the 23rd; a hold taken now lasts until
// 20:10 UTC, 01:40 AM clinic time.
const DATE = '2026-11-26';
const DAY = 'Thursday, November 26, 2026';
const POYA = POYA_LABEL;
const HELD_UNTIL = 'Held for you until 01:40 AM';

/** The server's state: the one hold (this owner's) and who else holds or booked what. */
let held: SlotHold | null;
let othersHold: string[];
let refuseHold: Response | null;
/** True: the hold's answer takes a while (the owner acts meanwhile). */
let slowHold: boolean;
/** The server's clock for new holds (the page's: NOW, or the faked clock). */
let serverNow: () => number;

function grid(): TimeSlot[] {
  // An expired hold blocks nobody.
  const mine =
    held && held.appointmentDate === DATE && Date.parse(held.expiresAt) > Date.now() ? [held.timeSlot] : [];
  const slot = (time: string): TimeSlot =>
    [...mine, ...othersHold].includes(time)
      ? { time, isBooked: true, unavailable: 'held' }
      : { time, isBooked: false };
  return [
    slot('09:00 AM'),
    { time: '09:30 AM', isBooked: true },
    slot('10:00 AM'),
    { time: '02:00 PM', isBooked: true, unavailable: 'closed', reason: 'Staff training' },
  ];
}

const calendar: Calendar = {
  from: '2026-11-23',
  to: '2027-01-21',
  days: [poyaDay('2026-11-24')],
};

beforeEach(() => {
  sessionStorage.clear();
  resetWizardStore();
  noteHoldGone();
  writeToken('owner-token');
  window.history.replaceState(null, '', '/book-appointment/d-1');
  held = null;
  othersHold = [];
  refuseHold = null;
  slowHold = false;
  serverNow = () => NOW.getTime();
  useHandlers(
    handlerFor(API.clinic.getDoctor, doctor()),
    handlerFor(API.clinic.getSlots, () => grid()),
    handlerFor(API.clinic.getCalendar, calendar),
    handlerFor(API.booking.own, []),
    // The owner's saved pets, which the wizard offers: none.
    handlerFor(API.pets.list, []),
    handlerFor(API.booking.ownSlotHold, () => ({ hold: held })),
    handlerFor(API.booking.holdSlot, async ({ body }) => {
      if (slowHold) await delay(300);
      if (refuseHold) return refuseHold;
      const { doctorId, appointmentDate, timeSlot } = body as {
        doctorId: string;
        appointmentDate: string;
        timeSlot: string;
      };
      held = {
        id: 'h-1',
        doctorId,
        appointmentDate,
        timeSlot,
        expiresAt: new Date(serverNow() + 10 * 60_000).toISOString(),
      };
      return { hold: held };
    }),
    handlerFor(API.booking.releaseSlot, () => {
      held = null;
      return new Response(null, { status: 204 });
    }),
  );
});

afterEach(() => {
  clearStoredSession();
});

function renderWizard(now: () => Date = () => NOW) {
  return renderBookingWizard({ now, beside: <AppToaster />, elsewhere: <p>Elsewhere</p> });
}

const slot = (name: string | RegExp) => screen.findByRole('button', { name });
const holdBodies = () => callsTo(API.booking.holdSlot).map((c) => c.body);

/** A draft of step 1 only: the slot chosen, no pet or reason entered yet. */
function draft(timeSlot: string) {
  writeWizardDraft(bookingDraft({ appointmentDate: DATE, timeSlot, pet: { name: '', type: 'Dog', breed: '' }, reason: '' }));
  resetWizardStore(); // a fresh page reads what sessionStorage kept
}

describe('wizard step 1: the clinic calendar', () => {
  it('asks for the closed days of the bookable range for this doctor and disables them with their reason', async () => {
    renderWizard();
    const poya = await screen.findByRole('button', { name: 'Tuesday, November 24, 2026' });
    await waitFor(() => expect(poya).toHaveAttribute('aria-disabled', 'true'));
    expect(poya).toHaveAccessibleDescription(POYA);
    expect(callsTo(API.clinic.getCalendar)[0]?.query).toEqual({
      from: '2026-11-23',
      to: '2027-01-21',
      doctorId: 'd-1',
    });
  });

  it('shows part-day closed time as unavailable slots', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(await screen.findByRole('button', { name: DAY }));
    expect(await slot('02:00 PM Clinic closed')).toBeDisabled();
    expect(await slot('09:30 AM Booked')).toBeDisabled();
  });
});

describe('wizard step 1: the slot hold', () => {
  it('holds the chosen slot and says until when (clinic time); the held slot stays chosen when the grid marks it held', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(await screen.findByRole('button', { name: DAY }));
    await user.click(await slot('09:00 AM'));
    expect(await screen.findByText(HELD_UNTIL)).toBeInTheDocument();
    expect(holdBodies()).toEqual([{ doctorId: 'd-1', appointmentDate: DATE, timeSlot: '09:00 AM' }]);
    // The grid, read again, shows the slot held (to everyone): it is still this owner's choice.
    await waitFor(() => expect(callsTo(API.clinic.getSlots).length).toBeGreaterThan(1));
    expect(await slot('09:00 AM')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('replaces the hold when another slot is chosen', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(await screen.findByRole('button', { name: DAY }));
    await user.click(await slot('09:00 AM'));
    await screen.findByText(HELD_UNTIL);
    await user.click(await slot('10:00 AM'));
    await waitFor(() => expect(holdBodies()).toHaveLength(2));
    expect(holdBodies()[1]).toEqual({ doctorId: 'd-1', appointmentDate: DATE, timeSlot: '10:00 AM' });
    expect(await slot('10:00 AM')).toHaveAttribute('aria-pressed', 'true');
    expect(await slot('09:00 AM')).toHaveAttribute('aria-pressed', 'false');
    expect(callsTo(API.booking.releaseSlot)).toHaveLength(0);
  });

  it('on a refusal shows the server’s message by its code, reads the slots again and un-chooses the slot', async () => {
    const user = userEvent.setup();
    refuseHold = errorReply('BOOKING_SLOT_HELD');
    renderWizard();
    await user.click(await screen.findByRole('button', { name: DAY }));
    const before = callsTo(API.clinic.getSlots).length;
    othersHold = ['09:00 AM'];
    await user.click(await slot('09:00 AM'));
    expect(
      await screen.findByText('Another pet owner is holding this time slot. Please choose another slot.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(callsTo(API.clinic.getSlots).length).toBeGreaterThan(before));
    expect(await slot('09:00 AM On hold')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.queryByText(HELD_UNTIL)).toBeNull();
    expect(readWizardDraft()?.timeSlot).toBe('');
  });

  it('releases the hold when another date is chosen (no slot chosen any more)', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(await screen.findByRole('button', { name: DAY }));
    await user.click(await slot('09:00 AM'));
    await screen.findByText(HELD_UNTIL);
    await user.click(screen.getByRole('button', { name: 'Friday, November 27, 2026' }));
    await waitFor(() => expect(callsTo(API.booking.releaseSlot)).toHaveLength(1));
  });

  it('releases a hold whose answer came after the date changed', async () => {
    const user = userEvent.setup();
    slowHold = true;
    renderWizard();
    await user.click(await screen.findByRole('button', { name: DAY }));
    await user.click(await slot('09:00 AM'));
    await user.click(screen.getByRole('button', { name: 'Friday, November 27, 2026' }));
    await waitFor(() => expect(callsTo(API.booking.releaseSlot)).toHaveLength(1));
    expect(held).toBeNull();
    expect(screen.queryByText(HELD_UNTIL)).toBeNull();
  });

  it('keeps the hold when the owner moves on to the questionnaire, releases it when they leave the flow', async () => {
    const user = userEvent.setup();
    const first = renderWizard();
    await user.click(await screen.findByRole('button', { name: DAY }));
    await user.click(await slot('09:00 AM'));
    await screen.findByText(HELD_UNTIL);
    window.history.replaceState(null, '', '/diagnosis-questionnaire');
    first.unmount();
    // The screen decides at unmount, synchronously: a release would already have given the hold up here.
    expect(holdsSlot()).toBe(true);

    window.history.replaceState(null, '', '/book-appointment/d-1');
    const second = renderWizard();
    expect(await screen.findByText(HELD_UNTIL)).toBeInTheDocument();
    expect(callsTo(API.booking.releaseSlot)).toHaveLength(0);
    expect(held).not.toBeNull();
    window.history.replaceState(null, '', '/doctors');
    second.unmount();
    await waitFor(() => expect(callsTo(API.booking.releaseSlot)).toHaveLength(1));
  });

  it('after a reload finds the chosen slot in the owner’s hold without holding it again', async () => {
    held = slotHold({ appointmentDate: DATE }); // 09:00 AM, until 20:10 UTC
    draft('09:00 AM');
    renderWizard();
    expect(await screen.findByText(HELD_UNTIL)).toBeInTheDocument();
    expect(await slot('09:00 AM')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(holdBodies()).toHaveLength(0);
  });

  it('after a reload holds the chosen slot again when the server has no hold for it', async () => {
    draft('10:00 AM');
    renderWizard();
    expect(await screen.findByText(HELD_UNTIL)).toBeInTheDocument();
    expect(holdBodies()).toEqual([{ doctorId: 'd-1', appointmentDate: DATE, timeSlot: '10:00 AM' }]);
  });
});

describe('wizard step 1: the hold runs out', () => {
  fakeClockInEachTest({ now: NOW, doNotFake: ['queueMicrotask'] });

  it('says so after SLOT_HOLD_MINUTES, and choosing the slot again holds it again', async () => {
    held = slotHold({ appointmentDate: DATE }); // 09:00 AM, until 20:10 UTC
    draft('09:00 AM');
    const { client } = renderWizard(() => new Date());
    await advanceClock(client, 0);
    expect(screen.getByText(HELD_UNTIL)).toBeInTheDocument();
    await advanceClock(client, 9 * 60_000);
    expect(screen.getByText(HELD_UNTIL)).toBeInTheDocument();
    await advanceClock(client, 60_000);
    expect(
      screen.getByText('Your hold on this slot has expired. Choose the slot again to hold it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '09:00 AM' })).toHaveAttribute('aria-pressed', 'true'); // still free: still chosen
    expect(holdBodies()).toHaveLength(0); // never renewed by itself

    held = null; // the server forgot the expired hold
    serverNow = () => Date.now();
    fakeDateOnly(new Date()); // real timers again; the date stays the test's (10 minutes after NOW)
    restoreQueryScheduler();
    await userEvent.setup().click(screen.getByRole('button', { name: '09:00 AM' }));
    expect(await screen.findByText(/^Held for you until/)).toBeInTheDocument();
    expect(holdBodies()).toEqual([{ doctorId: 'd-1', appointmentDate: DATE, timeSlot: '09:00 AM' }]);
  });
});
