import { createRequire } from 'node:module';
import {
  SERVED_ANSWERS_ATTRIBUTE,
  publicReadNamed,
  type ServedAnswer,
  type ServedRead,
} from '@vetnow/contracts/api';
import { buildPath, buildQuery } from '@vetnow/contracts/api/client';
import type { ServiceName } from '@vetnow/contracts/services';

/**
 * A remote screen's frame rendered with its data at request time (issue 40, ADR 0096). A remote's build keeps, for
 * the screens whose frame shows public data (the wizard's doctor, the directory, a doctor's own profile), a Node
 * bundle of its frames (`frames/render/<hash>/bundle.cjs`, which the frame names): it says which public reads a
 * route's frame shows, and renders the frame with their answers. The gateway asks the services for those reads —
 * public GETs of the route table only, checked by their contracts both ways — and serves the frame with the data
 * painted and the answers beside it for the app.
 */
export const FRAME_RENDERERS_DIR = 'frames/render';

/** What a remote's frame bundle exports (web-kit's frameRenderer). */
export interface FrameRenderer {
  frameReads(
    expose: string,
    params: Readonly<Record<string, string>>,
    visitor: { doctor?: string },
  ): ServedRead[];
  renderFrameAt(
    expose: string,
    at: { pathname: string; pattern: string; answers: readonly ServedAnswer[] },
  ): string;
}

/** How the gateway asks a service: a GET of `path`, the status and the parsed JSON body. */
export type ServiceGet = (
  service: ServiceName,
  path: string,
) => Promise<{ statusCode: number; body: unknown }>;

/** The values of `pattern`'s `:params` in `pathname` (the route already matched). */
export function routeParams(pattern: string, pathname: string): Record<string, string> {
  const got = pathname.replace(/\/+$/, '').split('/');
  const params: Record<string, string> = {};
  pattern.split('/').forEach((part, i) => {
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(got[i] ?? '');
      } catch {
        params[part.slice(1)] = got[i] ?? '';
      }
    }
  });
  return params;
}

/**
 * The answers of `reads`, or undefined when any is not to be had: a read that is not a public GET of the route
 * table (a remote may never make the gateway ask for anything else), input its contract refuses, an answer other
 * than 200, or one the contract refuses. Then the page gets the frame without data, as before.
 */
export async function answerReads(
  reads: readonly ServedRead[],
  get: ServiceGet,
  now = Date.now,
): Promise<ServedAnswer[] | undefined> {
  const asked = reads.map(async (read): Promise<ServedAnswer | undefined> => {
    const contract = publicReadNamed(read.route);
    if (!contract) throw new Error(`a frame asked for ${read.route}, which is not a public read`);
    if (contract.params && !contract.params.safeParse(read.params ?? {}).success) return undefined;
    if (contract.query && !contract.query.safeParse(read.query ?? {}).success) return undefined;
    const path = `${buildPath(contract.path, read.params)}${buildQuery(read.query)}`;
    const { statusCode, body } = await get(contract.service as ServiceName, path);
    if (statusCode !== 200 || !contract.response.safeParse(body).success) return undefined;
    return {
      route: contract.name,
      ...(read.params ? { params: read.params } : {}),
      ...(read.query ? { query: read.query } : {}),
      data: body,
      at: now(),
    };
  });
  const answers = await Promise.all(asked);
  return answers.every((a): a is ServedAnswer => a !== undefined) ? answers : undefined;
}

/** The answers as the page carries them: JSON that cannot end its `<script>` element early. */
export function servedAnswersScript(answers: readonly ServedAnswer[]): string {
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  return `<script type="application/json" ${SERVED_ANSWERS_ATTRIBUTE}="">${json}</script>`;
}

/**
 * Remote frame renderers by path, each loaded once: a remote's build puts each in a folder named by its hash
 * (`frames/render/<hash>/bundle.cjs`), so a remote redeployed while the gateway runs names a new one.
 */
export function frameRenderers() {
  const known = new Map<string, FrameRenderer>();
  return (bundle: string): FrameRenderer => {
    const hit = known.get(bundle);
    if (hit) return hit;
    const renderer = createRequire(bundle)(bundle) as FrameRenderer;
    if (typeof renderer.frameReads !== 'function' || typeof renderer.renderFrameAt !== 'function') {
      throw new Error(`${bundle} is not a frame renderer`);
    }
    known.set(bundle, renderer);
    return renderer;
  };
}

/** How long a frame rendered with data is served again for the same answers (ADR 0096). */
export const RENDERED_FRAME_TTL_MS = 10_000;
const RENDERED_FRAMES_KEPT = 200;

/**
 * `render` memoized for {@link RENDERED_FRAME_TTL_MS} by renderer, screen, address and the answers' data: a burst of
 * page loads of one doctor costs one render, not one each (the reads are still asked each time, as the app would).
 * Within that time a render that depends on the clock (the wizard's bookable dates, by the clinic's day) may be up to
 * ten seconds old; the app renders again at once anyway.
 */
export function renderedFrames(now = Date.now) {
  const kept = new Map<string, { html: string; until: number }>();
  return (
    key: { bundle: string; expose: string; pathname: string; answers: readonly ServedAnswer[] },
    render: () => string,
  ): string => {
    const id = JSON.stringify([key.bundle, key.expose, key.pathname, key.answers.map((a) => a.data)]);
    const hit = kept.get(id);
    if (hit && hit.until > now()) return hit.html;
    const html = render();
    kept.delete(id);
    kept.set(id, { html, until: now() + RENDERED_FRAME_TTL_MS });
    // Oldest first: a map keeps insertion order.
    while (kept.size > RENDERED_FRAMES_KEPT) kept.delete(kept.keys().next().value!);
    return html;
  };
}
