/**
 * The pages a visitor may open first, as HTML rendered once at build time (issue 14, ADR 0030): the real components
 * of `/`, `/login` and `/register` — the shell's layout with its top navigation and the page — in English, for a
 * signed-out visitor, through `react-dom/server`. shell/scripts/prerender.mjs bundles this file for Node and writes
 * what it returns into `dist/landing.html`, `dist/login.html` and `dist/register.html`, which the gateway serves for
 * those paths.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Route, Routes } from '@vetnow/web-kit/router';
// Build-time only (a Node bundle without Module Federation): the same react-router module web-kit/router re-exports.
// eslint-disable-next-line no-restricted-imports
import { StaticRouter } from 'react-router';
import { createI18n, LANGUAGES, preloadLanguage } from '@vetnow/web-kit/i18n';
import { QueryProvider, createQueryClient } from '@vetnow/web-kit/query-client';
import { SessionContext, type Session } from '@vetnow/web-kit/session';
import { AppLayout } from '../app/layout/app-layout';
import { SHELL_NAMESPACE } from '../app/i18n/shell-i18n';
import { LoginPage } from '../features/auth/components/login-page';
import { RegisterPage } from '../features/auth/components/register-page';
import { LandingPage } from '../features/landing/components/landing-page';
import { OfflineSection } from '../features/offline/offline-page';
import { REMOTE_SCREENS } from '../app/remotes/remote-screens';

/** The pre-rendered pages by path (the shell's route table says the same: app/routes.tsx). */
export const PRERENDERED_PAGES = { '/': LandingPage, '/login': LoginPage, '/register': RegisterPage } as const;
export type PrerenderedPath = keyof typeof PRERENDERED_PAGES;

const SIGNED_OUT: Session = {
  status: 'signed-out',
  user: null,
  userType: null,
  signIn: () => undefined,
  signOut: () => undefined,
  refresh: async () => undefined,
};

/** The shell's layout at `location` with `page` in its main landmark (at `path`), for a session in `session`'s state. */
function renderLayout(session: Session, location: string, path: string, page: ReactNode): string {
  const i18n = createI18n();
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryProvider client={createQueryClient()}>
        <SessionContext.Provider value={session}>
          <StaticRouter location={location}>
            <Routes>
              <Route element={<AppLayout />}>
                <Route path={path} element={page} />
              </Route>
            </Routes>
          </StaticRouter>
        </SessionContext.Provider>
      </QueryProvider>
    </I18nextProvider>,
  );
}

/** The markup of `#root` on `path`. */
export function renderPage(path: PrerenderedPath): string {
  const Page = PRERENDERED_PAGES[path];
  return renderLayout(SIGNED_OUT, path, path, <Page />);
}

/** Where the gateway puts a remote screen's frame in dist/screen.html (ADR 0083). */
export const SCREEN_FRAME_SLOT = '<div data-screen-frame-slot=""></div>';

/**
 * `#root` of the page a remote screen's frame is served in (dist/screen.html, ADR 0083): the shell's layout as the app
 * first renders it on a signed-in route — the session still restoring, so the top navigation has no links yet — with
 * {@link SCREEN_FRAME_SLOT} in the main landmark.
 */
export function renderScreenLayout(): string {
  return renderLayout({ ...SIGNED_OUT, status: 'loading' }, '/screen', '*', <div data-screen-frame-slot="" />);
}

/** A route whose page may carry its screen's frame (dist/screen-frames.json): the one role it is for, its screen. */
export interface ScreenFrameRoute {
  pattern: string;
  role: string;
  remote: string;
  expose: string;
}

/**
 * The remote routes with one screen (one role may open them), from the route table: the gateway serves such a route
 * with its screen's frame when the remote made one. `/profile` (an owner's or a doctor's) has none.
 */
export function screenFrameRoutes(): ScreenFrameRoute[] {
  return Object.entries(REMOTE_SCREENS).flatMap(([pattern, byRole]) => {
    const screens = Object.entries(byRole);
    if (screens.length !== 1) return [];
    const [role, screen] = screens[0]!;
    return [{ pattern, role, remote: screen.remote, expose: screen.expose }];
  });
}

/**
 * The offline page's body (issue 40, ADR 0065): its text in each of the site's languages, English shown, the others
 * `hidden` until the page's script shows the visitor's; and its title in English.
 */
export async function renderOfflinePage(): Promise<{ body: string; title: string }> {
  const i18n = createI18n();
  for (const language of LANGUAGES) await preloadLanguage(language);
  const body = LANGUAGES.map((language) =>
    renderToStaticMarkup(<OfflineSection language={language} t={i18n.getFixedT(language, SHELL_NAMESPACE)} />),
  ).join('');
  return { body, title: i18n.getFixedT('en', SHELL_NAMESPACE)('offline.pageTitle') };
}
