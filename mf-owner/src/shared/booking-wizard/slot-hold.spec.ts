import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { API } from '@vetnow/contracts/api';
import { writeToken, clearStoredSession } from '@vetnow/web-kit/session-store';
import { NOW, callsTo, handlerFor, slotHold, useHandlers } from '@vetnow/web-kit/testing';
import {
  holdCovers,
  holdUntilText,
  isBookingFlowPath,
  noteHoldGone,
  noteHoldTaken,
  releaseHold,
  releaseHoldIfLeaving,
} from './slot-hold';

/** Dr. Perera's 09:00 AM of 25 Nov, held until 20:10 UTC (NOW is 20:00). */
const HOLD = slotHold();

describe('the booking flow’s addresses', () => {
  it('are the wizard, the questionnaire, payment and confirmation', () => {
    for (const path of ['/book-appointment/d-1', '/diagnosis-questionnaire', '/payment', '/confirmation']) {
      expect(isBookingFlowPath(path)).toBe(true);
    }
    for (const path of ['/doctors', '/appointments', '/dashboard', '/', '/book-appointment', '/payments']) {
      expect(isBookingFlowPath(path)).toBe(false);
    }
  });
});

describe('holdCovers', () => {
  const slot = { doctorId: 'd-1', appointmentDate: '2026-11-25', timeSlot: '09:00 AM' };
  it('is true for the same doctor, date and slot until the hold expires', () => {
    expect(holdCovers(HOLD, slot, NOW)).toBe(true);
    expect(holdCovers(HOLD, slot, new Date('2026-11-21T20:09:59Z'))).toBe(true);
    expect(holdCovers(HOLD, slot, new Date('2026-11-21T20:10:00Z'))).toBe(false);
  });
  it('is false for another slot, date or doctor, or no hold', () => {
    expect(holdCovers(HOLD, { ...slot, timeSlot: '09:30 AM' }, NOW)).toBe(false);
    expect(holdCovers(HOLD, { ...slot, appointmentDate: '2026-11-26' }, NOW)).toBe(false);
    expect(holdCovers(HOLD, { ...slot, doctorId: 'd-2' }, NOW)).toBe(false);
    expect(holdCovers(null, slot, NOW)).toBe(false);
  });
});

describe('holdUntilText', () => {
  it('is the hold’s end in clinic time, whatever the browser’s zone', () => {
    // 20:10 UTC is 01:40 in Colombo the next day; 05:12 UTC is 10:42 there.
    expect(holdUntilText({ expiresAt: '2026-11-21T20:10:00.000Z' })).toBe('01:40 AM');
    expect(holdUntilText({ expiresAt: '2026-11-22T05:12:30.000Z' })).toBe('10:42 AM');
  });
});

describe('releasing the hold', () => {
  beforeEach(() => {
    writeToken('owner-token');
    useHandlers(handlerFor(API.booking.releaseSlot, () => new Response(null, { status: 204 })));
  });
  afterEach(() => {
    noteHoldGone();
    clearStoredSession();
  });

  it('sends DELETE /slot-holds/mine once when this page holds a slot, and nothing when it does not', async () => {
    expect(await releaseHold()).toBe(false);
    expect(callsTo(API.booking.releaseSlot)).toHaveLength(0);
    noteHoldTaken();
    expect(await releaseHold()).toBe(true);
    expect(await releaseHold()).toBe(false);
    expect(callsTo(API.booking.releaseSlot)).toHaveLength(1);
  });

  it('keeps the hold when the owner moves on in the flow, releases it when they leave', async () => {
    noteHoldTaken();
    expect(await releaseHoldIfLeaving('/diagnosis-questionnaire')).toBe(false);
    expect(await releaseHoldIfLeaving('/payment')).toBe(false);
    expect(callsTo(API.booking.releaseSlot)).toHaveLength(0);
    expect(await releaseHoldIfLeaving('/doctors')).toBe(true);
    expect(callsTo(API.booking.releaseSlot)).toHaveLength(1);
  });

  it('sends nothing after a sign-out (the hold expires by itself)', async () => {
    clearStoredSession();
    noteHoldTaken();
    expect(await releaseHold()).toBe(false);
    expect(callsTo(API.booking.releaseSlot)).toHaveLength(0);
  });
});
