// Test harness for the account screens: the page under a memory router with the role homes as stub screens,
// a session whose signIn is recorded and the real Toaster. The API is web-kit's MSW server (handlers built from
// the contracts, see @vetnow/web-kit/testing).
import { jest } from '@jest/globals';
import { render } from '@testing-library/react';
import { useEffect, type ReactElement } from 'react';
import toast from 'react-hot-toast/headless';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from '@vetnow/web-kit/router';
import type { RouteContract, RouteResponse } from '@vetnow/web-kit/api';
import { registerNavigate } from '@vetnow/web-kit/api';
import { createI18n, i18n } from '@vetnow/web-kit/i18n';
import { SessionContext, type Session } from '@vetnow/web-kit/session';
import { AppToaster } from '@vetnow/web-kit/toaster';
import { callsTo, handlerFor, server } from '@vetnow/web-kit/testing';

createI18n();

/** The JSON bodies sent to `contract`'s route. */
export function sentBodies(contract: RouteContract): unknown[] {
  return callsTo(contract).map((call) => call.body);
}

/**
 * Answers `contract` only when the test says so: `release(body)` sends the answer (to look at the busy state
 * while the call runs).
 */
export function answerLater<C extends RouteContract>(contract: C): { release: (answer: RouteResponse<C>) => void } {
  let release!: (answer: RouteResponse<C>) => void;
  const answer = new Promise<RouteResponse<C>>((resolve) => (release = resolve));
  server.use(handlerFor(contract, () => answer));
  return { release: (body) => release(body) };
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

/** The page at `path`, opened at `entry` (a path with a query, e.g. `/claim?token=…`; `path` itself by default). */
export function renderAuthPage(path: string, page: ReactElement, session: Session = signedOutSession(), entry: string = path) {
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
        <MemoryRouter initialEntries={[entry]}>
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
