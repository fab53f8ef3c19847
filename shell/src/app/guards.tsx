import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@vetnow/web-kit/router';
import { homePathFor, useSession, type UserType } from '@vetnow/web-kit/session';
import { PageSpinner, Spinner } from '@vetnow/web-kit/ui/spinner';
import { useTranslation } from 'react-i18next';
import { REDIRECT_PARAM, loginPathFor, safeRedirectPath } from '../features/auth/redirect/safe-redirect';
import { ScreenFrame, useScreenFrame } from './screen-frame/screen-frame';

/**
 * Spec §2 access rules (convenience only: the server enforces roles).
 * - /login, /register: signed-out only; a signed-in account goes to the `?redirect=` page when it is a same-site
 *   path (so signing in on /login?redirect=… lands there whichever of the guard and the form navigates first),
 *   else to its dashboard.
 * - every other non-public route: signed-out → /login?redirect=<this page> (followed after sign-in when it is a
 *   same-site path); signed in with the wrong role → /.
 * - a spinner while the session loads — on the address the page was served for with a screen's frame, that frame
 *   (ADR 0083); when the restore got no answer (offline), it says so (ADR 0039).
 */
function SessionLoading({ reconnecting }: { reconnecting: boolean | undefined }) {
  const { t } = useTranslation('common');
  const frame = useScreenFrame();
  if (!reconnecting) return frame ? <ScreenFrame frame={frame} /> : <PageSpinner />;
  return (
    <div data-page-loading="" className="flex min-h-[40vh] flex-col items-center justify-center gap-3 p-8 text-center">
      <Spinner size="lg" label={t('session.reconnecting')} />
      {/* The body's own weight: offline, a Sinhala or Tamil font file of another weight may not be in the cache. */}
      <p className="text-xl text-slate-800" aria-hidden="true">
        {t('session.reconnecting')}
      </p>
      <p className="max-w-sm text-slate-600">{t('session.reconnectingHint')}</p>
    </div>
  );
}

export function PublicOnly({ children }: { children: ReactNode }) {
  const { status, userType, reconnecting } = useSession();
  const location = useLocation();
  if (status === 'loading') return <SessionLoading reconnecting={reconnecting} />;
  if (status === 'signed-in') {
    const back = safeRedirectPath(new URLSearchParams(location.search).get(REDIRECT_PARAM));
    return <Navigate to={back ?? homePathFor(userType)} replace />;
  }
  return children;
}

export function RequireSession({ roles, children }: { roles: readonly UserType[]; children: ReactNode }) {
  const { status, userType, reconnecting } = useSession();
  const location = useLocation();
  if (status === 'loading') return <SessionLoading reconnecting={reconnecting} />;
  if (status === 'signed-out') return <Navigate to={loginPathFor(location)} replace />;
  if (!userType || !roles.includes(userType)) return <Navigate to="/" replace />;
  return children;
}
