import { beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Navigate, Route, Routes, useLocation, useNavigate } from '@vetnow/web-kit/router';
import { API } from './api';
import { createI18n } from './i18n';
import { SessionProvider, useSession } from './session';
import { callsTo, handlerFor, server } from './testing';

createI18n();

// A signed-in account signs out from a guarded page and the caller navigates to / in the same click (as the
// top navigation's Sign Out does). react-router applies its location change in a transition: the session's
// sign-out must land in the same render, or the guard sees "signed out on a private page" first and
// redirects to /login instead.

function RequireSignedIn({ children }: { children: ReactNode }) {
  const { status } = useSession();
  return status === 'signed-out' ? <Navigate to="/login" replace /> : children;
}

function SignOutButton() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return (
    <button
      onClick={() => {
        signOut();
        void navigate('/');
      }}
    >
      Sign Out
    </button>
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

beforeEach(() => {
  localStorage.clear();
  server.use(handlerFor(API.auth.logout, undefined));
});

function SignIn() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  return (
    <button
      onClick={() => {
        signIn('a.b.c', 'user', { fullName: 'Sam Silva', email: 'sam@example.lk' });
        void navigate('/dashboard');
      }}
    >
      Sign In
    </button>
  );
}

describe('signOut then navigate', () => {
  it('ends on the navigation target, not on the guard redirect', async () => {
    render(
      <SessionProvider>
        <MemoryRouter initialEntries={['/login']}>
          <Routes>
            <Route path="/" element={<h1>Home</h1>} />
            <Route path="/login" element={<SignIn />} />
            <Route
              path="/dashboard"
              element={
                <RequireSignedIn>
                  <h1>Dashboard</h1>
                  <SignOutButton />
                </RequireSignedIn>
              }
            />
          </Routes>
          <Where />
        </MemoryRouter>
      </SessionProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    await waitFor(() => expect(callsTo(API.auth.logout)).toHaveLength(1)); // the server ends the session too
  });
});
