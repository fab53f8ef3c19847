import { expect } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DESK_TOMORROW } from './callers-api';
import { deskApi } from './front-desk-api';
import { renderFrontDesk } from './render-front-desk';

/** The steps of the front desk's Phone booking view as a person takes them (in English), for its specs. */
export type User = ReturnType<typeof userEvent.setup>;

/** The Front Desk (an empty day sheet) with the Phone booking view open. */
export async function openPhoneBooking(): Promise<User> {
  deskApi();
  const user = userEvent.setup();
  renderFrontDesk();
  await user.click(screen.getByRole('tab', { name: 'Phone booking' }));
  return user;
}

/** A step of the booking, by its heading ("1. Owner", "2. Pet"…). */
export const region = (name: string) => screen.getByRole('region', { name });
export const ownerStep = () => within(region('1. Owner'));

/** Types `q` in the owner search and sends it. */
export async function search(user: User, q: string) {
  await user.type(ownerStep().getByRole('searchbox', { name: /^Phone, name or e-mail/ }), q);
  await user.click(ownerStep().getByRole('button', { name: 'Search' }));
}

/** Searches `q` and chooses the owner named `name`. */
export async function chooseOwner(user: User, q: string, name: string) {
  await search(user, q);
  await user.click(await ownerStep().findByRole('button', { name: `Choose ${name}` }));
}

/** Chooses the doctor, keeps tomorrow (the earliest day) and picks the slot at `time`. */
export async function chooseSlot(user: User, doctor: string, time: string) {
  const step = within(region('3. Doctor and time'));
  await user.selectOptions(step.getByLabelText(/^Doctor/), await step.findByRole('option', { name: doctor }));
  expect(step.getByLabelText(/^Date/)).toHaveValue(DESK_TOMORROW);
  expect(step.getByLabelText(/^Date/)).toHaveAttribute('min', DESK_TOMORROW);
  const grid = await step.findByRole('list', { name: `Times of ${doctor} on Mon, 23 Nov 2026` });
  await user.click(within(grid).getByRole('button', { name: time }));
  expect(within(grid).getByRole('button', { name: time })).toHaveAttribute('aria-pressed', 'true');
}
