import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_UNAVAILABLE, type RemoteUnavailable } from './remote-unavailable';

/**
 * Module Federation runtime plugin (registered in rspack.config.mjs `runtimePlugins`): when a remote's
 * manifest, entry or module cannot be loaded, `loadRemote` resolves to a RemoteUnavailable marker instead of
 * throwing, and the shell shows its fallback panel with a Retry for that route only (invariant 7).
 */
export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'vetnow-remote-fallback',
    errorLoadRemote(args) {
      // Other lifecycles expect other return values (a manifest, request args): let them fail and arrive here.
      if (args.lifecycle !== 'onLoad') return undefined;
      console.warn(`[vetnow] remote module ${args.id} could not be loaded`, args.error);
      const fallback: RemoteUnavailable = { [REMOTE_UNAVAILABLE]: true, error: args.error };
      return fallback;
    },
  };
}
