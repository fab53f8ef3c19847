import { BOOKING_MESSAGES } from '../validation/texts.js';
import { AUTH_ERRORS, SERVER_MESSAGES, BOOKING_ERRORS, CLINIC_ERRORS, COMMON_ERRORS, ERROR_CODES, NOTIFY_ERRORS, PAYMENTS_ERRORS, codeForStatus, defineErrors, errorCodeSchema } from './index.js';

const CATALOGUES = { COMMON_ERRORS, AUTH_ERRORS, CLINIC_ERRORS, BOOKING_ERRORS, PAYMENTS_ERRORS, NOTIFY_ERRORS };

describe('error codes', () => {
  it('are unique across the catalogues (a later catalogue must not shadow a code)', () => {
    const all = Object.values(CATALOGUES).flatMap((c) => Object.keys(c));
    expect(all.length).toBe(new Set(all).size);
    expect(Object.keys(ERROR_CODES)).toHaveLength(all.length);
  });

  it('keep each area under its prefix', () => {
    for (const code of Object.keys(AUTH_ERRORS)) expect(code).toMatch(/^AUTH_/);
    for (const code of Object.keys(CLINIC_ERRORS)) expect(code).toMatch(/^(CLINIC|DOCTOR)_/);
    for (const code of Object.keys(BOOKING_ERRORS)) expect(code).toMatch(/^(BOOKING|APPOINTMENT|PET|CARE|DESK|WALK_IN|WAITLIST)_/);
    for (const code of Object.keys(PAYMENTS_ERRORS)) expect(code).toMatch(/^(PAYMENT|CARD)_/);
    for (const code of Object.keys(NOTIFY_ERRORS)) expect(code).toMatch(/^(NOTIFICATION|PUSH)_/);
  });

  it('carry the English texts of the messages catalogue where it has them', () => {
    expect(ERROR_CODES.VALIDATION_FAILED.message).toBe(SERVER_MESSAGES.badRequest);
    expect(ERROR_CODES.AUTH_INVALID_CREDENTIALS).toEqual({ status: 401, message: 'Invalid credentials' });
    expect(ERROR_CODES.APPOINTMENT_CANNOT_CANCEL.message).toBe(BOOKING_MESSAGES.cannotCancel);
    expect(ERROR_CODES.DOCTOR_NOT_FOUND).toEqual({ status: 404, message: 'Doctor not found' });
    for (const [code, def] of Object.entries(ERROR_CODES)) expect({ code, empty: def.message.trim() === '' }).toEqual({ code, empty: false });
  });

  it('are a zod enum', () => {
    expect(errorCodeSchema.parse('BOOKING_SLOT_TAKEN')).toBe('BOOKING_SLOT_TAKEN');
    expect(errorCodeSchema.safeParse('Slot taken').success).toBe(false);
  });

  it('give a generic code for a status without one', () => {
    expect(codeForStatus(404)).toBe('NOT_FOUND');
    expect(codeForStatus(503)).toBe('SERVICE_UNAVAILABLE');
    expect(codeForStatus(418)).toBe('REQUEST_REFUSED');
    expect(codeForStatus(599)).toBe('INTERNAL');
  });

  it('refuse a malformed catalogue entry', () => {
    expect(() => defineErrors({ slotTaken: { status: 409, message: 'x' } })).toThrow(/UPPER_SNAKE_CASE/);
    expect(() => defineErrors({ OK: { status: 200, message: 'x' } })).toThrow(/not a 4xx/);
  });
});
