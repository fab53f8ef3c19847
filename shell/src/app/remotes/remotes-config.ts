/** Served by the gateway (and the shell's dev server): `{"owner": "/remotes/owner/mf-manifest.json", …}`. */
export const REMOTES_CONFIG_URL = '/remotes.json';

let configPromise: Promise<Record<string, string>> | null = null;

/**
 * Fetches /remotes.json once; a failure is not cached, so Retry fetches it again. Its own file, free of the
 * federation runtime's API, because main.js calls it before the app starts (early-remote.ts).
 */
export function remotesConfig(): Promise<Record<string, string>> {
  configPromise ??= fetch(REMOTES_CONFIG_URL, { cache: 'no-store', headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${REMOTES_CONFIG_URL} answered ${response.status}`);
      const config: unknown = await response.json();
      if (!config || typeof config !== 'object') throw new Error(`${REMOTES_CONFIG_URL} is not an object`);
      return config as Record<string, string>;
    })
    .catch((error: unknown) => {
      configPromise = null;
      throw error;
    });
  return configPromise;
}
