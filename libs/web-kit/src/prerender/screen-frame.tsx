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
import { createI18n } from '@vetnow/web-kit/i18n';
import { QueryProvider, createQueryClient } from '@vetnow/web-kit/query-client';
import { Route, Routes } from '@vetnow/web-kit/router';
import { SessionContext, type Session, type UserType } from '@vetnow/web-kit/session';
import { RemoteScope } from '@vetnow/web-kit/ui/remote-scope';

/** The id prefix of a frame's elements: never the same ids as the shell's page around it. */
export const FRAME_ID_PREFIX = 'frame-';

/** A screen a remote pre-renders: its component and the role whose session it renders for. */
export interface ScreenFrameSource {
  Screen: ComponentType;
  role: UserType;
}

/**
 * The markup of `Screen` as the shell first shows it — inside the remote's scope (`container`), English, signed in as
 * `role` with no account details yet, every query pending — so what the frame shows is the screen's own loading
 * state: its heading, its fields and its skeleton.
 */
export function renderScreenFrame(container: string, { Screen, role }: ScreenFrameSource): string {
  const i18n = createI18n();
  const session: Session = {
    status: 'signed-in',
    user: null,
    userType: role,
    signIn: () => undefined,
    signOut: () => undefined,
    refresh: async () => undefined,
  };
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryProvider client={createQueryClient()}>
        <SessionContext.Provider value={session}>
          <StaticRouter location="/">
            <Routes>
              <Route
                path="*"
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

/** Every listed screen's frame, by exposed module name. */
export function renderScreenFrames(container: string, sources: Readonly<Record<string, ScreenFrameSource>>): Record<string, string> {
  return Object.fromEntries(Object.entries(sources).map(([expose, source]) => [expose, renderScreenFrame(container, source)]));
}
