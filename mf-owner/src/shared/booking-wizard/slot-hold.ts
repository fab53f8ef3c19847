/**
 * The owner's slot hold (issue 11): choosing a slot in the wizard's step 1 holds it for SLOT_HOLD_MINUTES
 * (PUT /slot-holds/mine, one hold per owner: a new choice replaces it), so others see it unavailable while the
 * owner answers the questionnaire and pays. It ends when the owner books (the server releases it), chooses
 * another slot (the PUT replaces it), leaves the booking flow (DELETE, below) or when it expires.
 *
 * Leaving the flow: the flow's screens (wizard, questionnaire, payment) are separate exposed modules, so "leaving"
 * is judged when one of them unmounts, by the address the router has already moved to: still one of the flow's
 * addresses → kept; anywhere else → released. Closing the tab is not told apart from a reload in `pagehide`, and a
 * reload must keep the hold (the wizard finds it again with GET /slot-holds/mine), so a closed tab's hold simply
 * expires.
 */
import { API } from '@vetnow/contracts/api';
import type { SlotHold } from '@vetnow/contracts/appointment';
import { clinicMinutesOf, formatSlotLabel } from '@vetnow/domain/clinic-time';
import { apiCall } from '@vetnow/web-kit/api';
import { readToken } from '@vetnow/web-kit/session-store';

/** The addresses of the booking flow: leaving to one of them keeps the hold (/confirmation: the booking released it). */
const FLOW_PATHS = [
  /^\/book-appointment\//,
  /^\/diagnosis-questionnaire\/?$/,
  /^\/payment\/?$/,
  /^\/confirmation\/?$/,
];

export function isBookingFlowPath(pathname: string): boolean {
  return FLOW_PATHS.some((path) => path.test(pathname));
}

/** True while this page knows of a hold it took (or found) and has not released: only then is there anything to release. */
let holding = false;

export function noteHoldTaken(): void {
  holding = true;
}

export function noteHoldGone(): void {
  holding = false;
}

/** Whether this page holds a slot (as far as it knows). */
export function holdsSlot(): boolean {
  return holding;
}

/**
 * DELETE /slot-holds/mine when this page holds a slot (signed in: after a sign-out there is nobody to release it
 * for, and it expires). A failure is only logged: the hold expires by itself. Resolves true once a release was
 * sent and answered (or failed), false when there was nothing to release.
 */
export async function releaseHold(): Promise<boolean> {
  if (!holding) return false;
  holding = false;
  if (!readToken()) return false;
  try {
    await apiCall(API.booking.releaseSlot);
  } catch (error) {
    console.warn(
      '[vetnow] the slot hold could not be released; it expires by itself',
      error instanceof Error ? error.message : String(error),
    );
  }
  return true;
}

/** Called when a flow screen unmounts: releases the hold unless the new address is still in the flow. */
export function releaseHoldIfLeaving(pathname: string): Promise<boolean> {
  return isBookingFlowPath(pathname) ? Promise.resolve(false) : releaseHold();
}

/** True when `hold` is for that doctor, date and slot and has not expired at `now`. */
export function holdCovers(
  hold: SlotHold | null | undefined,
  slot: { doctorId: string; appointmentDate: string; timeSlot: string },
  now: Date,
): boolean {
  return (
    !!hold &&
    hold.doctorId === slot.doctorId &&
    hold.appointmentDate === slot.appointmentDate &&
    hold.timeSlot === slot.timeSlot &&
    Date.parse(hold.expiresAt) > now.getTime()
  );
}

/** The hold's end in clinic time as a slot label: `10:42 AM`. */
export function holdUntilText(hold: Pick<SlotHold, 'expiresAt'>): string {
  return formatSlotLabel(clinicMinutesOf(new Date(hold.expiresAt)));
}
