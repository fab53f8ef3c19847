import { z } from 'zod';

/** Answer for a route id that is not a uuid (a 400, so a bad id never reaches a uuid cast in SQL). */
export const INVALID_DOCTOR_ID = 'Invalid doctor ID';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A doctor's `_id` in a route: a uuid, any letter case. */
export const doctorIdSchema = z.string({ error: INVALID_DOCTOR_ID }).trim().toLowerCase().regex(UUID, INVALID_DOCTOR_ID);
