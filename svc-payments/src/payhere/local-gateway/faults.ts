// Fault injection, programmatic only (no HTTP route): failing answers for the next requests to a route, notify delivery
// modes, and access-token expiry.
import type { FastifyReply } from 'fastify';
import type { GatewayState } from './gateway-state.js';
import type { FaultKind, FaultRoute, GatewayFaults, NotifyMode } from './types.js';

export interface NotifyPlan {
  mode: NotifyMode;
  ms: number;
}

export interface Faults {
  api: GatewayFaults;
  /** Consumes the next fault queued for `route`, if any. */
  take(route: FaultRoute): FaultKind | undefined;
  /** Consumes the delivery plan for the next notify (normal when none is queued). */
  takeNotifyPlan(): NotifyPlan;
  /** Answers a request with the fault: a 500, or holds it unanswered until the client leaves or the gateway closes. */
  apply(kind: FaultKind, reply: FastifyReply): Promise<FastifyReply>;
  /** Lets every held (timed-out) request go: their sockets are destroyed. */
  releaseHeld(): void;
}

export function createFaults(state: GatewayState): Faults {
  const queued = new Map<FaultRoute, FaultKind[]>();
  let notifyPlans: NotifyPlan[] = [];
  const held = new Set<() => void>();

  const api: GatewayFaults = {
    next(route, kind, count = 1) {
      const list = queued.get(route) ?? [];
      for (let i = 0; i < count; i += 1) list.push(kind);
      queued.set(route, list);
    },
    notify(mode, options = {}) {
      const count = options.count ?? 1;
      for (let i = 0; i < count; i += 1) notifyPlans.push({ mode, ms: options.ms ?? 1000 });
    },
    expireTokens() {
      state.expireAllTokens();
    },
    reset() {
      queued.clear();
      notifyPlans = [];
    },
  };

  return {
    api,
    take(route) {
      return queued.get(route)?.shift();
    },
    takeNotifyPlan() {
      return notifyPlans.shift() ?? { mode: 'normal', ms: 0 };
    },
    async apply(kind, reply) {
      if (kind === 'http500') {
        return reply.code(500).send({
          timestamp: new Date(state.clock()).toISOString(),
          status: 500,
          error: 'Internal Server Error',
          message: 'Injected fault',
        });
      }
      reply.hijack();
      await new Promise<void>((resolve) => {
        const release = (): void => {
          held.delete(release);
          resolve();
        };
        held.add(release);
        reply.raw.once('close', release);
        if (state.closing) release();
      });
      reply.raw.destroy();
      return reply;
    },
    releaseHeld() {
      for (const release of [...held]) release();
    },
  };
}
