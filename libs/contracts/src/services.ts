/** The backend services behind the gateway, with their default local ports. */
export const SERVICES = {
  auth: { port: 4001, urlEnv: 'AUTH_URL' },
  clinic: { port: 4002, urlEnv: 'CLINIC_URL' },
  booking: { port: 4003, urlEnv: 'BOOKING_URL' },
  payments: { port: 4004, urlEnv: 'PAYMENTS_URL' },
  notify: { port: 4005, urlEnv: 'NOTIFY_URL' },
} as const;

export type ServiceName = keyof typeof SERVICES;
export const SERVICE_NAMES = Object.keys(SERVICES) as ServiceName[];

/**
 * The services without which an owner cannot book (sign in, find a doctor and a slot, book): the site's health is
 * 'down' (503) only when one of these is. Without the others it is 'degraded' (200): svc-payments down still lets an
 * owner book and pay at the clinic; svc-notify down delays notices, which its outbox sends later (issue 41 §2).
 */
export const BOOKING_CRITICAL_SERVICES: readonly ServiceName[] = ['auth', 'clinic', 'booking'];

export const GATEWAY_PORT = 8080;
