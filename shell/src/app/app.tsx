import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { i18n } from '@vetnow/web-kit/i18n';
import { SessionProvider } from '@vetnow/web-kit/session';
import { AppToaster } from '@vetnow/web-kit/toaster';
import { appRoutes } from './routes';
import './i18n/shell-i18n';

/** Providers around the router: i18n, the session (shared with the remotes through web-kit) and the one Toaster. */
export function AppRoutes() {
  return useRoutes(appRoutes);
}

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <SessionProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <AppToaster />
      </SessionProvider>
    </I18nextProvider>
  );
}
