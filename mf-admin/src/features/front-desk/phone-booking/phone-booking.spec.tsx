import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { API } from '@vetnow/web-kit/api';
import { callsTo, clockStartsAt } from '@vetnow/web-kit/testing';
import toast from 'react-hot-toast/headless';
import { DESK_TOMORROW, callerOwner, callersApi, dayOf, deskPet } from '../../../testing/callers-api';
import { DESK_NOW } from '../../../testing/front-desk-api';
import { chooseSlot, openPhoneBooking, ownerStep, region, search } from '../../../testing/phone-booking-steps';

// Issue 39 phase B: booking for a caller at the front desk — find or create the owner, the pet, the doctor and a
// slot, the reason and the payment, Book. Refusals and the waitlist: phone-booking-refusals.spec.tsx.

clockStartsAt(DESK_NOW); // 10:00 on Sunday 22 November 2026 in Colombo: tomorrow is the 23rd

afterEach(() => act(() => toast.remove()));

describe('phone booking', () => {
  it('books for a new caller: the account (SMS claim link), another pet, a doctor, date and slot, a payment link', async () => {
    const world = callersApi();
    const user = await openPhoneBooking();
    expect(screen.getByRole('tab', { name: 'Phone booking' })).toHaveAttribute('aria-selected', 'true');

    await search(user, 'Nadeesha');
    expect(await ownerStep().findByText('No owner matches “Nadeesha”. Create an account for a new caller below.')).toBeInTheDocument();
    expect(callsTo(API.desk.findOwners).map((c) => c.path)).toEqual(['/desk/owners?q=Nadeesha']);

    await user.click(ownerStep().getByRole('button', { name: 'New caller' }));
    const form = within(ownerStep().getByRole('form', { name: 'New caller' }));
    expect(form.getByLabelText(/^Full name/)).toHaveFocus();
    await user.type(form.getByLabelText(/^Full name/), 'Nadeesha Fonseka');
    await user.type(form.getByLabelText(/^Mobile number/), '071 234 5678');
    await user.click(form.getByRole('button', { name: 'Create account' }));

    expect(await ownerStep().findByRole('status')).toHaveTextContent(
      'Account created. An SMS with a link to set a password was sent to 071 234 5678. The link works until 24 Nov 2026, 10:00.',
    );
    expect(callsTo(API.desk.createCaller).map((c) => c.body)).toEqual([{ fullName: 'Nadeesha Fonseka', contactNumber: '+94712345678' }]);
    expect(ownerStep().getByText('Nadeesha Fonseka')).toBeInTheDocument();
    expect(ownerStep().getByText('Not claimed yet')).toBeInTheDocument();
    expect(ownerStep().getByText('No e-mail yet')).toBeInTheDocument();

    // A new owner has no pets: "Another pet" is the choice, and their pets are not asked for (svc-booking learns of the
    // account from svc-auth's event, and would answer 404 until it has).
    const pet = within(region('2. Pet'));
    expect(await pet.findByRole('radio', { name: 'Another pet' })).toBeChecked();
    expect(callsTo(API.desk.ownerPets)).toEqual([]);
    await user.type(pet.getByLabelText(/^Pet's name/), 'Kitty');
    await user.selectOptions(pet.getByLabelText(/^Type/), 'Cat');
    await user.type(pet.getByLabelText(/^Breed/), 'Persian');

    await chooseSlot(user, 'Dr. Amaya Silva', '10:00 AM');
    expect(callsTo(API.clinic.getSlots).map((c) => c.path)).toEqual([`/doctors/d-2/slots?date=${DESK_TOMORROW}`]);
    expect(screen.getByText('Chosen: Mon, 23 Nov 2026 at 10:00 AM')).toBeInTheDocument();

    const details = within(region('4. Reason and payment'));
    expect(details.getByRole('radio', { name: 'Pay at the clinic' })).toBeChecked();
    await user.type(details.getByLabelText(/^Reason for the visit/), 'Vaccination');
    await user.click(details.getByRole('radio', { name: /^Send a payment link by SMS/ }));
    await user.click(screen.getByRole('button', { name: 'Book' }));

    const done = await screen.findByRole('region', { name: 'Booked' });
    expect(callsTo(API.desk.bookForCaller).map((c) => c.body)).toEqual([
      {
        ownerId: 'u-1',
        doctorId: 'd-2',
        appointmentDate: DESK_TOMORROW,
        timeSlot: '10:00 AM',
        pet: { name: 'Kitty', type: 'Cat', breed: 'Persian' },
        reason: 'Vaccination',
        payment: 'link',
      },
    ]);
    expect(world.booked).toHaveLength(1);
    expect(within(done).getByRole('heading', { name: 'Booked' })).toHaveFocus();
    const facts = Object.fromEntries(
      within(done)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Reference: 'VN-20261122-0001',
      Owner: 'Nadeesha Fonseka · 071 234 5678',
      Pet: 'Kitty (Cat)',
      Doctor: 'Dr. Amaya Silva',
      'Date and time': 'Mon, 23 Nov 2026 at 10:00 AM',
      Payment: 'Payment link sent by SMS to 071 234 5678',
    });

    // Book another starts over.
    await user.click(within(done).getByRole('button', { name: 'Book another' }));
    expect(ownerStep().getByRole('searchbox', { name: /^Phone, name or e-mail/ })).toHaveValue('');
    expect(ownerStep().getByRole('searchbox', { name: /^Phone, name or e-mail/ })).toHaveFocus();
    expect(screen.queryByRole('region', { name: '2. Pet' })).not.toBeInTheDocument();
  });

  it('books for an owner found by phone, with a saved pet, paid at the clinic; booked and held slots cannot be chosen', async () => {
    callersApi({
      owners: [callerOwner('u-7'), callerOwner('u-8', { fullName: 'Kasuni Perera', contactNumber: '+94701112223', email: null, claimed: false })],
      pets: { 'u-7': [deskPet('p-1'), deskPet('p-2', { name: 'Kitty', type: 'Cat', breed: '' })] },
      slots: {
        [dayOf('d-1', DESK_TOMORROW)]: [
          { time: '09:00 AM', isBooked: true },
          { time: '09:30 AM', isBooked: false },
          { time: '10:00 AM', isBooked: true, unavailable: 'held' },
        ],
      },
    });
    const user = await openPhoneBooking();
    await search(user, '077 123 4567');

    const results = await ownerStep().findByRole('list', { name: 'Owners found' });
    expect(callsTo(API.desk.findOwners).map((c) => c.query)).toEqual([{ q: '077 123 4567' }]);
    const kasun = within(within(results).getByText('Kasun Jayawardena').closest('li')!);
    expect(kasun.getByRole('link', { name: '077 123 4567' })).toHaveAttribute('href', 'tel:+94771234567');
    expect(kasun.getByText('kasun@example.lk')).toBeInTheDocument();
    expect(kasun.queryByText('Not claimed yet')).not.toBeInTheDocument();
    expect(kasun.queryByRole('button', { name: /^Send a new link/ })).not.toBeInTheDocument();
    await user.click(kasun.getByRole('button', { name: 'Choose Kasun Jayawardena' }));
    // The search is replaced by who is booked for, which takes the focus.
    expect(ownerStep().getByText('Booking for').closest('[tabindex="-1"]')).toHaveFocus();
    expect(ownerStep().queryByRole('searchbox')).not.toBeInTheDocument();

    const pet = within(region('2. Pet'));
    expect(await pet.findByRole('radio', { name: 'Bruno (Dog, Labrador)' })).toBeChecked();
    expect(pet.getByRole('radio', { name: 'Kitty (Cat)' })).not.toBeChecked();
    expect(pet.queryByLabelText(/^Pet's name/)).not.toBeInTheDocument();

    const step = within(region('3. Doctor and time'));
    await user.selectOptions(step.getByLabelText(/^Doctor/), await step.findByRole('option', { name: 'Dr. Nimal Perera' }));
    const grid = within(await step.findByRole('list', { name: 'Times of Dr. Nimal Perera on Mon, 23 Nov 2026' }));
    expect(grid.getByRole('button', { name: '09:00 AM Booked' })).toBeDisabled();
    expect(grid.getByRole('button', { name: '10:00 AM Held' })).toBeDisabled();
    await user.click(grid.getByRole('button', { name: '09:30 AM' }));

    await user.type(screen.getByLabelText(/^Reason for the visit/), 'Annual check-up');
    await user.click(screen.getByRole('button', { name: 'Book' }));

    const done = await screen.findByRole('region', { name: 'Booked' });
    expect(callsTo(API.desk.bookForCaller).map((c) => c.body)).toEqual([
      {
        ownerId: 'u-7',
        doctorId: 'd-1',
        appointmentDate: DESK_TOMORROW,
        timeSlot: '09:30 AM',
        petId: 'p-1',
        pet: { name: 'Bruno', type: 'Dog', breed: 'Labrador' },
        reason: 'Annual check-up',
        payment: 'clinic',
      },
    ]);
    expect(within(done).getByText('Pay at the clinic')).toBeInTheDocument();
    expect(within(done).getByText('Bruno (Dog)')).toBeInTheDocument();
  });

  it('an owner who has not claimed the account: "Not claimed yet" and Send a new link (the end in clinic time)', async () => {
    callersApi({ owners: [callerOwner('u-8', { fullName: 'Kasuni Perera', contactNumber: '+94701112223', email: null, claimed: false })] });
    const user = await openPhoneBooking();
    await search(user, 'kasuni');
    const row = within((await ownerStep().findByText('Kasuni Perera')).closest('li')!);
    expect(row.getByText('Not claimed yet')).toBeInTheDocument();
    expect(row.getByText('No e-mail yet')).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Send a new link to Kasuni Perera' }));
    await waitFor(() =>
      expect(ownerStep().getByRole('status')).toHaveTextContent('A new link to set a password was sent to 070 111 2223. It works until 24 Nov 2026, 10:00.'),
    );
    expect(callsTo(API.desk.resendClaimLink).map((c) => c.path)).toEqual(['/desk/owners/u-8/claim-link']);
  });
});
