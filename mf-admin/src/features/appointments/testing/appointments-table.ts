import { screen, within } from '@testing-library/react';

// The specs' way into the admin's Appointments tab: its table, one owner's row, an owner as the API answers it.

export const appointmentsTable = () => screen.getByRole('table', { name: 'Every appointment, newest first' });

/** The row whose header starts "<owner> →" (owner → doctor), to search inside. */
export const rowOf = (owner: string) =>
  within(within(appointmentsTable()).getByRole('rowheader', { name: new RegExp(`^${owner} →`) }).closest('tr')!);

export const owner = (fullName: string) => ({ _id: `u-${fullName}`, fullName, contactNumber: '0771234567' });
