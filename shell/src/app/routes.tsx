import { lazy, type ComponentType } from 'react';
import type { RouteObject } from '@vetnow/web-kit/router';
import { useSession } from '@vetnow/web-kit/session';
import { PublicOnly, RequireSession } from './guards';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';
import { RemotePage } from './remotes/remote-page';
import { REMOTE_SCREENS, remoteRoles } from './remotes/remote-screens';

/**
 * A lazy page whose chunk can be loaded before the first render. On a pre-rendered page (`/`, `/login`, `/register`;
 * ADR 0030) React replaces the page's HTML with the same page: were it to suspend on the lazy chunk, a spinner would
 * flash in between. `preload()` loads the chunk; from then on `Page` renders it at once.
 */
function preloadablePage(load: () => Promise<ComponentType>) {
  const Lazy = lazy(() => load().then((page) => ({ default: page })));
  let ready: ComponentType | undefined;
  return {
    Page: function PreloadablePage() {
      const Ready = ready;
      return Ready ? <Ready /> : <Lazy />;
    },
    preload: async () => {
      ready = await load();
    },
  };
}

const landing = preloadablePage(() => import('../features/landing/components/landing-page').then((m) => m.LandingPage));
const login = preloadablePage(() => import('../features/auth/components/login-page').then((m) => m.LoginPage));
const register = preloadablePage(() => import('../features/auth/components/register-page').then((m) => m.RegisterPage));
const LandingPage = landing.Page;
const LoginPage = login.Page;
const RegisterPage = register.Page;

/** The pages the build pre-renders, by path (shell/scripts/prerender.mjs writes one HTML file for each). */
const PRERENDERED: Record<string, () => Promise<void>> = { '/': landing.preload, '/login': login.preload, '/register': register.preload };

/** Loads the chunk of the pre-rendered page at `pathname` (nothing for another path). */
export async function preloadPrerenderedPage(pathname: string): Promise<void> {
  await PRERENDERED[pathname]?.();
}

const ClaimPage = lazy(() => import('../features/auth/components/claim-page').then((m) => ({ default: m.ClaimPage })));

const UnsubscribePage = lazy(() =>
  import('../features/notifications/components/unsubscribe-page').then((m) => ({ default: m.UnsubscribePage })),
);

/** The remote screen of `pattern` for the signed-in role (RequireSession has checked the role). */
function RemoteScreenOf({ pattern }: { pattern: string }) {
  const { userType } = useSession();
  const screen = userType ? REMOTE_SCREENS[pattern]?.[userType] : undefined;
  return screen ? <RemotePage remote={screen.remote} expose={screen.expose} /> : null;
}

/** A route a remote provides (REMOTE_SCREENS, which also tells index.ts what to start fetching early). */
const remoteRoute = (pattern: string): RouteObject => ({
  path: pattern,
  element: (
    <RequireSession roles={remoteRoles(pattern)}>
      <RemoteScreenOf pattern={pattern} />
    </RequireSession>
  ),
});

/**
 * The spec's whole route table (§2). Owner screens are for userType `user` only: a doctor or admin opening
 * /dashboard, /doctors or the booking flow is signed in with the wrong role and goes to / (spec: wrong role → /).
 * /profile is for owners and doctors (the spec shows no admin profile, so an admin goes to /). /front-desk is the
 * front desk's (role staff, issue 39) and its only screen: staff opening any other signed-in route go to / too.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/login', element: <PublicOnly><LoginPage /></PublicOnly> },
      { path: '/register', element: <PublicOnly><RegisterPage /></PublicOnly> },
      // The SMS link of an account the front desk made (issue 39): public, so a visitor signed in to another
      // account on this device still sees it (the page says so). Not pre-rendered: it shows whose account it is.
      { path: '/claim', element: <ClaimPage /> },
      // An e-mail's unsubscribe link: for anyone holding it, signed in or not (issue 12).
      { path: '/unsubscribe', element: <UnsubscribePage /> },
      ...Object.keys(REMOTE_SCREENS).map(remoteRoute),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
