import { addResourceHint, readManifest, remoteScreenFiles, storedUserType, type ManifestShape } from './early-remote';
import { isRemoteRegistered, loadedRemoteComponent, type RemoteName } from './remote-registry';
import { remoteScreenAt, type RemoteScreen } from './remote-screens';
import { remotesConfig } from './remotes-config';

/**
 * The screens a settled page links to, fetched ahead (issue 40, ADR 0094). A remote screen's files come from the
 * network the first time it is opened: on a phone a round trip and a download between the press and the screen (the
 * wizard after Book Appointment on /doctors). Once a screen has settled, the shell puts a
 * `<link rel="prefetch">` in the head for the files of each remote screen an in-app link of the page leads to (from its
 * remote's manifest, as main.js does for the first screen): the browser fetches them at idle priority into its cache
 * (and the service worker's), and runs nothing. Not when the visitor asked to save data or the connection is 2G.
 */

/** At most this many screens per page (/doctors links to three: the dashboard, My Pets and the wizard). */
export const MAX_PREFETCHED_SCREENS = 6;

/** The Network Information API's part that matters here (Chromium; other browsers have none). */
export type Connection = { saveData?: boolean; effectiveType?: string };

/** Whether the visitor's connection says not to fetch ahead (Save-Data, or 2G). */
export function savesData(connection: Connection | undefined): boolean {
  return connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/**
 * The remote screens the document's in-app links lead to for `role`, once each, in page order: not the screen at
 * `currentPath`, and not one already loaded.
 */
export function linkedScreens(doc: Pick<Document, 'querySelectorAll'>, origin: string, currentPath: string, role: string | null): RemoteScreen[] {
  const current = remoteScreenAt(currentPath, role);
  const found = new Map<string, RemoteScreen>();
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    let url: URL;
    try {
      url = new URL(link.href, origin);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    const screen = remoteScreenAt(url.pathname, role);
    if (!screen) continue;
    const key = `${screen.remote}/${screen.expose}`;
    if (current && `${current.remote}/${current.expose}` === key) continue;
    if (loadedRemoteComponent(screen.remote, screen.expose)) continue;
    found.set(key, screen);
  }
  return [...found.values()].slice(0, MAX_PREFETCHED_SCREENS);
}

/** The URLs the page has fetched, by its resource timing entries (the federation runtime removes a loaded chunk's
 * script element). */
function fetchedUrls(doc: Document): string[] {
  return doc.defaultView?.performance?.getEntriesByType?.('resource').map((entry) => entry.name) ?? [];
}

/** The URLs the page has fetched or has as a script, stylesheet or hint. */
function presentUrls(doc: Document, fetched: string[]): Set<string> {
  const urls = new Set<string>(fetched);
  for (const script of doc.querySelectorAll<HTMLScriptElement>('script[src]')) urls.add(script.src);
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[href]')) urls.add(link.href);
  return urls;
}

/**
 * Adds the prefetch hints for the screens the page links to (see above). Resolves with the URLs it hinted; never
 * rejects (a manifest that cannot be read only means no hint for that remote).
 */
export async function prefetchLinkedScreens(
  doc: Document = document,
  role: string | null = storedUserType(),
  {
    runs = isRemoteRegistered,
    fetched = fetchedUrls,
  }: {
    /** Whether the page runs the remote already (the registry's). */
    runs?: (remote: RemoteName) => boolean;
    /** The URLs the page has fetched (its resource timing entries). */
    fetched?: (doc: Document) => string[];
  } = {},
): Promise<string[]> {
  const nav = doc.defaultView?.navigator as (Navigator & { connection?: Connection }) | undefined;
  if (savesData(nav?.connection)) return [];
  const origin = doc.defaultView?.location.origin ?? '';
  const screens = linkedScreens(doc, origin, doc.defaultView?.location.pathname ?? '/', role);
  if (screens.length === 0) return [];
  const hinted: string[] = [];
  try {
    const config = await remotesConfig();
    const manifests = new Map<string, Promise<ManifestShape | undefined>>();
    const present = presentUrls(doc, fetched(doc));
    for (const screen of screens) {
      const entry = config[screen.remote];
      if (typeof entry !== 'string' || !entry) continue;
      const url = new URL(entry, origin).href;
      // The manifest the runtime read for the page's own screen; a remote the page does not run yet is asked for it.
      if (!manifests.has(url)) {
        const fetchManifest = () => fetch(url).then((answer) => (answer.ok ? (answer.json() as Promise<ManifestShape>) : undefined));
        manifests.set(url, readManifest(url) ?? fetchManifest().catch(() => undefined));
      }
      const manifest = await manifests.get(url);
      if (!manifest) continue;
      const files = remoteScreenFiles(url, manifest, screen.expose);
      // The entry of a remote this page runs already is never fetched again (it is not cached: ADR 0065).
      const scripts = runs(screen.remote) ? files.scripts.filter((href) => !/\/remoteEntry[^/]*\.js$/.test(href)) : files.scripts;
      for (const [list, as] of [[scripts, 'script'], [files.styles, 'style']] as const) {
        for (const href of list) {
          if (present.has(href)) continue;
          addResourceHint(doc, 'prefetch', href, as);
          present.add(href);
          hinted.push(href);
        }
      }
    }
  } catch {
    // No /remotes.json: nothing to hint.
  }
  return hinted;
}
