import type { WaitlistEntry, WaitlistOffer } from '@vetnow/contracts/waitlist';

/**
 * Waitlist fixtures (issue 39) around the fixtures' NOW (2026-11-21 20:00 UTC, the 22nd in Colombo): an owner waiting
 * for Dr. Nimal Perera's 26 November, second in line, unless `overrides` say otherwise.
 */
export function waitlistEntry(overrides: Partial<WaitlistEntry> = {}): WaitlistEntry {
  return {
    _id: 'w-1',
    doctor: { _id: 'd-1', fullName: 'Dr. Nimal Perera' },
    date: '2026-11-26',
    status: 'waiting',
    place: 2,
    offer: null,
    addedByDesk: false,
    createdAt: '2026-11-21T08:00:00.000Z',
    ...overrides,
  };
}

/** The slot held for the owner: Dr. Amaya Silva's 09:30 AM of 27 November, until 20:10 UTC (01:40 AM in Colombo). */
export function waitlistOffer(overrides: Partial<WaitlistOffer> = {}): WaitlistOffer {
  return {
    doctor: { _id: 'd-2', fullName: 'Dr. Amaya Silva' },
    appointmentDate: '2026-11-27',
    timeSlot: '09:30 AM',
    expiresAt: '2026-11-21T20:10:00.000Z',
    ...overrides,
  };
}

/** An entry whose slot is held for the owner (any doctor that day, the offer above). */
export function offeredEntry(overrides: Partial<WaitlistEntry> = {}): WaitlistEntry {
  return waitlistEntry({ _id: 'w-2', doctor: null, date: '2026-11-27', status: 'offered', place: null, offer: waitlistOffer(), ...overrides });
}
