import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { ERROR_CODES } from '@vetnow/contracts/errors';
import { API } from '@vetnow/web-kit/api';
import { appointment, callsTo, clockStartsAt, errorReply, handlerFor, server } from '@vetnow/web-kit/testing';
import { HttpResponse } from 'msw';
import toast from 'react-hot-toast/headless';
import { DESK_TOMORROW, callerOwner, callersApi, dayOf, deskPet, waitlistEntry } from '../../../testing/callers-api';
import { DESK_NOW } from '../../../testing/front-desk-api';
import { chooseOwner, chooseSlot, openPhoneBooking, ownerStep, region } from '../../../testing/phone-booking-steps';

// Issue 39 phase B: what the desk is told when booking for a caller does not go through — each refusal by its code,
// where it belongs — and the waitlist when the chosen day has no free slot.

clockStartsAt(DESK_NOW); // 10:00 on Sunday 22 November 2026 in Colombo: tomorrow is the 23rd

afterEach(() => act(() => toast.remove()));

describe('phone booking: refusals and the waitlist', () => {
  it('shows a refusal by its code: a number another owner has (409) at its field, a slot held meanwhile (409) above Book', async () => {
    callersApi({ owners: [callerOwner('u-7')] });
    const user = await openPhoneBooking();
    await user.click(ownerStep().getByRole('button', { name: 'New caller' }));
    const form = within(ownerStep().getByRole('form', { name: 'New caller' }));
    await user.type(form.getByLabelText(/^Full name/), 'Kasun J.');
    await user.type(form.getByLabelText(/^Mobile number/), '0771234567');
    await user.click(form.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(form.getByLabelText(/^Mobile number/)).toHaveAccessibleDescription(expect.stringContaining(ERROR_CODES.AUTH_CALLER_PHONE_TAKEN.message)));
    expect(form.getByLabelText(/^Mobile number/)).toHaveFocus();

    await user.click(form.getByRole('button', { name: 'Cancel' }));
    await chooseOwner(user, 'Kasun', 'Kasun Jayawardena');
    server.use(handlerFor(API.desk.bookForCaller, errorReply('BOOKING_SLOT_HELD')));
    await within(region('2. Pet')).findByRole('radio', { name: 'Another pet' });
    await user.type(screen.getByLabelText(/^Pet's name/), 'Bruno');
    await chooseSlot(user, 'Dr. Nimal Perera', '09:00 AM');
    await user.type(screen.getByLabelText(/^Reason for the visit/), 'Vaccination');
    await user.click(screen.getByRole('button', { name: 'Book' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_CODES.BOOKING_SLOT_HELD.message);
    expect(screen.queryByRole('region', { name: 'Booked' })).not.toBeInTheDocument();
    // The choice is cleared and the slots are read again.
    await waitFor(() => expect(callsTo(API.clinic.getSlots)).toHaveLength(2));
    expect(screen.getByRole('button', { name: '09:00 AM' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('a day with no free slot says why (a closed day) and puts the caller on the waitlist for any doctor that day', async () => {
    const closed = { isBooked: true, unavailable: 'closed' as const, reason: 'Poya day' };
    callersApi({
      owners: [callerOwner('u-7')],
      slots: { [dayOf('d-1', DESK_TOMORROW)]: [{ time: '09:00 AM', ...closed }, { time: '09:30 AM', ...closed }] },
      waitlist: [waitlistEntry('wl-0')],
    });
    const user = await openPhoneBooking();
    await chooseOwner(user, 'Kasun', 'Kasun Jayawardena');

    const step = within(region('3. Doctor and time'));
    await user.selectOptions(step.getByLabelText(/^Doctor/), await step.findByRole('option', { name: 'Dr. Nimal Perera' }));
    expect(await step.findByText('No free time with Dr. Nimal Perera on Mon, 23 Nov 2026.')).toBeInTheDocument();
    expect(step.getByText('Closed: Poya day')).toBeInTheDocument();
    expect(step.getByRole('button', { name: '09:00 AM Closed' })).toBeDisabled();

    const offer = within(step.getByRole('group', { name: 'Add Kasun Jayawardena to the waitlist for' }));
    expect(offer.getByRole('radio', { name: 'Dr. Nimal Perera on Mon, 23 Nov 2026' })).toBeChecked();
    await user.click(offer.getByRole('radio', { name: 'Any doctor on Mon, 23 Nov 2026' }));
    await user.click(step.getByRole('button', { name: 'Add to the waitlist' }));

    await waitFor(() =>
      expect(step.getByText(/^Kasun Jayawardena is on the waitlist/)).toHaveTextContent(
        'Kasun Jayawardena is on the waitlist for Mon, 23 Nov 2026 (any doctor): place 2. They get an SMS when a slot frees.',
      ),
    );
    expect(callsTo(API.waitlist.deskJoin).map((c) => c.body)).toEqual([{ ownerId: 'u-7', doctorId: null, date: DESK_TOMORROW }]);

    // Again: refused by its code.
    await user.click(step.getByRole('button', { name: 'Add to the waitlist' }));
    expect(await step.findByRole('alert')).toHaveTextContent(ERROR_CODES.WAITLIST_ALREADY_JOINED.message);
  });
  it('a refused pay at the clinic (BOOKING_CARD_REQUIRED) is said at the payment choice; the slot stays chosen; a payment link books', async () => {
    callersApi({ owners: [callerOwner('u-7')], pets: { 'u-7': [deskPet('p-1')] } });
    server.use(handlerFor(API.desk.bookForCaller, errorReply('BOOKING_CARD_REQUIRED'), { once: true }));
    const user = await openPhoneBooking();
    await chooseOwner(user, 'Kasun', 'Kasun Jayawardena');
    await within(region('2. Pet')).findByRole('radio', { name: 'Bruno (Dog, Labrador)' });
    await chooseSlot(user, 'Dr. Nimal Perera', '09:30 AM');
    await user.type(screen.getByLabelText(/^Reason for the visit/), 'Vaccination');
    await user.click(screen.getByRole('button', { name: 'Book' }));

    const payment = screen.getByRole('group', { name: 'Payment' });
    await waitFor(() => expect(payment).toHaveAccessibleDescription(ERROR_CODES.BOOKING_CARD_REQUIRED.message));
    expect(within(payment).getByRole('radio', { name: 'Pay at the clinic' })).toHaveFocus();
    expect(screen.getByRole('button', { name: '09:30 AM' })).toHaveAttribute('aria-pressed', 'true');
    expect(callsTo(API.clinic.getSlots)).toHaveLength(1);

    await user.click(within(payment).getByRole('radio', { name: /^Send a payment link by SMS/ }));
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('region', { name: 'Booked' })).toBeInTheDocument();
    expect(callsTo(API.desk.bookForCaller).map((c) => (c.body as { payment: string }).payment)).toEqual(['clinic', 'link']);
  });

  it('Book again after an answer was lost sends the same Idempotency-Key (books once); a changed booking gets a new one', async () => {
    callersApi({ owners: [callerOwner('u-7')] });
    server.use(
      handlerFor(API.desk.bookForCaller, ({ callNumber }) =>
        callNumber < 3 ? HttpResponse.error() : appointment('a-9', { appointmentDate: DESK_TOMORROW, at: '09:00' }),
      ),
    );
    const user = await openPhoneBooking();
    await chooseOwner(user, 'Kasun', 'Kasun Jayawardena');
    await within(region('2. Pet')).findByRole('radio', { name: 'Another pet' });
    await user.type(screen.getByLabelText(/^Pet's name/), 'Bruno');
    await chooseSlot(user, 'Dr. Nimal Perera', '09:00 AM');
    await user.type(screen.getByLabelText(/^Reason for the visit/), 'Vaccination');
    const book = screen.getByRole('button', { name: 'Book' });
    await user.click(book);
    await waitFor(() => expect(callsTo(API.desk.bookForCaller)).toHaveLength(1));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.click(book);
    await waitFor(() => expect(callsTo(API.desk.bookForCaller)).toHaveLength(2));
    await user.type(screen.getByLabelText(/^Reason for the visit/), ' and a check-up');
    await user.click(book);
    await screen.findByRole('region', { name: 'Booked' });

    const keys = callsTo(API.desk.bookForCaller).map((c) => c.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
