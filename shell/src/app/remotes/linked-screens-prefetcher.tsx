import { useContext, useEffect } from 'react';
import { useLocation } from '@vetnow/web-kit/router';
import { SessionContext } from '@vetnow/web-kit/session';
import { whenPageSettled } from '../service-worker/register-service-worker';
import { prefetchLinkedScreens } from './prefetch-linked-screens';

/**
 * On each route of a signed-in tab, once its screen has settled (no loading state for a second, a press, or 10 s:
 * ADR 0092's rule), hints the files of the remote screens its links lead to (ADR 0094). Renders nothing.
 */
export function LinkedScreensPrefetcher() {
  const { pathname } = useLocation();
  const role = useContext(SessionContext)?.userType;
  useEffect(() => {
    if (!role) return;
    let left = false;
    void whenPageSettled(window, () => window.performance.now()).then(() => {
      if (!left) void prefetchLinkedScreens(document, role);
    });
    return () => {
      left = true;
    };
  }, [pathname, role]);
  return null;
}
