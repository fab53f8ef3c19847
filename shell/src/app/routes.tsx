import { lazy, type ComponentType } from 'react';
import type { RouteObject } from '@vetnow/web-kit/router';
import { useSession } from '@vetnow/web-kit/session';
import { PublicOnly, RequireSession } from './guards';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';
import { RemotePage } from './remotes/remote-page';

const loadLanding = () => import('../features/landing/components/landing-page');
const LazyLandingPage = lazy(() => loadLanding().then((m) => ({ default: m.LandingPage })));
/** Set by {@link preloadLanding}: `/` renders it at once instead of suspending on the lazy chunk. */
let landingReady: ComponentType | undefined;

/**
 * Loads the landing page's chunk before the first render. On the pre-rendered `/` (ADR 0029) React replaces the
 * page's HTML with the same page: were it to suspend on the lazy chunk, a spinner would flash in between.
 */
export async function preloadLanding(): Promise<void> {
  landingReady = (await loadLanding()).LandingPage;
}

function LandingPage() {
  const Ready = landingReady;
  return Ready ? <Ready /> : <LazyLandingPage />;
}
const LoginPage = lazy(() => import('../features/auth/components/login-page').then((m) => ({ default: m.LoginPage })));
const UnsubscribePage = lazy(() =>
  import('../features/notifications/components/unsubscribe-page').then((m) => ({ default: m.UnsubscribePage })),
);
const RegisterPage = lazy(() =>
  import('../features/auth/components/register-page').then((m) => ({ default: m.RegisterPage })),
);

/** /profile: the owner's or the doctor's profile screen, by the session's userType. */
function ProfileRoute() {
  const { userType } = useSession();
  return userType === 'doctor' ? (
    <RemotePage remote="doctor" expose="profile-page" />
  ) : (
    <RemotePage remote="owner" expose="profile-page" />
  );
}

const owner = (expose: string) => (
  <RequireSession roles={['user']}>
    <RemotePage remote="owner" expose={expose} />
  </RequireSession>
);

/**
 * The spec's whole route table (§2). Owner screens are for userType `user` only: a doctor or admin opening
 * /dashboard, /doctors or the booking flow is signed in with the wrong role and goes to / (spec: wrong role → /).
 * /profile is for owners and doctors (the spec shows no admin profile, so an admin goes to /).
 */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/login', element: <PublicOnly><LoginPage /></PublicOnly> },
      { path: '/register', element: <PublicOnly><RegisterPage /></PublicOnly> },
      // An e-mail's unsubscribe link: for anyone holding it, signed in or not (issue 12).
      { path: '/unsubscribe', element: <UnsubscribePage /> },
      { path: '/dashboard', element: owner('dashboard-page') },
      { path: '/doctors', element: owner('doctors-page') },
      { path: '/book-appointment/:doctorId', element: owner('book-appointment-page') },
      { path: '/diagnosis-questionnaire', element: owner('diagnosis-questionnaire-page') },
      { path: '/payment', element: owner('payment-page') },
      { path: '/confirmation', element: owner('confirmation-page') },
      { path: '/appointments', element: owner('appointments-page') },
      {
        path: '/profile',
        element: (
          <RequireSession roles={['user', 'doctor']}>
            <ProfileRoute />
          </RequireSession>
        ),
      },
      {
        path: '/doctor-dashboard',
        element: (
          <RequireSession roles={['doctor']}>
            <RemotePage remote="doctor" expose="doctor-dashboard-page" />
          </RequireSession>
        ),
      },
      {
        path: '/admin-dashboard',
        element: (
          <RequireSession roles={['admin']}>
            <RemotePage remote="admin" expose="admin-dashboard-page" />
          </RequireSession>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
