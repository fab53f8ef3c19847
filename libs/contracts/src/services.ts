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

export const GATEWAY_PORT = 8080;
