import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { isRemoteUnavailable } from './remote-unavailable';
import { REMOTES_CONFIG_URL, remotesConfig } from './remotes-config';

/** The remotes the shell knows, by the key used in /remotes.json, with their container names. */
export const REMOTE_CONTAINERS = { owner: 'vetnow_owner', doctor: 'vetnow_doctor', admin: 'vetnow_admin' } as const;
export type RemoteName = keyof typeof REMOTE_CONTAINERS;


export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  constructor(
    readonly remote: RemoteName,
    readonly expose: string,
    override readonly cause?: unknown,
  ) {
    super(`Remote module ${remote}/${expose} could not be loaded`);
  }
}

const registered = new Map<RemoteName, string>();
const loadedComponents = new Map<string, ComponentType>();

function ensureRegistered(remote: RemoteName, entry: string, retry: boolean): void {
  const known = registered.get(remote);
  if (known === entry && !retry) return;
  // `force` replaces an earlier registration (a retry after a failure, or a changed entry URL), dropping
  // what the runtime cached for it so the next load starts from a clean slate.
  registerRemotes([{ name: REMOTE_CONTAINERS[remote], alias: remote, entry }], { force: known !== undefined });
  registered.set(remote, entry);
}

/** Whether the federation runtime knows `remote` already (its entry loaded, or loading, in this page). */
export function isRemoteRegistered(remote: RemoteName): boolean {
  return registered.has(remote);
}

/** A component already loaded (so revisiting a route renders at once, without a spinner). */
export function loadedRemoteComponent(remote: RemoteName, expose: string): ComponentType | undefined {
  return loadedComponents.get(`${remote}/${expose}`);
}

/**
 * Loads the default export of `remote/expose` (e.g. `owner`, `doctors-page`) through the Module Federation
 * runtime, registering the remote from /remotes.json first. Rejects with RemoteLoadError on any failure.
 */
export async function loadRemoteComponent(remote: RemoteName, expose: string, attempt = 0): Promise<ComponentType> {
  const id = `${remote}/${expose}`;
  const cached = loadedComponents.get(id);
  if (cached) return cached;
  try {
    const config = await remotesConfig();
    const entry = config[remote];
    if (typeof entry !== 'string' || !entry) throw new Error(`${REMOTES_CONFIG_URL} has no entry for "${remote}"`);
    ensureRegistered(remote, entry, attempt > 0);
    const module = await loadRemote<{ default?: unknown }>(id);
    if (isRemoteUnavailable(module)) throw module.error;
    const component = module?.default;
    if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
      throw new Error(`${id} has no default export`);
    }
    loadedComponents.set(id, component as ComponentType);
    return component as ComponentType;
  } catch (error) {
    throw error instanceof RemoteLoadError ? error : new RemoteLoadError(remote, expose, error);
  }
}
