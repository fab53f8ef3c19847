import { useContext, useEffect, useRef } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, useRoutes } from '@vetnow/web-kit/router';
import { i18n } from '@vetnow/web-kit/i18n';
import { QueryProvider, createQueryClient, useQueryClient } from '@vetnow/web-kit/query-client';
import { SessionContext, SessionProvider } from '@vetnow/web-kit/session';
import { AppToaster } from '@vetnow/web-kit/toaster';
import { LanguageFollowsAccount } from './language/language-follows-account';
import { LinkedScreensPrefetcher } from './remotes/linked-screens-prefetcher';
import { appRoutes } from './routes';
import { NewVersionNotice } from './service-worker/new-version-notice';
import { ScreenFrameProvider, type ScreenFrameValue } from './screen-frame/screen-frame';
import './i18n/shell-i18n';
import './remotes/shared-contracts';

/** Providers around the router: i18n, the session (shared with the remotes through web-kit) and the one Toaster. */
export function AppRoutes() {
  return useRoutes(appRoutes);
}

/** The site's one QueryClient: the remotes read it through the shared @tanstack/react-query (ADR 0018). */
export const queryClient = createQueryClient();

/** Another account's cached answers never show: the cache is emptied when the signed-in account changes. */
export function ClearCacheOnAccountChange() {
  const session = useContext(SessionContext);
  const client = useQueryClient();
  const account = session?.status === 'loading' ? undefined : `${session?.userType ?? ''}:${session?.user?.email ?? ''}`;
  const previous = useRef(account);
  useEffect(() => {
    if (account === undefined) return;
    if (previous.current !== undefined && previous.current !== account) client.clear();
    previous.current = account;
  }, [account, client]);
  return null;
}

/** `screenFrame`: the remote screen's frame the page was served with, if main.js kept it (ADR 0083). */
export function App({ screenFrame = null }: { screenFrame?: ScreenFrameValue | null }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryProvider client={queryClient}>
        <SessionProvider>
          <ClearCacheOnAccountChange />
          <LanguageFollowsAccount />
          <BrowserRouter>
            <ScreenFrameProvider frame={screenFrame}>
              <AppRoutes />
            </ScreenFrameProvider>
            <LinkedScreensPrefetcher />
          </BrowserRouter>
          <AppToaster />
          <NewVersionNotice />
        </SessionProvider>
      </QueryProvider>
    </I18nextProvider>
  );
}
