/** The wizard's steps (0-based; `?step=2`, `?step=3` in the address). */
export type WizardStep = 0 | 1 | 2;

/**
 * Navigation state of /book-appointment/:doctorId: the payment screen sends `reselectSlot` after a 409 (the
 * slot was taken, choose another); the wizard's Next puts `wizardFrom` (the step it came from) on the entry it
 * pushes, so Back can go back in history instead of adding an entry.
 */
export interface BookingLocationState {
  reselectSlot?: boolean;
  wizardFrom?: WizardStep;
}

/** The wizard's address for a doctor. */
export function bookingPath(doctorId: string): string {
  return `/book-appointment/${encodeURIComponent(doctorId)}`;
}
