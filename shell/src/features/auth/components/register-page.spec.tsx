import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@vetnow/web-kit/api';
import { HttpResponse, apiCalls, errorReply, handlerFor, owner, server } from '@vetnow/web-kit/testing';
import { answerLater, clearToasts, renderAuthPage, sentBodies } from '../testing/render-auth-page';
import { RegisterPage } from './register-page';

// Typing into many fields is slow on a loaded machine; the default 5 s is too tight there.
jest.setTimeout(20_000);

afterEach(clearToasts);

const renderRegister = () => renderAuthPage('/register', <RegisterPage />);
const field = (label: RegExp) => screen.getByLabelText(label);
const FIELDS = {
  username: /^Username/,
  email: /^Email/,
  fullName: /^Full name/,
  contactNumber: /^Contact number/,
  street: /^Street address/,
  city: /^City/,
  password: /^Password/,
  confirmPassword: /^Confirm password/,
};

async function fill(values: Partial<Record<keyof typeof FIELDS, string>>) {
  const user = userEvent.setup({ delay: null });
  for (const [name, value] of Object.entries(values)) {
    const input = field(FIELDS[name as keyof typeof FIELDS]);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  return user;
}

const VALID = {
  username: 'nimal.s',
  email: 'Nimal@Example.lk',
  fullName: ' Nimal Silva ',
  contactNumber: '0771234567',
  street: '5 Main Street',
  city: 'Battaramulla',
  password: 'lotus-pond-7',
  confirmPassword: 'lotus-pond-7',
};

describe('RegisterPage', () => {
  it('has every field of the spec, a fixed read-only Battaramulla location and two password toggles', () => {
    renderRegister();
    for (const label of Object.values(FIELDS)) expect(field(label)).toBeInTheDocument();
    const location = screen.getByRole('textbox', { name: /^Service location/ });
    expect(location).toHaveValue('Battaramulla');
    expect(location).toHaveAttribute('readonly');
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
  });

  it('checks every rule on submit and shows each exact message at its field', async () => {
    renderRegister();
    const user = await fill({ username: 'ab', email: 'not-an-email', password: '12345', confirmPassword: '54321' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    // react-hook-form validates asynchronously (the zod resolver): wait for the first message.
    await waitFor(() => expect(field(FIELDS.username)).toHaveAccessibleDescription('Username must be at least 3 characters'));
    const expected: Array<[RegExp, string]> = [
      [FIELDS.username, 'Username must be at least 3 characters'],
      [FIELDS.email, 'Please enter a valid email address'],
      [FIELDS.fullName, 'Full name is required'],
      [FIELDS.contactNumber, 'Contact number is required'],
      [FIELDS.password, 'Password must be at least 8 characters'],
      [FIELDS.confirmPassword, 'Passwords do not match'],
    ];
    for (const [label, message] of expected) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(message);
    }
    expect(field(FIELDS.street)).not.toHaveAttribute('aria-invalid');
    expect(field(FIELDS.city)).not.toHaveAttribute('aria-invalid');
    expect(field(FIELDS.username)).toHaveFocus();
    expect(apiCalls).toEqual([]);
  });

  it('refuses 7 characters and a password equal to the username or email at the password field (issue 10)', async () => {
    renderRegister();
    const user = await fill({ ...VALID, username: 'nimal.silva', password: 'abc-567', confirmPassword: 'abc-567' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(field(FIELDS.password)).toHaveAccessibleDescription('Password must be at least 8 characters'));
    for (const same of ['NIMAL.Silva', 'nimal@example.LK']) {
      await fill({ password: same, confirmPassword: same });
      await user.click(screen.getByRole('button', { name: 'Create Account' }));
      await waitFor(() => expect(field(FIELDS.password)).toHaveAccessibleDescription('Password must not be the same as your email or username'));
    }
    expect(apiCalls).toEqual([]);
  });

  it("shows the server's 'This password is too common' at the password field", async () => {
    server.use(
      handlerFor(API.auth.register, errorReply('AUTH_PASSWORD_TOO_COMMON', { errors: [{ path: 'password', message: 'This password is too common' }] })),
    );
    const { session } = renderRegister();
    const user = await fill(VALID);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(field(FIELDS.password)).toHaveAccessibleDescription('This password is too common'));
    expect(field(FIELDS.password)).toHaveFocus();
    expect(session.signIn).not.toHaveBeenCalled();
  });

  it('treats whitespace-only names as missing and focuses the first invalid field', async () => {
    renderRegister();
    const user = await fill({ ...VALID, fullName: '   ', contactNumber: '  ' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(field(FIELDS.fullName)).toHaveAccessibleDescription('Full name is required'));
    expect(field(FIELDS.contactNumber)).toHaveAccessibleDescription('Contact number is required');
    expect(field(FIELDS.username)).not.toHaveAttribute('aria-invalid');
    expect(field(FIELDS.fullName)).toHaveFocus();
  });

  it('refuses a contact number that is not a Sri Lankan phone number, at the field, without a request', async () => {
    renderRegister();
    const user = await fill({ ...VALID, contactNumber: 'hello' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(field(FIELDS.contactNumber)).toHaveAccessibleDescription('Please enter a valid Sri Lankan phone number'));
    expect(field(FIELDS.contactNumber)).toHaveFocus();
    expect(apiCalls).toEqual([]);
  });

  it('registers, signs in, toasts and goes to /dashboard', async () => {
    const account = owner({ username: 'nimal.s', email: 'nimal@example.lk', fullName: 'Nimal Silva' });
    const register = answerLater(API.auth.register);
    const { session, pathname } = renderRegister();
    const user = await fill(VALID);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(screen.getByRole('button', { name: /Creating account\.\.\./ })).toBeDisabled();
    expect(sentBodies(API.auth.register)).toEqual([
      {
        username: 'nimal.s',
        email: 'nimal@example.lk',
        password: 'lotus-pond-7',
        fullName: 'Nimal Silva',
        contactNumber: '+94771234567', // '0771234567' in E.164
        address: { street: '5 Main Street', city: 'Battaramulla', location: 'Battaramulla' },
        language: 'en', // the account starts in the language the visitor registered in (issue 13)
      },
    ]);

    register.release({ token: 'tok.en.sig', user: account });
    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
    expect(session.signIn).toHaveBeenCalledWith('tok.en.sig', 'user', account);
    await waitFor(() => expect(pathname()).toBe('/dashboard'));
  });

  it.each([
    ['Username is already taken', 'AUTH_USERNAME_TAKEN', FIELDS.username],
    ['Email is already registered', 'AUTH_EMAIL_TAKEN', FIELDS.email],
  ] as const)('shows the 409 "%s" at the field its code names', async (message, code, label) => {
    server.use(handlerFor(API.auth.register, errorReply(code)));
    const { session } = renderRegister();
    const user = await fill(VALID);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(field(label)).toHaveAccessibleDescription(message));
    expect(field(label)).toHaveFocus();
    expect(session.signIn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it('shows server validation errors at their fields', async () => {
    server.use(
      handlerFor(API.auth.register, errorReply('VALIDATION_FAILED', { errors: [{ path: 'address.city', message: 'This field is too long' }] })),
    );
    renderRegister();
    const user = await fill(VALID);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(field(FIELDS.city)).toHaveAccessibleDescription('This field is too long'));
  });

  it.each([
    ['the server message', 503, { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'The service is temporarily unavailable. Please try again later.' }, 'The service is temporarily unavailable. Please try again later.'],
    ['"Registration failed" without one', 500, {}, 'Registration failed'],
  ] as const)('toasts %s for other failures', async (_what, status, body, shown) => {
    server.use(handlerFor(API.auth.register, () => HttpResponse.json(body, { status })));
    const { session } = renderRegister();
    const user = await fill(VALID);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(session.signIn).not.toHaveBeenCalled();
  });

  it('links to /login', () => {
    renderRegister();
    expect(screen.getByRole('link', { name: 'Sign in here' })).toHaveAttribute('href', '/login');
  });
});
