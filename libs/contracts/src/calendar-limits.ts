/**
 * The calendar's numeric limits, in a module of their own: the schemas (calendar.ts), the error catalogue and the
 * server's validation texts all quote them, and none of those may import another that way round (no import loop).
 */

/** The longest range `GET /clinic/calendar` (and the admin's closure list) answers, in days (both ends included). */
export const CALENDAR_MAX_RANGE_DAYS = 92;
export const REASON_MAX_LENGTH = 200;
export const HOLIDAY_NAME_MAX_LENGTH = 120;
