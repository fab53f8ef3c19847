/**
 * A remote screen's frame (issue 40, ADR 0083): the screen's first render, before its data, as HTML made at build
 * time. Each remote's build renders the screens it lists (`src/prerender/frames.tsx`) through
 * `@vetnow/web-build/prerender-frames`; the gateway serves a route's frame inside the shell's page, so the screen's
 * heading and its skeleton paint from the first response instead of after the shell, the federation runtime and the
 * remote have loaded and run. The shell shows the same markup until the remote's own screen replaces it.
 *
 * Build time only (Node, react-dom/server): this entry is never shared by Module Federation nor loaded by a browser.
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
// Build-time only (a Node bundle without Module Federation): the same react-router module web-kit/router re-exports.
// eslint-disable-next-line no-restricted-imports
import { StaticRouter } from 'react-router';
import type { RouteContract, ServedAnswer, ServedRead } from '@vetnow/contracts/api';
import { createI18n } from '@vetnow/web-kit/i18n';
import { apiQueryKey, seedServedAnswers } from '@vetnow/web-kit/queries';
import { QueryProvider, createQueryClient, type QueryClient } from '@vetnow/web-kit/query-client';
import { Route, Routes } from '@vetnow/web-kit/router';
import { SessionContext, type Session, type SessionUser, type UserType } from '@vetnow/web-kit/session';
import { RemoteScope } from '@vetnow/web-kit/ui/remote-scope';

/** The id prefix of a frame's elements: never the same ids as the shell's page around it. */
export const FRAME_ID_PREFIX = 'frame-';

/** A public read a frame may be rendered with (ADR 0096): the contract and its input. */
export interface FrameRead {
  route: RouteContract;
  params?: Record<string, string>;
  query?: Record<string, string>;
}

/**
 * A screen a remote pre-renders: its component and the role whose session it renders for; and, for a frame the
 * gateway renders again with its data at request time (ADR 0096), the public reads its first render shows, from the
 * route's params. Such a frame carries its module's whole stylesheet: what the data renders (an avatar's colour, a
 * badge) is not known at build time.
 */
export interface ScreenFrameSource {
  Screen: ComponentType;
  role: UserType;
  reads?: (params: Readonly<Record<string, string>>, visitor: FrameVisitor) => FrameRead[];
  /** The read whose answer is the signed-in account as the frame's session holds it (a doctor's public profile). */
  signedInAs?: RouteContract;
}

/** What the request tells of the visitor (cookies, never a credential): a signed-in doctor's public id. */
export interface FrameVisitor {
  doctor?: string;
}

/** Where a frame is rendered with data: the page's path, the route's pattern and the answers of its reads. */
export interface FrameAt {
  pathname: string;
  pattern: string;
  answers: readonly ServedAnswer[];
}

/**
 * The markup of `Screen` as the shell first shows it — inside the remote's scope (`container`), English, signed in as
 * `role` with no account details yet, every query pending — so what the frame shows is the screen's own loading
 * state: its heading, its fields and its skeleton.
 */
export function renderScreenFrame(
  container: string,
  { Screen, role, signedInAs }: ScreenFrameSource,
  at?: FrameAt,
): string {
  const i18n = createI18n();
  const client = createQueryClient();
  if (at) seedServedAnswers(client, at.answers);
  const session: Session = {
    status: 'signed-in',
    user: signedInAs && at ? signedInAccount(client, signedInAs, at.answers, role) : null,
    userType: role,
    signIn: () => undefined,
    signOut: () => undefined,
    refresh: async () => undefined,
  };
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryProvider client={client}>
        <SessionContext.Provider value={session}>
          <StaticRouter location={at?.pathname ?? '/'}>
            <Routes>
              <Route
                path={at?.pattern ?? '*'}
                element={
                  <RemoteScope name={container}>
                    <Screen />
                  </RemoteScope>
                }
              />
            </Routes>
          </StaticRouter>
        </SessionContext.Provider>
      </QueryProvider>
    </I18nextProvider>,
    { identifierPrefix: FRAME_ID_PREFIX },
  );
}

/** The answer of `contract` among `answers` as the cache took it (parsed by its contract): the session's account. */
function signedInAccount(
  client: QueryClient,
  contract: RouteContract,
  answers: readonly ServedAnswer[],
  role: UserType,
): SessionUser | null {
  const answer = answers.find((a) => a.route === contract.name);
  type Account = { fullName?: unknown; email?: unknown };
  const data = answer && client.getQueryData<Account>(apiQueryKey(contract, answer as never));
  if (typeof data?.fullName !== 'string' || typeof data.email !== 'string') return null;
  return { ...data, fullName: data.fullName, email: data.email, userType: role };
}

/**
 * What a remote's build keeps for the gateway (`dist/frames/render/`, ADR 0096): the reads a listed screen's frame
 * shows for a route's params, and the frame rendered with their answers. Screens without reads have none.
 */
export function frameRenderer(container: string, sources: Readonly<Record<string, ScreenFrameSource>>) {
  return {
    /** As the gateway takes them: each contract by name. */
    frameReads(expose: string, params: Readonly<Record<string, string>>, visitor: FrameVisitor = {}): ServedRead[] {
      const source = Object.hasOwn(sources, expose) ? sources[expose] : undefined;
      const reads = source?.reads?.(params, visitor) ?? [];
      return reads.map(({ route, params: p, query }) => ({ route: route.name, params: p, query }));
    },
    renderFrameAt(expose: string, at: FrameAt): string {
      const source = Object.hasOwn(sources, expose) ? sources[expose] : undefined;
      if (!source) throw new Error(`no frame for ${expose}`);
      return renderScreenFrame(container, source, at);
    },
    /** The screens whose frames have reads: the build keeps this bundle for them. */
    screensWithReads(): string[] {
      return Object.entries(sources).flatMap(([expose, source]) => (source.reads ? [expose] : []));
    },
  };
}

/** Every listed screen's frame, by exposed module name. */
export function renderScreenFrames(container: string, sources: Readonly<Record<string, ScreenFrameSource>>): Record<string, string> {
  return Object.fromEntries(Object.entries(sources).map(([expose, source]) => [expose, renderScreenFrame(container, source)]));
}
