/**
 * The /health answer of a service whose database is up and whose NATS is down: the body toHealthBody makes (its unit
 * spec) and the one the kit's route really sends (kit.module.spec), one literal so the two cannot drift apart.
 */
export function natsDownAnswer(service: string) {
  return {
    status: 'error',
    service,
    checks: { database: 'up', nats: 'down' },
    statusCode: 503,
    code: 'SERVICE_UNAVAILABLE',
    message: 'Unhealthy: nats down',
  };
}
