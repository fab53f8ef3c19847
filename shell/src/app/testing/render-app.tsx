// Test harness: the real route table under a memory router, with a fixed session and a stub remote loader.
import { jest } from '@jest/globals';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation, useNavigate } from '@vetnow/web-kit/router';
import { API } from '@vetnow/web-kit/api';
import { createI18n, i18n } from '@vetnow/web-kit/i18n';
import { QueryProvider, createQueryClient } from '@vetnow/web-kit/query-client';
import { handlerFor, server } from '@vetnow/web-kit/testing';
import { SessionContext, type Session, type UserType } from '@vetnow/web-kit/session';
import '../i18n/shell-i18n';
import { RemoteLoaderContext, type RemoteLoader } from '../remotes/remote-page';
import { AppRoutes } from '../app';
import { ScreenFrameProvider, type ScreenFrameValue } from '../screen-frame/screen-frame';

createI18n();

export function fakeSession(status: Session['status'], userType: UserType | null = null): Session {
  const names = { user: 'Nimal Silva', doctor: 'Dr. Kamala Perera', admin: 'Site Admin', staff: 'Dilani Fernando' } as const;
  return {
    status,
    userType: status === 'signed-in' ? userType : null,
    user:
      status === 'signed-in' && userType
        ? { fullName: names[userType], email: `${userType}@vetnow.lk` }
        : null,
    signIn: jest.fn(),
    signOut: jest.fn(),
    refresh: jest.fn(async () => {}),
  };
}

/** A loader whose screens are headings naming the remote module, e.g. "owner/doctors-page". */
export function stubScreen(remote: string, expose: string): ComponentType {
  return function StubScreen() {
    return <h1>{`${remote}/${expose}`}</h1>;
  };
}

/** `screenFrame`: the frame the page was served with (ADR 0083), as start-app.tsx hands it to the app. */
export function renderApp(path: string, session: Session, load?: RemoteLoader, screenFrame: ScreenFrameValue | null = null) {
  const loader = load ?? (jest.fn(async (remote: string, expose: string) => stubScreen(remote, expose)) as RemoteLoader);
  const location: { pathname: string; navigate?: (to: string) => void } = { pathname: path };
  function LocationProbe() {
    location.pathname = useLocation().pathname;
    const navigate = useNavigate();
    location.navigate = (to) => void navigate(to);
    return null;
  }
  // A signed-in account's bell asks for its notifications: none, unless the test answers otherwise first.
  if (!server.listHandlers().some((h) => 'info' in h && (h.info as { path?: unknown }).path === '*/api/notifications')) {
    server.use(handlerFor(API.notify.list, { notifications: [], unreadCount: 0 }));
  }
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryProvider client={createQueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionContext.Provider value={session}>
        <RemoteLoaderContext.Provider value={{ load: loader, peek: () => undefined }}>
          <MemoryRouter initialEntries={[path]}>
            <ScreenFrameProvider frame={screenFrame}>
              <AppRoutes />
            </ScreenFrameProvider>
            <LocationProbe />
          </MemoryRouter>
        </RemoteLoaderContext.Provider>
      </SessionContext.Provider>
      </QueryProvider>
    </I18nextProvider>,
  );
  return { ...result, loader, pathname: () => location.pathname, navigate: (to: string) => location.navigate?.(to) };
}
