import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@vetnow/web-kit/api';
import { HttpResponse, admin, apiCalls, doctorUser, errorReply, handlerFor, owner, server } from '@vetnow/web-kit/testing';
import { answerLater, clearToasts, renderAuthPage, sentBodies } from '../testing/render-auth-page';
import { LoginPage } from './login-page';

// Typing into many fields is slow on a loaded machine; the default 5 s is too tight there.
jest.setTimeout(20_000);

afterEach(clearToasts);

const renderLogin = () => renderAuthPage('/login', <LoginPage />);
const roleGroup = () => screen.getByRole('group', { name: 'Login as' });

describe('LoginPage', () => {
  it('offers the four roles, Pet Owner first and chosen, Front Desk last', () => {
    renderLogin();
    const radios = within(roleGroup()).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['user', 'doctor', 'admin', 'staff']);
    expect(radios.map((r) => r.getAttribute('name'))).toEqual(['userType', 'userType', 'userType', 'userType']);
    expect(within(roleGroup()).getByRole('radio', { name: 'Front Desk' })).not.toBeChecked();
    expect(within(roleGroup()).getByRole('radio', { name: 'Pet Owner' })).toBeChecked();
    expect(within(roleGroup()).getByRole('radio', { name: 'Veterinarian' })).not.toBeChecked();
    expect(within(roleGroup()).getByRole('radio', { name: 'Admin' })).not.toBeChecked();
  });

  it('labels the identifier by role, links owners to /register and shows doctors the note', async () => {
    const user = userEvent.setup({ delay: null });
    renderLogin();
    const note = 'Doctor accounts are created by administrators.';

    expect(screen.getByLabelText(/^Email or Username/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register here' })).toHaveAttribute('href', '/register');
    expect(screen.queryByText(note)).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Veterinarian' }));
    expect(screen.getByLabelText(/^Email or Doctor ID/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Email or Username/)).not.toBeInTheDocument();
    expect(screen.getByText(note)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register here' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Admin' }));
    expect(screen.getByLabelText(/^Email or Username/)).toBeInTheDocument();
    expect(screen.queryByText(note)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register here' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Front Desk' }));
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('placeholder', 'you@example.com');
    expect(screen.queryByLabelText(/^Email or/)).not.toBeInTheDocument();
    expect(screen.getByText('Front-desk accounts are created by administrators.')).toBeInTheDocument();
    expect(screen.queryByText(note)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register here' })).not.toBeInTheDocument();
  });

  it('has a password field with a show/hide toggle', async () => {
    const user = userEvent.setup({ delay: null });
    renderLogin();
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('requires both fields on submit, with the contracts messages at the fields, and calls nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const identifier = screen.getByLabelText(/^Email or Username/);
    // react-hook-form validates asynchronously (the zod resolver): wait for the first message.
    await waitFor(() => expect(identifier).toHaveAttribute('aria-invalid', 'true'));
    expect(identifier).toHaveAccessibleDescription('Email or username is required');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Password is required');
    expect(identifier).toHaveFocus();
    expect(apiCalls).toEqual([]);
  });

  it.each([
    ['Pet Owner', 'user', '/dashboard', 'owner'],
    ['Veterinarian', 'doctor', '/doctor-dashboard', 'dr.perera@vetnow.lk'],
    ['Admin', 'admin', '/admin-dashboard', 'admin@vetnow.lk'],
    ['Front Desk', 'staff', '/front-desk', 'desk@vetnow.lk'],
  ] as const)('as %s: signs in, stores the session, toasts and goes to the role home', async (label, userType, home, id) => {
    const user = userEvent.setup({ delay: null });
    const accounts = { user: owner(), doctor: doctorUser(), admin: admin(), staff: owner({ _id: 's-1', email: 'desk@vetnow.lk', pets: [], role: 'staff' }) };
    const account = accounts[userType];
    const login = answerLater(API.auth.login);
    const { session, pathname } = renderLogin();

    await user.click(screen.getByRole('radio', { name: label }));
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), ` ${id} `);
    await user.type(screen.getByLabelText(/^Password/), 'secret pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    // Busy while the call runs.
    const busy = screen.getByRole('button', { name: /Signing in\.\.\./ });
    expect(busy).toBeDisabled();
    expect(sentBodies(API.auth.login)).toEqual([{ email: id, password: 'secret pass', userType }]);

    login.release({ token: 'tok.en.sig', user: account });
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(session.signIn).toHaveBeenCalledWith('tok.en.sig', userType, account);
    await waitFor(() => expect(pathname()).toBe(home));
  });

  it.each([
    [401, 'Invalid credentials', () => errorReply('AUTH_INVALID_CREDENTIALS')],
    [429, 'Too many sign-in attempts. Please try again later.', () => errorReply('AUTH_TOO_MANY_SIGN_IN_ATTEMPTS')],
    [500, 'Login failed', () => HttpResponse.json({}, { status: 500 })],
  ] as const)('on a %i toasts "%s" and stays on the form', async (_status, shown, reply) => {
    const user = userEvent.setup({ delay: null });
    server.use(handlerFor(API.auth.login, reply));
    const { session, pathname } = renderLogin();

    await user.type(screen.getByLabelText(/^Email or Username/), 'owner');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(session.signIn).not.toHaveBeenCalled();
    expect(pathname()).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('on a 403 (a deactivated account with the right password) keeps the server message in the form', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(handlerFor(API.auth.login, errorReply('AUTH_ACCOUNT_INACTIVE')));
    const { session, pathname } = renderLogin();

    await user.click(screen.getByRole('radio', { name: 'Veterinarian' }));
    await user.type(screen.getByLabelText(/^Email or Doctor ID/), 'dr.off@vetnow.lk');
    await user.type(screen.getByLabelText(/^Password/), 'doctor123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This account is inactive. Please contact the clinic.');
    expect(session.signIn).not.toHaveBeenCalled();
    expect(pathname()).toBe('/login');
    // Another role (or a new attempt) clears it.
    await user.click(screen.getByRole('radio', { name: 'Pet Owner' }));
    expect(screen.queryByText('This account is inactive. Please contact the clinic.')).not.toBeInTheDocument();
  });

  it('falls back to "Login failed" when the network is down', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(handlerFor(API.auth.login, () => HttpResponse.error()));
    renderLogin();
    await user.type(screen.getByLabelText(/^Email or Username/), 'owner');
    await user.type(screen.getByLabelText(/^Password/), 'owner123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });
});
