import { currentServiceEnv } from '@vetnow/service-kit/config';

/** The live streams' settings (issue 39). */
export interface DeskEventsConfig {
  /** DESK_EVENTS_HEARTBEAT_MS (default 15000): a comment line this often keeps a stream (and every proxy) open. */
  readonly heartbeatMs: number;
  /** Changes closer together than this reach a stream as one `day-changed` (a closure moving many visits). */
  readonly debounceMs: number;
}

export const DESK_EVENTS_CONFIG = Symbol('vetnow.desk-events-config');
export const DEFAULT_DESK_EVENTS_HEARTBEAT_MS = 15_000;
export const DAY_CHANGED_DEBOUNCE_MS = 100;

/** Reads the settings (from the environment given to `createServiceApp`); a bad value stops the boot, naming it. */
export function loadDeskEventsConfig(env: Record<string, string | undefined> = currentServiceEnv()): DeskEventsConfig {
  const raw = env['DESK_EVENTS_HEARTBEAT_MS']?.trim();
  const heartbeatMs = raw ? Number(raw) : DEFAULT_DESK_EVENTS_HEARTBEAT_MS;
  if (!Number.isInteger(heartbeatMs) || heartbeatMs < 10 || heartbeatMs > 300_000) {
    throw new Error(`Invalid configuration for svc-booking: DESK_EVENTS_HEARTBEAT_MS must be whole milliseconds, 10 to 300000`);
  }
  return { heartbeatMs, debounceMs: DAY_CHANGED_DEBOUNCE_MS };
}
