// Test harness for the account screens: the page under a memory router with the role homes as stub screens,
// a session whose signIn is recorded, the real Toaster, and a stubbed fetch answering the API calls
// (jsdom has no Response: the API client reads status, ok and text()).
import { jest } from '@jest/globals';
import { render } from '@testing-library/react';
import { useEffect, type ReactElement } from 'react';
import toast from 'react-hot-toast/headless';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { registerNavigate } from '@vetnow/web-kit/api-client';
import { createI18n, i18n } from '@vetnow/web-kit/i18n';
import { SessionContext, type Session } from '@vetnow/web-kit/session';
import { AppToaster } from '@vetnow/web-kit/toaster';

createI18n();

export const fetchMock = jest.fn<typeof fetch>();

export function jsonResponse(status: number, body: unknown): Response {
  return { status, ok: status >= 200 && status < 300, text: async () => JSON.stringify(body) } as Response;
}

/** The JSON bodies the stubbed fetch was called with, for `path`. */
export function sentBodies(path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === `/api${path}`)
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')) as unknown);
}

export function installFetch(): void {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
  localStorage.clear();
}

/** Removes toasts left by a test (react-hot-toast keeps them in a module-level store). */
export function clearToasts(): void {
  toast.remove();
}

export function signedOutSession(): Session & { signIn: jest.Mock<Session['signIn']> } {
  return {
    status: 'signed-out',
    user: null,
    userType: null,
    signIn: jest.fn<Session['signIn']>(),
    signOut: jest.fn(),
    refresh: jest.fn(async () => {}),
  };
}

export function renderAuthPage(path: string, page: ReactElement, session: Session = signedOutSession()) {
  const location = { pathname: path };
  function LocationProbe() {
    location.pathname = useLocation().pathname;
    const navigate = useNavigate();
    useEffect(() => {
      // As the shell's layout does: a 401 moves to /login through the router.
      registerNavigate((to, options) => void navigate(to, options));
      return () => registerNavigate(null);
    }, [navigate]);
    return null;
  }
  const result = render(
    <I18nextProvider i18n={i18n}>
      <SessionContext.Provider value={session}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path} element={page} />
            {['/dashboard', '/doctor-dashboard', '/admin-dashboard', '/login', '/register']
              .filter((p) => p !== path)
              .map((p) => (
                <Route key={p} path={p} element={<h1>{`screen ${p}`}</h1>} />
              ))}
          </Routes>
          <LocationProbe />
        </MemoryRouter>
        <AppToaster />
      </SessionContext.Provider>
    </I18nextProvider>,
  );
  return { ...result, session, pathname: () => location.pathname };
}
