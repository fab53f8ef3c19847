import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { basename, join, posix } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { fastifyErrorHandler, NOT_FOUND_MESSAGE, sendError } from '../common/error-answer.js';
import { hasStaleSibling, isPreCompressedSibling, withoutPreCompressedSuffix } from './pre-compressed.js';
import { FRAME_RENDERERS_DIR } from './frame-with-data.js';
import { screenPages } from './screen-frame.js';
import type { UpstreamRegistry } from '../upstreams/upstream-registry.js';

import {
  MANIFEST_FILE,
  REMOTE_NAMES,
  REMOTES,
  SHELL_DIST,
  type GatewayConfig,
  type RemoteName,
} from '../config/gateway-config.js';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/**
 * The landing page pre-rendered by the shell's build (shell/scripts/prerender.mjs, ADR 0030): served for `/`
 * itself. Without it (an older build) `/` is index.html too.
 */
export const LANDING_PAGE = 'landing.html';

/**
 * Every page the shell's build pre-renders, by the path it is served for (without its leading slash); every other
 * client-side route keeps index.html, and so does one of these when its file is missing (an older build).
 */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = { '': LANDING_PAGE, login: 'login.html', register: 'register.html' };
const PRERENDERED_FILES = new Set(Object.values(PRERENDERED_PAGES));

/** `policy` with `source` added to its `style-src` directive. */
export function withStyleSource(policy: string, source: string): string {
  return policy.replace(/(^|;\s*)style-src ([^;]*)/, (_m, lead: string, sources: string) => `${lead}style-src ${sources} ${source}`);
}

/**
 * The CSP source allowing a pre-rendered page's one inline `<style>` (its stylesheet, inlined by the pre-render):
 * `'sha256-…'` of the element's text, or undefined when the page has none.
 */
export function inlineStyleHash(html: string): string | undefined {
  const match = /<style>([\s\S]*?)<\/style>/.exec(html);
  if (!match) return undefined;
  return `'sha256-${createHash('sha256').update(match[1]!, 'utf8').digest('base64')}'`;
}

/**
 * The service worker and the web app manifest (ADR 0065) keep fixed names and are always revalidated: a browser
 * checks /sw.js for a new worker on each visit, and a worker script cached for long would keep an old shell alive.
 */
export const SERVICE_WORKER_FILE = 'sw.js';
export const WEB_APP_MANIFEST_FILE = 'manifest.webmanifest';

/** `main.3f2a9c1d.js`, `123.3f2a9c1d0b.css`, `font-3f2a9c1d.woff2`: names carrying a content hash. */
const HASHED = /[.-][0-9a-f]{8,}\.(?:js|mjs|css|woff2?|ttf|png|jpe?g|gif|svg|webp|avif|ico)$/i;

/** Cache policy of a static file: hashed names never change; anything else is revalidated on each use. */
export function cacheControlFor(filePath: string): string {
  const name = basename(filePath);
  if (name === 'index.html' || PRERENDERED_FILES.has(name) || name === MANIFEST_FILE || name.startsWith('remoteEntry')) return NO_CACHE;
  if (name === SERVICE_WORKER_FILE || name === WEB_APP_MANIFEST_FILE) return NO_CACHE;
  return HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}

/**
 * Build outputs that are never served: source maps (the full source of the frontends), Module Federation's
 * `mf-stats.json` (the build's module graph and local paths), the compressed siblings by their own names (they
 * are served only in place of their file, by Accept-Encoding) and a remote's frame renderer (ADR 0096: the gateway's
 * to run). The runtime needs only `mf-manifest.json`.
 */
export function isPrivateBuildFile(relPath: string): boolean {
  const name = posix.basename(relPath).toLowerCase();
  const renderer = `/${relPath.toLowerCase()}`.includes(`/${FRAME_RENDERERS_DIR}/`);
  return renderer || name.endsWith('.map') || name === 'mf-stats.json' || isPreCompressedSibling(name);
}

/** The shell's run-time configuration: where each remote's manifest is. */
export function remotesDocument(config: Pick<GatewayConfig, 'remoteManifests'>): Record<RemoteName, string> {
  return { ...config.remoteManifests };
}

/** Decodes and normalizes a URL path; undefined when it is malformed or tries to leave its folder. */
export function safeRelativePath(urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.split('/').includes('..')) return undefined;
  return posix.normalize(decoded).replace(/^\/+/, '');
}

async function fileStat(path: string): Promise<Stats | undefined> {
  try {
    const s = await stat(path);
    return s.isFile() ? s : undefined;
  } catch {
    return undefined;
  }
}

const acceptsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

export interface StaticSiteOptions {
  readonly config: Pick<GatewayConfig, 'webRoot' | 'remoteManifests'>;
  /** Told when a frontend build is missing (the gateway still starts). */
  readonly warn: (message: string) => void;
  /** The services: a frame with reads is rendered with their answers (ADR 0096). Without, frames are served as built. */
  readonly upstreams?: Pick<UpstreamRegistry, 'getJson'>;
}

/** How long a page waits for a frame's reads before it is served with the frame as built (ADR 0096). */
export const FRAME_READ_TIMEOUT_MS = 800;

/**
 * The built frontends: the shell at `/` with an index.html fallback for its client-side routes, each remote
 * at `/remotes/<name>/`, and `/remotes.json`. Files are sent by @fastify/static: the build's brotli or gzip copy
 * (`preCompressed`) when the browser accepts one, else the file itself (which @fastify/compress on the root instance
 * compresses on the fly when it is text of 1 KiB or more: an older build without copies).
 */
export async function staticSitePlugin(app: FastifyInstance, opts: StaticSiteOptions): Promise<void> {
  const { webRoot } = opts.config;
  const shellRoot = join(webRoot, SHELL_DIST);
  const remoteRoots = Object.fromEntries(REMOTE_NAMES.map((n) => [n, join(webRoot, REMOTES[n].dist)])) as Record<
    RemoteName,
    string
  >;
  for (const dir of [shellRoot, ...Object.values(remoteRoots)]) {
    if (!(await stat(dir).catch(() => undefined))?.isDirectory()) {
      opts.warn(`Frontend build not found: ${dir} (run npm run build); its pages answer 404 until it exists`);
    }
  }

  await app.register(fastifyStatic, {
    root: webRoot,
    serve: false,
    cacheControl: false,
    index: false,
    dotfiles: 'deny',
    preCompressed: true,
    // `path` is the file sent: for a compressed copy, its policy is its original's (`main.0123abcd.js.br`).
    setHeaders: (reply, path) => {
      reply.header('cache-control', cacheControlFor(withoutPreCompressedSuffix(path)));
    },
  });
  app.setErrorHandler(fastifyErrorHandler);

  const remotesJson = JSON.stringify(remotesDocument(opts.config));
  app.get('/remotes.json', (_request, reply) =>
    reply.header('cache-control', NO_CACHE).type('application/json; charset=utf-8').send(remotesJson),
  );

  /**
   * A file known to exist, sent by @fastify/static (ETag, 304, content type, its compressed copy by Accept-Encoding).
   * When a copy is older than the file (changed after the build), the browser is told nothing compressed is
   * acceptable for this request: the file itself goes out, never the old content (ADR 0067).
   */
  const sendStatic = async (request: FastifyRequest, reply: FastifyReply, root: string, rel: string, stats: Stats) => {
    if (request.headers['accept-encoding'] && (await hasStaleSibling(join(root, rel), stats))) {
      request.headers['accept-encoding'] = 'identity';
    }
    return reply.sendFile(rel, root);
  };

  /** Each pre-rendered page's inline-style hash, read again only when its file changes (a rebuild while running). */
  const inlineStyles = new Map<string, { mtimeMs: number; size: number; hash: string | undefined }>();
  const inlineStyleSource = async (page: string, stats: Stats): Promise<string | undefined> => {
    let known = inlineStyles.get(page);
    if (known?.mtimeMs !== stats.mtimeMs || known.size !== stats.size) {
      const html = await readFile(join(shellRoot, page), 'utf8');
      known = { mtimeMs: stats.mtimeMs, size: stats.size, hash: inlineStyleHash(html) };
      inlineStyles.set(page, known);
    }
    return known.hash;
  };

  // A remote route's page with its screen's frame (ADR 0083), for the remotes this gateway serves itself.
  const ownRemotes = REMOTE_NAMES.filter((n) => opts.config.remoteManifests[n] === `/remotes/${n}/${MANIFEST_FILE}`);
  const { upstreams } = opts;
  const frames = screenPages(
    shellRoot,
    Object.fromEntries(ownRemotes.map((n) => [n, remoteRoots[n]])),
    upstreams && {
      // Asked as the browser's own reads would be: its request id and address (rate limits count under it), English.
      get: (request) => (service, path) =>
        upstreams.getJson(service, path, { 'x-request-id': request.id, 'x-forwarded-for': request.ip, 'accept-language': 'en' }, FRAME_READ_TIMEOUT_MS),
      warn: (err) => app.log.warn({ err }, 'screen frame served without its data'),
    },
  );
  const sendScreenPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string): Promise<FastifyReply | undefined> => {
    let html: string | undefined;
    try {
      html = await frames.pageFor(request, pathname);
    } catch (err) {
      // A build of another shape: the page without a frame, as before frames existed.
      request.log.warn({ err }, 'screen frame not served');
    }
    if (!html) return undefined;
    const policy = reply.raw.getHeader('content-security-policy');
    const hash = inlineStyleHash(html);
    if (typeof policy === 'string' && hash) reply.raw.setHeader('content-security-policy', withStyleSource(policy, hash));
    return reply.header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(html);
  };

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, page = 'index.html'): Promise<FastifyReply> => {
    const stats = await fileStat(join(shellRoot, page));
    if (!stats) return page === 'index.html' ? sendError(reply, 404, NOT_FOUND_MESSAGE) : sendIndex(request, reply);
    // The policy helmet put on this answer, with the page's inline style allowed by its hash.
    const policy = reply.raw.getHeader('content-security-policy');
    if (PRERENDERED_FILES.has(page) && typeof policy === 'string') {
      const hash = await inlineStyleSource(page, stats);
      if (hash) reply.raw.setHeader('content-security-policy', withStyleSource(policy, hash));
    }
    return sendStatic(request, reply, shellRoot, page, stats);
  };

  app.get('/*', async (request, reply) => {
    const q = request.url.indexOf('?');
    const urlPath = q === -1 ? request.url : request.url.slice(0, q);
    const rel = safeRelativePath(urlPath);
    if (rel === undefined || isPrivateBuildFile(rel)) return sendError(reply, 404, NOT_FOUND_MESSAGE);
    const [first, second, ...rest] = rel.split('/');
    if (first === 'api') return sendError(reply, 404, NOT_FOUND_MESSAGE);
    if (first === 'remotes') {
      const root = Object.hasOwn(remoteRoots, second!) ? remoteRoots[second as RemoteName] : undefined;
      const file = rest.join('/');
      const stats = root && file ? await fileStat(join(root, file)) : undefined;
      if (!root || !stats) return sendError(reply, 404, NOT_FOUND_MESSAGE);
      return sendStatic(request, reply, root, file, stats);
    }
    const stats = rel === '' ? undefined : await fileStat(join(shellRoot, rel));
    if (stats) return sendStatic(request, reply, shellRoot, rel, stats);
    // A client-side route of the shell (deep link or reload): the page, when a browser asks for one — pre-rendered
    // for `/`, `/login` and `/register`.
    if (rel === '') return sendIndex(request, reply, LANDING_PAGE);
    if (!acceptsHtml(request)) return sendError(reply, 404, NOT_FOUND_MESSAGE);
    if (Object.hasOwn(PRERENDERED_PAGES, rel)) return sendIndex(request, reply, PRERENDERED_PAGES[rel]);
    // Whether a route's page has a frame depends on the visitor's language (ADR 0083).
    reply.header('vary', 'Accept-Language, Cookie');
    return (await sendScreenPage(request, reply, `/${rel}`)) ?? sendIndex(request, reply);
  });
}
