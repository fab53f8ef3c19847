import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, posix } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { ServedAnswer } from '@vetnow/contracts/api';
import {
  FRAME_RENDERERS_DIR,
  answerReads,
  frameRenderers,
  renderedFrames,
  routeParams,
  servedAnswersScript,
  type ServiceGet,
} from './frame-with-data.js';

/**
 * A remote screen's frame in the served page (issue 40, ADR 0083). The shell's build writes `screen.html` — the
 * page with the shell's layout as the app first renders it and a slot in its main landmark — and `screen-frames.json`,
 * the routes that show one remote screen (one role may open them). A remote's build writes the frames of the screens it
 * pre-renders, `frames/<expose>.json`: the screen's first render in English and the stylesheet it needs. For such a
 * route the gateway serves `screen.html` with the frame in the slot and its stylesheet beside the shell's, so the
 * screen's heading and skeleton paint from the first response; the shell keeps them until the remote's screen is here.
 */
export const SCREEN_PAGE = 'screen.html';
export const SCREEN_FRAME_ROUTES = 'screen-frames.json';
export const FRAMES_DIR = 'frames';

export interface ScreenFrameRoute {
  pattern: string;
  role: string;
  remote: string;
  expose: string;
}

export interface ScreenFrameFile {
  expose: string;
  language: string;
  html: string;
  css: string;
  /** The Node bundle that renders this frame with its data at request time (ADR 0096), relative to the remote's dist. */
  renderer?: string;
}

/** The route of `pathname` among `routes` (`:param` matches one non-empty segment; a trailing slash is ignored). */
export function frameRouteFor(routes: readonly ScreenFrameRoute[], pathname: string): ScreenFrameRoute | undefined {
  const got = pathname.replace(/\/+$/, '').split('/');
  return routes.find(({ pattern }) => {
    const want = pattern.split('/');
    return want.length === got.length && want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]));
  });
}

/** The role cookie web-kit's session store keeps beside localStorage `userType` (ADR 0083). */
export const ROLE_COOKIE = 'vetnow.role';

/** The value of cookie `name` in the request (lower-case letters only: the role and language cookies), if any. */
function cookieValue(request: Pick<FastifyRequest, 'headers'>, name: string, shape = /^[a-z]+$/): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, value] = part.trim().split('=');
    if (key === name && value && shape.test(value)) return value;
  }
  return undefined;
}

/** The cookie web-kit's session store keeps with a signed-in doctor's public id (ADR 0096). */
export const DOCTOR_COOKIE = 'vetnow.doctor';

/** What the request tells of the visitor for a frame's reads: a signed-in doctor's id (no credential; public). */
export function requestVisitor(request: Pick<FastifyRequest, 'headers'>): { doctor?: string } {
  const doctor = cookieValue(request, DOCTOR_COOKIE, /^[A-Za-z0-9-]{1,64}$/);
  return doctor ? { doctor } : {};
}

/** The role the browser says it is signed in as (the role cookie), if any. */
export function requestRole(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  return cookieValue(request, ROLE_COOKIE);
}

const LANGUAGES = ['en', 'si', 'ta'];
/** The cookie web-kit's i18n writes beside localStorage when a visitor chooses a language (ADR 0083). */
export const LANGUAGE_COOKIE = 'vetnow.language';

/**
 * The language the app will show this visitor, as far as the request tells: the language cookie, else the first of
 * en/si/ta in Accept-Language by preference, else English — the app's own rule (a remembered choice, then the
 * browser's preference). The frames are English: another language gets the page without one.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): string {
  const cookie = cookieValue(request, LANGUAGE_COOKIE);
  if (cookie && LANGUAGES.includes(cookie)) return cookie;
  const ranked = String(request.headers['accept-language'] ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(/^\s*q=([0-9.]+)/.exec(params.join(';'))?.[1] ?? '1');
      return { base: tag.toLowerCase().split('-')[0]!, q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0 && LANGUAGES.includes(entry.base))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.base ?? 'en';
}

/**
 * `template` (screen.html) with `frame` in `slot` — inert, marked with its screen and role, and as loading so the
 * footer waits — and the frame's stylesheet appended to the page's one inline `<style>`. Throws when the template
 * or the frame does not have the shape the builds give them.
 */
export function composeScreenPage(
  template: string,
  slot: string,
  route: ScreenFrameRoute,
  frame: ScreenFrameFile,
  answers?: readonly ServedAnswer[],
): string {
  if (!template.includes(slot)) throw new Error(`${SCREEN_PAGE} has no frame slot`);
  if (frame.css.includes('</style')) throw new Error(`the frame of ${route.expose} has a stylesheet that ends the <style> early`);
  const styleEnd = template.indexOf('</style>');
  if (styleEnd === -1) throw new Error(`${SCREEN_PAGE} has no inline <style>`);
  const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const framed =
    `<div data-screen-frame="${attr(`${route.remote}/${route.expose}`)}" data-screen-role="${attr(route.role)}" data-page-loading="" inert="">${frame.html}</div>` +
    (answers ? servedAnswersScript(answers) : '');
  const withCss = `${template.slice(0, styleEnd)}${frame.css}${template.slice(styleEnd)}`;
  return withCss.replace(slot, () => framed);
}

interface Known<T> {
  mtimeMs: number;
  size: number;
  value: T;
}

/** Reads and parses a file again only when it changed (a rebuild or a remote's redeploy while running). */
function cachedFile<T>(parse: (text: string) => T) {
  const known = new Map<string, Known<T>>();
  return async (path: string): Promise<T | undefined> => {
    let stats: Stats;
    try {
      stats = await stat(path);
    } catch {
      return undefined;
    }
    const hit = known.get(path);
    if (hit && hit.mtimeMs === stats.mtimeMs && hit.size === stats.size) return hit.value;
    const value = parse(await readFile(path, 'utf8'));
    known.set(path, { mtimeMs: stats.mtimeMs, size: stats.size, value });
    return value;
  };
}

export interface ScreenPages {
  /**
   * The page for `pathname` with its screen's frame, or undefined: no frame for that route or build, or the visitor is
   * not signed in as its role (the role cookie) or does not read English. A frame with reads (ADR 0096) is rendered
   * with their answers when all are to be had; else it is served as built.
   */
  pageFor(request: Pick<FastifyRequest, 'headers' | 'id' | 'ip'>, pathname: string): Promise<string | undefined>;
}

/**
 * The framed pages of a shell (`shellRoot`) and the remotes it serves itself (`remoteRoots`: a remote whose manifest
 * is elsewhere has no frame here, since the gateway could not know its version). Each composed page is kept until
 * one of its three files changes.
 */
export function screenPages(
  shellRoot: string,
  remoteRoots: Readonly<Partial<Record<string, string>>>,
  withData?: { get: (request: Pick<FastifyRequest, 'headers' | 'id' | 'ip'>) => ServiceGet; warn: (err: unknown) => void },
): ScreenPages {
  const readText = cachedFile((text) => text);
  const readRoutes = cachedFile((text) => JSON.parse(text) as { slot: string; routes: ScreenFrameRoute[] });
  const readFrame = cachedFile((text) => JSON.parse(text) as ScreenFrameFile);
  const composed = new Map<string, { template: string; frame: ScreenFrameFile; html: string }>();
  const rendererOf = frameRenderers();
  const rendered = renderedFrames();
  /** The page with the frame rendered with its reads' answers; undefined when any is not to be had (ADR 0096). */
  const withAnswers = async (
    request: Pick<FastifyRequest, 'headers' | 'id' | 'ip'>,
    pathname: string,
    parts: { template: string; slot: string; route: ScreenFrameRoute; frame: ScreenFrameFile; remoteRoot: string },
  ): Promise<string | undefined> => {
    const { template, slot, route, frame, remoteRoot } = parts;
    if (!withData || !frame.renderer) return undefined;
    try {
      const bundle = posix.normalize(frame.renderer);
      if (!bundle.startsWith(`${FRAME_RENDERERS_DIR}/`)) {
        throw new Error(`the frame of ${route.expose} names a renderer outside ${FRAME_RENDERERS_DIR}`);
      }
      const renderer = rendererOf(join(remoteRoot, bundle));
      const reads = renderer.frameReads(route.expose, routeParams(route.pattern, pathname), requestVisitor(request));
      const answers = reads.length ? await answerReads(reads, withData.get(request)) : undefined;
      if (!answers) return undefined;
      const html = rendered({ bundle, expose: route.expose, pathname, answers }, () =>
        renderer.renderFrameAt(route.expose, { pathname, pattern: route.pattern, answers }),
      );
      // The build made sure of it (prerender-frames): the page's CSP would refuse a style attribute.
      if (!html.startsWith('<div ') || html.includes(' style="')) {
        throw new Error(`the frame of ${route.expose} rendered with data is not servable`);
      }
      return composeScreenPage(template, slot, route, { ...frame, html }, answers);
    } catch (err) {
      withData.warn(err);
      return undefined;
    }
  };
  return {
    async pageFor(request, pathname) {
      const table = await readRoutes(join(shellRoot, SCREEN_FRAME_ROUTES));
      const route = table && frameRouteFor(table.routes, pathname);
      const remoteRoot = route && remoteRoots[route.remote];
      if (!route || !remoteRoot || requestRole(request) !== route.role || requestLanguage(request) !== 'en') return undefined;
      const [template, frame] = await Promise.all([
        readText(join(shellRoot, SCREEN_PAGE)),
        readFrame(join(remoteRoot, FRAMES_DIR, `${route.expose}.json`)),
      ]);
      if (!template || !frame || frame.language !== 'en') return undefined;
      const withData = await withAnswers(request, pathname, { template, slot: table.slot, route, frame, remoteRoot });
      if (withData) return withData;
      const key = `${route.remote}/${route.expose}`;
      const hit = composed.get(key);
      if (hit && hit.template === template && hit.frame === frame) return hit.html;
      const html = composeScreenPage(template, table.slot, route, frame);
      composed.set(key, { template, frame, html });
      return html;
    },
  };
}
