import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeEarlyManifest } from './early-remote';

/**
 * Module Federation runtime plugin (rspack.config.mjs `runtimePlugins`): a remote's manifest that index.ts started
 * fetching before the app rendered (early-remote.ts) is answered from that fetch instead of a second request.
 * Any other URL, or a second load of the same one (a Retry), goes to the network as before.
 */
export default function earlyManifestPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'vetnow-early-manifest',
    fetch(url) {
      return takeEarlyManifest(url);
    },
  };
}
