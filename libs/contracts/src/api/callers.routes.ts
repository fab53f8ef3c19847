import { appointmentSchema } from '../appointment.js';
import {
  callerOwnersSchema,
  claimLinkSentSchema,
  createCallerRequestSchema,
  deskBookRequestSchema,
  deskPetsSchema,
  ownerSearchQuerySchema,
} from '../callers.js';
import { idParamSchema } from '../user/index.js';
import { bookHeadersSchema } from './booking.routes.js';
import { defineRoute } from './define-route.js';
import { SLOT_ERRORS } from './shared-answers.js';

/**
 * Booking for a caller at the front desk (issue 39 phase B, ADR 0061): owners found or created by the desk (svc-auth),
 * their pets and the booking made for them (svc-booking). Part of `API.desk`.
 */
export const CALLER_ROUTES = {
  findOwners: defineRoute({
    name: 'desk.findOwners',
    method: 'GET',
    path: '/desk/owners',
    service: 'auth',
    access: 'staff',
    summary: 'Owners whose phone number, name or e-mail matches (at most 20; a phone number matches however it is written)',
    query: ownerSearchQuerySchema,
    response: callerOwnersSchema,
    errors: [],
  }),
  createCaller: defineRoute({
    name: 'desk.createCaller',
    method: 'POST',
    path: '/desk/owners',
    service: 'auth',
    access: 'staff',
    summary: 'An owner account for a caller, from a name and a mobile number, with no password: an SMS carries the claim link',
    description: 'The link is single-use and expires after CLAIM_LINK_HOURS (48). An owner with this number already exists: 409.',
    body: createCallerRequestSchema,
    response: claimLinkSentSchema,
    successStatus: 201,
    errors: ['AUTH_CALLER_PHONE_TAKEN', 'AUTH_EMAIL_TAKEN'],
  }),
  resendClaimLink: defineRoute({
    name: 'desk.resendClaimLink',
    method: 'POST',
    path: '/desk/owners/:id/claim-link',
    service: 'auth',
    access: 'staff',
    summary: 'A new claim link by SMS (the earlier ones stop working), for an owner who has not claimed the account yet',
    params: idParamSchema,
    response: claimLinkSentSchema,
    errors: ['AUTH_OWNER_NOT_FOUND', 'AUTH_ACCOUNT_ALREADY_CLAIMED'],
  }),
  ownerPets: defineRoute({
    name: 'desk.ownerPets',
    method: 'GET',
    path: '/desk/owners/:id/pets',
    service: 'booking',
    access: 'staff',
    summary: "The owner's pets to book for (name, species, breed; not the health record)",
    params: idParamSchema,
    response: deskPetsSchema,
    errors: ['DESK_OWNER_NOT_FOUND', 'DESK_OWNER_INVALID_ID'],
  }),
  bookForCaller: defineRoute({
    name: 'desk.bookForCaller',
    method: 'POST',
    path: '/desk/appointments',
    service: 'booking',
    access: 'staff',
    summary: "Book for a caller: the owner's appointment under every booking rule, paid at the clinic or by a link sent by SMS",
    description:
      'With an Idempotency-Key already used for the same booking of that owner: 200 and the same appointment (a Book pressed ' +
      'twice, or sent again after a lost answer, books once); for another booking: 422.',
    headers: bookHeadersSchema,
    // The booking horizon is the service's setting (BOOKING_HORIZON_DAYS): checked there, answered as a code.
    body: deskBookRequestSchema(undefined, null),
    response: appointmentSchema,
    successStatus: 201,
    errors: [
      'DESK_OWNER_NOT_FOUND',
      'DESK_OWNER_INVALID_ID',
      'BOOKING_DOCTOR_NOT_FOUND',
      ...SLOT_ERRORS,
      'BOOKING_TOO_MANY_ACTIVE',
      'BOOKING_CARD_REQUIRED',
      'PET_NOT_FOUND',
      'PET_INVALID_ID',
      'PET_ARCHIVED',
      'BOOKING_IDEMPOTENCY_KEY_INVALID',
      'BOOKING_IDEMPOTENCY_KEY_REUSED',
    ],
  }),
} as const;
