import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { rememberManifest, takeEarlyManifest } from './early-remote';

/**
 * Module Federation runtime plugin (rspack.config.mjs `runtimePlugins`): a remote's manifest that index.ts started
 * fetching before the app rendered (early-remote.ts) is answered from that fetch instead of a second request.
 * Any other URL, or a second load of the same one (a Retry), goes to the network as before. Either way the manifest
 * read is remembered for the page (`readManifest`: the linked screens' prefetch, ADR 0094), never fetched again for it.
 */
export default function earlyManifestPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'vetnow-early-manifest',
    fetch(url, init) {
      return (takeEarlyManifest(url) ?? fetch(url, init)).then((response) => {
        rememberManifest(url, response);
        return response;
      });
    },
  };
}
