import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from '@vetnow/web-kit/router';
import { registerNavigate } from '@vetnow/web-kit/api';
import { PageSpinner } from '@vetnow/web-kit/ui/spinner';
import { TopNav } from './top-nav';

/** Skip link, top navigation, the main landmark (routes render here) and the footer. */
export function AppLayout() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname } = useLocation();

  // A 401 anywhere moves to /login through the router, without a page reload.
  useEffect(() => {
    registerNavigate((to, options) => void navigate(to, options));
    return () => registerNavigate(null);
  }, [navigate]);

  return (
    // The footer waits for the screen: not shown while anything is marked data-page-loading (the page spinner of a
    // remote screen or the session; a screen's skeleton list), so it appears under the screen instead of jumping
    // down from under the spinner (issue 14: that jump was all of /doctors' CLS).
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900 [&:has([data-page-loading])>footer]:hidden">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t('skipToContent')}
      </a>
      <TopNav />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      {/* The landing page brings its own full site footer. */}
      {pathname !== '/' && (
        <footer className="border-t border-slate-200 bg-white px-4 py-6 text-center text-sm text-slate-600">
          {t('footer.text')}
        </footer>
      )}
    </div>
  );
}
