import { remotesConfig } from './remotes-config';
import { remoteScreenAt } from './remote-screens';

/**
 * The first load of a remote screen (issue 14, ADR 0034). Left to the app, the remote's files come last, one after
 * another: main.js, the shell's bootstrap and shared chunks, the session, the route's RemotePage, /remotes.json,
 * the remote's manifest, its remoteEntry.js, then the screen's chunk. index.ts calls `startRemoteScreen` before it
 * imports the bootstrap, so /remotes.json, the manifest, remoteEntry.js and the screen's chunk and stylesheet are
 * fetched while the shell's own chunks download and run. Only fetched: nothing of the remote runs before the shell
 * asks for it (its module federation init, its i18n resources), so the order the app relies on is unchanged.
 *
 * The manifest's response is handed to the federation runtime when it asks for that URL (`earlyManifestPlugin`), so
 * it is fetched once. Any failure here is ignored: the runtime then fetches as it always did, and reports failures
 * as it always did (the route's fallback panel).
 */
const earlyManifests = new Map<string, Promise<Response>>();

/** Same key for the registered entry (`/remotes/owner/mf-manifest.json`) and the absolute URL the runtime asks for. */
const absolute = (url: string) => new URL(url, window.location.href).href;

/** The userType the shell keeps for a signed-in tab (web-kit's session-store USER_TYPE_KEY; index.ts cannot import
 * a shared module before the federation share scope exists; early-remote.spec.ts checks the two agree). */
export const STORED_USER_TYPE_KEY = 'userType';

/** The tab's stored userType; null when signed out or storage is refused. */
export function storedUserType(): string | null {
  try {
    return window.localStorage.getItem(STORED_USER_TYPE_KEY);
  } catch {
    return null;
  }
}

/** Adds `<link rel="preload|prefetch" as="…" href="…">` to the document's head (prefetch: ADR 0094). */
export function addResourceHint(doc: Document, rel: 'preload' | 'prefetch', href: string, as: 'script' | 'style'): void {
  const link = doc.createElement('link');
  link.rel = rel;
  link.as = as;
  link.href = href;
  doc.head.append(link);
}

function preload(href: string, as: 'script' | 'style'): void {
  if ([...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some((link) => link.href === href)) return;
  addResourceHint(document, 'preload', href, as);
}

/** What the shell reads of a remote's `mf-manifest.json`. */
export interface ManifestShape {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }>;
}

/** remoteEntry.js and the screen's own chunk and stylesheet, from the remote's manifest (publicPath `auto`: the
 * manifest's folder). */
export function remoteScreenFiles(manifestUrl: string, manifest: ManifestShape, expose: string): { scripts: string[]; styles: string[] } {
  const publicPath = manifest.metaData?.publicPath;
  const base = !publicPath || publicPath === 'auto' ? new URL('.', manifestUrl).href : new URL(publicPath, manifestUrl).href;
  const entry = manifest.metaData?.remoteEntry;
  const at = (file: string) => new URL(file, base).href;
  const screen = manifest.exposes?.find((e) => e.name === expose);
  const scripts = entry?.name ? [at([entry.path, entry.name].filter(Boolean).join('/'))] : [];
  return {
    scripts: [...scripts, ...(screen?.assets?.js?.sync ?? []).map(at)],
    styles: (screen?.assets?.css?.sync ?? []).map(at),
  };
}

/**
 * Starts fetching the remote screen `pathname` shows this tab's signed-in role, if any: undefined when there is
 * none, else a promise that settles (never rejects) once its preloads are in place.
 */
export function startRemoteScreen(pathname: string): Promise<void> | undefined {
  const screen = remoteScreenAt(pathname, storedUserType());
  if (!screen) return undefined;
  return remotesConfig()
    .then(async (config) => {
      const entry = config[screen.remote];
      if (typeof entry !== 'string' || !entry) return;
      const url = absolute(entry);
      const response = fetch(url);
      earlyManifests.set(url, response);
      const answer = await response;
      if (!answer.ok) return;
      const files = remoteScreenFiles(url, (await answer.clone().json()) as ManifestShape, screen.expose);
      files.styles.forEach((href) => preload(href, 'style'));
      files.scripts.forEach((href) => preload(href, 'script'));
    })
    .catch(() => undefined);
}

const readManifests = new Map<string, Response>();

/** Keeps a copy of the manifest response the federation runtime read at `url`, for the page's later use: the screens
 * a page links to take their files from it (prefetch-linked-screens.ts, ADR 0094). Read only when asked. */
export function rememberManifest(url: string, response: Response): void {
  if (response.ok) readManifests.set(absolute(url), response.clone());
}

/** The manifest the runtime last read at `url`, if it has read one in this page. */
export function readManifest(url: string): Promise<ManifestShape | undefined> | undefined {
  const response = readManifests.get(absolute(url));
  return response
    ?.clone()
    .json()
    .then((manifest) => manifest as ManifestShape)
    .catch(() => undefined);
}

/** The manifest response fetched early for `url`, once (the federation runtime's `fetch` hook asks). */
export function takeEarlyManifest(url: string): Promise<Response> | undefined {
  const key = absolute(url);
  const response = earlyManifests.get(key);
  earlyManifests.delete(key);
  return response?.then((answer) => answer.clone());
}
