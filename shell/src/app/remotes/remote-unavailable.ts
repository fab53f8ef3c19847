/**
 * Marker the runtime plugin returns instead of a module when a remote fails to load (kept free of React:
 * the plugin is bundled into the shell's startup code, before shared modules are available).
 */
export const REMOTE_UNAVAILABLE = '__vetnowRemoteUnavailable';

export interface RemoteUnavailable {
  [REMOTE_UNAVAILABLE]: true;
  error: unknown;
}

export function isRemoteUnavailable(value: unknown): value is RemoteUnavailable {
  return typeof value === 'object' && value !== null && REMOTE_UNAVAILABLE in value;
}
