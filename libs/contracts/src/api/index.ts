/**
 * Every route contract of the API by name (`API.booking.book`) and the route table derived from them
 * (ADR 0016). Public entry point: `@vetnow/contracts/api`.
 */
import { AUTH_API } from './auth.routes.js';
import { BOOKING_API } from './booking.routes.js';
import { CLINIC_API } from './clinic.routes.js';
import { DESK_API } from './desk.routes.js';
import type { RouteContract, RouteSpec } from './define-route.js';
import { GATEWAY_API } from './gateway.routes.js';
import { NOTIFY_API } from './notify.routes.js';
export * from './push.schemas.js';
export * from './served-answers.js';
import { PAYMENTS_API } from './payments.routes.js';
import { PETS_API } from './pets.routes.js';
import { WAITLIST_API } from './waitlist.routes.js';

export * from './define-route.js';
export { AUTH_API, BOOKING_API, CLINIC_API, DESK_API, GATEWAY_API, NOTIFY_API, PAYMENTS_API, PETS_API, WAITLIST_API };
export {
  NOTIFICATION_KINDS,
  notificationSchema,
  notificationListSchema,
  notificationReadResponseSchema,
  notificationsReadAllResponseSchema,
  type Notification,
  type NotificationKind,
  type NotificationList,
  type NotificationReadResponse,
  type NotificationsReadAllResponse,
  EMAIL_CATEGORIES,
  emailPreferencesSchema,
  notificationPreferencesSchema,
  smsPreferencesSchema,
  unsubscribeResponseSchema,
  type EmailCategory,
  type EmailPreferences,
  type NotificationPreferences,
  type SmsPreferences,
  type UnsubscribeResponse,
} from './notify.routes.js';
export { notesResponseSchema, bookHeadersSchema, type NotesResponse } from './booking.routes.js';
export { deleteCardResponseSchema, type DeleteCardResponse } from './payments.routes.js';
export { siteHealthSchema, openApiDocumentSchema, type SiteHealthResponse } from './gateway.routes.js';

export const API = {
  auth: AUTH_API,
  clinic: CLINIC_API,
  booking: BOOKING_API,
  pets: PETS_API,
  desk: DESK_API,
  waitlist: WAITLIST_API,
  payments: PAYMENTS_API,
  notify: NOTIFY_API,
  gateway: GATEWAY_API,
} as const;

/** Every contract, in the order of the route table (auth, clinic, booking, pets, desk, waitlist, payments, notify, gateway). */
export const ROUTE_CONTRACTS: readonly RouteContract[] = Object.values(API).flatMap((area) => Object.values(area));

/** The route table the gateway routes by: `{method, path, service, access}` of every contract. */
export const ROUTES: readonly RouteSpec[] = ROUTE_CONTRACTS.map(({ method, path, service, access }) =>
  Object.freeze({ method, path, service, access }),
);

/**
 * The contract of a public GET that a service answers, by name: what a served page may be rendered with and carry
 * (ADR 0096). Undefined for anything else (an account's read, a write, the gateway's own routes, no such name).
 */
export function publicReadNamed(name: string): RouteContract | undefined {
  const contract = ROUTE_CONTRACTS.find((c) => c.name === name);
  const servedRead = contract?.method === 'GET' && contract.access === 'public' && contract.service !== 'gateway';
  return servedRead ? contract : undefined;
}

/** The contract of a route table entry (same method and path). */
export function contractOf(route: RouteSpec): RouteContract | undefined {
  return ROUTE_CONTRACTS.find((c) => c.method === route.method && c.path === route.path);
}
