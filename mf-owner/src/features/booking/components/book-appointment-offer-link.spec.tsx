import { beforeEach, describe, expect, it } from '@jest/globals';
import { useEffect } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@vetnow/contracts/api';
import type { SlotHold } from '@vetnow/contracts/appointment';
import type { TimeSlot } from '@vetnow/contracts/doctor';
import { createI18n } from '@vetnow/web-kit/i18n';
import { MemoryRouter, Route, Routes, useLocation } from '@vetnow/web-kit/router';
import { writeToken } from '@vetnow/web-kit/session-store';
import { NOW, callsTo, clockStartsAt, doctor, handlerFor, slotHold, useHandlers } from '@vetnow/web-kit/testing';
import { noteHoldGone } from '../../../shared/booking-wizard/slot-hold';
import { readDraft, readWizardDraft, resetWizardStore, writeWizardDraft } from '../../../shared/booking-wizard/wizard-store';
import { bookingDraft } from '../../../shared/booking-wizard/testing/draft-fixture';
import { render } from '../../../testing/render';
import { offerPath } from '../../waitlist';
import { BookAppointmentPage } from './book-appointment-page';

// Issue 39: the waitlist's notice links to the wizard with the slot held for the owner —
// /book-appointment/d-1?date=2026-11-26&time=09%3A30%20AM. The wizard opens on that date with that slot chosen and
// finds the hold in GET /slot-holds/mine (as after a reload): it does not hold the slot again.

clockStartsAt(NOW); // tomorrow in Colombo: 2026-11-23; a hold until 20:10 UTC ends at 01:40 AM clinic time
createI18n();

const DATE = '2026-11-26';
const DAY = 'Thursday, November 26, 2026';
const LINK = offerPath({ doctor: { _id: 'd-1', fullName: 'Dr. Nimal Perera' }, appointmentDate: DATE, timeSlot: '09:30 AM' });
const HELD_UNTIL = 'Held for you until 01:40 AM';

/** The server's one hold of this owner (the waitlist's, for 09:30 AM on the 26th, unless a test says otherwise). */
let held: SlotHold | null;

/** The 26th: everything taken but the slot held for the owner (held: it blocks everyone, the owner too, on the grid). */
function grid(): TimeSlot[] {
  const live = held && held.appointmentDate === DATE && Date.parse(held.expiresAt) > Date.now() ? held.timeSlot : null;
  return [
    { time: '09:00 AM', isBooked: true },
    live === '09:30 AM' ? { time: '09:30 AM', isBooked: true, unavailable: 'held' } : { time: '09:30 AM', isBooked: false },
    { time: '10:00 AM', isBooked: true },
  ];
}

beforeEach(() => {
  sessionStorage.clear();
  resetWizardStore();
  noteHoldGone();
  writeToken('owner-token');
  window.history.replaceState(null, '', '/book-appointment/d-1'); // the browser's address: in the booking flow
  held = slotHold({ appointmentDate: DATE, timeSlot: '09:30 AM' });
  useHandlers(
    handlerFor(API.clinic.getDoctor, doctor()),
    handlerFor(API.clinic.getSlots, () => grid()),
    handlerFor(API.clinic.getCalendar, ({ query }) => ({ from: query.from!, to: query.to!, days: [] })),
    handlerFor(API.booking.own, []),
    handlerFor(API.pets.list, []),
    handlerFor(API.waitlist.mine, []),
    handlerFor(API.booking.ownSlotHold, () => ({ hold: held })),
    handlerFor(API.booking.holdSlot, ({ body }) => {
      held = { ...slotHold(), ...(body as Pick<SlotHold, 'doctorId' | 'appointmentDate' | 'timeSlot'>) };
      return { hold: held };
    }),
    handlerFor(API.booking.releaseSlot, () => new Response(null, { status: 204 })),
  );
});

const at = { path: '' };
function Where() {
  const location = useLocation();
  useEffect(() => {
    at.path = `${location.pathname}${location.search}`;
  });
  return <p>Now at {location.pathname}</p>;
}

function renderLink(link: string) {
  const [pathname, search] = link.split('?');
  return render(
    <MemoryRouter initialEntries={[{ pathname, search: `?${search}` }]}>
      <Routes>
        <Route path="/book-appointment/:doctorId" element={<><BookAppointmentPage now={() => NOW} /><Where /></>} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const holdBodies = () => callsTo(API.booking.holdSlot).map((c) => c.body);

describe('the waitlist offer link (issue 39)', () => {
  it('is the wizard’s address with the date and the slot label encoded', () => {
    expect(LINK).toBe('/book-appointment/d-1?date=2026-11-26&time=09%3A30%20AM');
  });

  it('opens on the date with the held slot chosen and shown held for the owner, without holding it again; the booking goes on as usual', async () => {
    const user = userEvent.setup();
    renderLink(LINK);
    expect(await screen.findByText(HELD_UNTIL)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: DAY })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('button', { name: '09:30 AM' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('region', { name: 'This day is full' })).toBeNull(); // the held slot is the owner's
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    // The link leaves the address; the draft keeps the slot (a reload finds it there).
    await waitFor(() => expect(at.path).toBe('/book-appointment/d-1'));
    expect(readWizardDraft()).toMatchObject({ doctorId: 'd-1', appointmentDate: DATE, timeSlot: '09:30 AM' });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText(/Pet name/), 'Rex');
    await user.type(screen.getByLabelText(/Reason for visit/), 'Limping');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(DAY)).toBeInTheDocument();
    expect(screen.getByText('09:30 AM')).toBeInTheDocument();
    expect(screen.getByText(HELD_UNTIL)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to Health Assessment' }));
    expect(await screen.findByText('Now at /diagnosis-questionnaire')).toBeInTheDocument();
    expect(readDraft()).toMatchObject({ doctorId: 'd-1', appointmentDate: DATE, timeSlot: '09:30 AM', pet: { name: 'Rex' }, reason: 'Limping' });
    expect(holdBodies()).toHaveLength(0);
    expect(callsTo(API.booking.releaseSlot)).toHaveLength(0);
  });

  it('wins over a stored draft’s slot for this doctor, keeping its pet', async () => {
    writeWizardDraft(bookingDraft({ appointmentDate: '2026-11-25', timeSlot: '09:00 AM', pet: { name: 'Milo', type: 'Cat', breed: '' } }));
    resetWizardStore();
    const user = userEvent.setup();
    renderLink(LINK);
    expect(await screen.findByText(HELD_UNTIL)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '09:30 AM' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText(/Pet name/)).toHaveValue('Milo');
    expect(holdBodies()).toHaveLength(0);
  });

  it('holds the slot again when the owner’s hold is gone (the offer ran out) and the slot is still free', async () => {
    held = null;
    renderLink(LINK);
    expect(await screen.findByText(HELD_UNTIL)).toBeInTheDocument();
    expect(holdBodies()).toEqual([{ doctorId: 'd-1', appointmentDate: DATE, timeSlot: '09:30 AM' }]);
  });

  it('ignores quietly a date that cannot be booked (today, in Colombo)', async () => {
    renderLink('/book-appointment/d-1?date=2026-11-22&time=09%3A30%20AM');
    expect(await screen.findByText('Please select a date to view available time slots.')).toBeInTheDocument();
    await waitFor(() => expect(at.path).toBe('/book-appointment/d-1'));
    expect(holdBodies()).toHaveLength(0);
  });

  it('with a malformed time chooses the date only', async () => {
    renderLink('/book-appointment/d-1?date=2026-11-26&time=9.30');
    await waitFor(() => expect(screen.getByRole('button', { name: DAY })).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(at.path).toBe('/book-appointment/d-1'));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(holdBodies()).toHaveLength(0);
  });
});
