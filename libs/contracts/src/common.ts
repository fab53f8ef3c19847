/**
 * Building blocks shared by the domain schemas: ids, dates, times, required and optional text, numbers that
 * arrive from form inputs as strings. Each takes the validation code (ADR 0075) of the message the user reads.
 */
import { z } from '@vetnow/contracts/zod';
import { isValidIsoDate, isValidSlotLabel, isValidTime24 } from '@vetnow/domain/clinic-time';
import { ADDRESS_FIELD_MAX_LENGTH, EMAIL_MAX_LENGTH } from './constants.js';
import { vc } from './validation/codes.js';

/** The "simple email pattern" of spec §5: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A record id (uuid in this product, but any non-empty token up to 100 characters is accepted). */
export const idSchema = z.string().trim().min(1).max(100);

/** ISO instant, e.g. `2026-11-22T04:00:00.000Z`. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** A calendar date `YYYY-MM-DD` that exists. */
export function isoDateSchema(message: string = vc('filter.dateInvalid')) {
  return z.string({ error: message }).refine(isValidIsoDate, { message });
}

/** `HH:MM`, 24-hour. */
export function time24Schema(message: string = vc('doctorForm.timeInvalid')) {
  return z.string({ error: message }).trim().refine(isValidTime24, { message });
}

/** The spec's slot text `hh:mm AM|PM`. */
export function slotLabelSchema(message: string = vc('booking.timeSlotInvalid')) {
  return z.string({ error: message }).trim().refine(isValidSlotLabel, { message });
}

/** Required text: trimmed, non-empty, bounded. */
export function requiredText(message: string, max = 200, tooLong: string = vc('registration.fieldTooLong')) {
  return z.string({ error: message }).trim().min(1, message).max(max, tooLong);
}

/** Optional text: trimmed, bounded; missing or null becomes ''. */
export function optionalText(max = ADDRESS_FIELD_MAX_LENGTH, tooLong: string = vc('registration.fieldTooLong')) {
  return z.preprocess((v) => (v == null ? '' : v), z.string().trim().max(max, tooLong));
}

/** Email by the simple pattern, trimmed and lower-cased. */
export function emailSchema(invalid: string, required = invalid) {
  return z
    .string({ error: required })
    .trim()
    .toLowerCase()
    .superRefine((v, ctx) => {
      if (v === '') ctx.addIssue({ code: 'custom', message: required });
      else if (v.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(v)) ctx.addIssue({ code: 'custom', message: invalid });
    });
}

/** Treats '' and null as missing, so optional selects and inputs can send empty values. */
export function emptyToUndefined(v: unknown): unknown {
  return v === '' || v === null ? undefined : v;
}

/**
 * A number that a form may send as a string ('12', ' 4.5 '). Missing, '' or non-numeric → `message`.
 * `min`/`max` bounds use the same message.
 */
export function numberField(message: string, { min, max, int = false }: { min?: number; max?: number; int?: boolean } = {}) {
  let n = z.number({ error: message });
  if (int) n = n.int(message);
  if (min !== undefined) n = n.min(min, message);
  if (max !== undefined) n = n.max(max, message);
  return z.preprocess((v) => {
    if (typeof v === 'string') return v.trim() === '' ? undefined : Number(v.trim());
    return v === null ? undefined : v;
  }, n);
}

/** Same as numberField but may be left out (missing, '' or null → undefined). */
export function optionalNumberField(message: string, bounds: { min?: number; max?: number; int?: boolean } = {}) {
  let n = z.number({ error: message });
  if (bounds.int) n = n.int(message);
  if (bounds.min !== undefined) n = n.min(bounds.min, message);
  if (bounds.max !== undefined) n = n.max(bounds.max, message);
  return z.preprocess((v) => {
    if (typeof v === 'string') return v.trim() === '' ? undefined : Number(v.trim());
    return v === null ? undefined : v;
  }, n.optional());
}
