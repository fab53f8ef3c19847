/**
 * Every route's static example (ADR 0072), by family and by route name. Public entry point:
 * `@vetnow/contracts/api/examples` — for the OpenAPI document, the contracts spec and the security proof. Never
 * import it from browser code (shell, mf-*, web-kit): the route table is in every page, the examples must not be.
 */
import type { API } from '../index.js';
import type { RouteContract } from '../define-route.js';
import { AUTH_EXAMPLES } from './auth.examples.js';
import { BOOKING_EXAMPLES } from './booking.examples.js';
import { CLINIC_EXAMPLES } from './clinic.examples.js';
import { DESK_EXAMPLES } from './desk.examples.js';
import { NOTIFY_EXAMPLES } from './notify.examples.js';
import { PAYMENTS_EXAMPLES } from './payments.examples.js';
import { PETS_EXAMPLES } from './pets.examples.js';
import type { FamilyExamples, RouteExample } from './route-example.js';
import { WAITLIST_EXAMPLES } from './waitlist.examples.js';

export type { ExampleOf, FamilyExamples, RouteExample } from './route-example.js';
export { DOCTOR_FORM, EXAMPLE } from './example-values.js';
export {
  AUTH_EXAMPLES,
  BOOKING_EXAMPLES,
  CLINIC_EXAMPLES,
  DESK_EXAMPLES,
  NOTIFY_EXAMPLES,
  PAYMENTS_EXAMPLES,
  PETS_EXAMPLES,
  WAITLIST_EXAMPLES,
};

/** The examples by area of `API` (every area named, so a new one needs its examples here). */
const EXAMPLES_BY_AREA: { readonly [A in keyof typeof API]: FamilyExamples<(typeof API)[A]> } = {
  auth: AUTH_EXAMPLES,
  clinic: CLINIC_EXAMPLES,
  booking: BOOKING_EXAMPLES,
  pets: PETS_EXAMPLES,
  desk: DESK_EXAMPLES,
  waitlist: WAITLIST_EXAMPLES,
  payments: PAYMENTS_EXAMPLES,
  notify: NOTIFY_EXAMPLES,
  // The gateway's routes take no input: health, the dashboard's stats, the reference page and the document.
  gateway: {},
};

/** Every example by route name (`'booking.reschedule'`); a route without an example has no entry. */
export const ROUTE_EXAMPLES_BY_NAME: Readonly<Record<string, RouteExample>> = Object.fromEntries(
  Object.entries(EXAMPLES_BY_AREA).flatMap(([area, examples]) =>
    Object.entries(examples as Readonly<Record<string, RouteExample>>).map(([key, example]) => [
      `${area}.${key}`,
      example,
    ]),
  ),
);

/** The route's example, or undefined when it has none (a route without input may have none). */
export function exampleOf(contract: Pick<RouteContract, 'name'>): RouteExample | undefined {
  return ROUTE_EXAMPLES_BY_NAME[contract.name];
}
