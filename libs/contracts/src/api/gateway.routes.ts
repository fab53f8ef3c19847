import { z } from '@vetnow/contracts/zod';
import { adminStatsSchema } from '../doctor.js';
import { SERVICE_NAMES } from '../services.js';
import { defineRoute } from './define-route.js';

const serviceHealthSchema = z.object({
  status: z.enum(['ok', 'down']),
  checks: z.record(z.string(), z.string()),
  /** Why the gateway could not read the service's health, when it could not. */
  message: z.string().optional(),
});

/**
 * GET /health: every service's health. 'ok' when all are; 'degraded' (still 200) when only services that booking can
 * do without are down; 'down' — 503 with the same document plus `{statusCode, code, message}` — when one that booking
 * needs is (BOOKING_CRITICAL_SERVICES).
 */
export const siteHealthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'down']),
  services: z.record(z.enum(SERVICE_NAMES as [string, ...string[]]), serviceHealthSchema),
});
export type SiteHealthResponse = z.infer<typeof siteHealthSchema>;

/** The OpenAPI document (its shape is checked by a validator in the tests, not here). */
export const openApiDocumentSchema = z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) });

/** Answered by the gateway itself (composition and documentation). */
export const GATEWAY_API = {
  adminStats: defineRoute({
    name: 'gateway.adminStats',
    method: 'GET',
    path: '/admin/dashboard/stats',
    service: 'gateway',
    access: 'admin',
    summary: 'Admin dashboard counts, composed from svc-clinic and svc-booking',
    response: adminStatsSchema,
    errors: [],
  }),
  health: defineRoute({
    name: 'gateway.health',
    method: 'GET',
    path: '/health',
    service: 'gateway',
    access: 'public',
    summary: "The site's health: every service's checks; 503 only when booking cannot work",
    response: siteHealthSchema,
    errors: [],
  }),
  openApi: defineRoute({
    name: 'gateway.openApi',
    method: 'GET',
    path: '/openapi.json',
    service: 'gateway',
    access: 'public',
    summary: 'This API as an OpenAPI 3.1 document, generated from the route contracts',
    response: openApiDocumentSchema,
    errors: [],
  }),
  docs: defineRoute({
    name: 'gateway.docs',
    method: 'GET',
    path: '/docs',
    service: 'gateway',
    access: 'public',
    summary: 'This API as a readable reference page (HTML)',
    response: z.string(),
    responseType: 'text/html',
    errors: [],
  }),
} as const;
