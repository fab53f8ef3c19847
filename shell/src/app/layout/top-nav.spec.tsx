import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSession, renderApp } from '../testing/render-app';

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

function navLinks() {
  return within(mainNav())
    .getAllByRole('link')
    .map((link) => [link.textContent?.trim(), link.getAttribute('href')]);
}

describe('top navigation (spec §2)', () => {
  it('shows the VetNow logo linking to / and no other links while the session loads', () => {
    renderApp('/not-found-here', fakeSession('loading'));
    expect(navLinks()).toEqual([['VetNow', '/']]);
    expect(within(mainNav()).getByRole('link', { name: 'VetNow home' })).toHaveAttribute('href', '/');
    expect(within(mainNav()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers Sign In and Register to signed-out visitors', () => {
    renderApp('/not-found-here', fakeSession('signed-out'));
    expect(navLinks()).toEqual([
      ['VetNow', '/'],
      ['Sign In', '/login'],
      ['Register', '/register'],
    ]);
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it('shows owners Dashboard, My Pets and Find Doctors, and an account menu labelled Pet Owner', async () => {
    const user = userEvent.setup();
    renderApp('/not-found-here', fakeSession('signed-in', 'user'));
    expect(navLinks()).toEqual([
      ['VetNow', '/'],
      ['Dashboard', '/dashboard'],
      ['My Pets', '/pets'],
      ['Find Doctors', '/doctors'],
    ]);
    const account = screen.getByRole('button', { name: 'Account menu for Nimal Silva' });
    expect(account).toHaveAttribute('aria-expanded', 'false');
    await user.click(account);
    expect(account).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(account.getAttribute('aria-controls')!)!;
    expect(within(menu).getByText('Nimal Silva')).toBeInTheDocument();
    expect(within(menu).getByText('user@vetnow.lk')).toBeInTheDocument();
    expect(within(menu).getByText('Pet Owner')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/profile');
  });

  it("marks My Pets as the current page on /pets and on a pet's record, Dashboard only on /dashboard itself", async () => {
    renderApp('/pets/pet-1', fakeSession('signed-in', 'user'));
    expect(await screen.findByRole('heading', { name: 'owner/pet-record-page' })).toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: 'My Pets' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('shows doctors one Dashboard link to /doctor-dashboard and the Doctor role label', async () => {
    const user = userEvent.setup();
    renderApp('/not-found-here', fakeSession('signed-in', 'doctor'));
    expect(navLinks()).toEqual([
      ['VetNow', '/'],
      ['Dashboard', '/doctor-dashboard'],
    ]);
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(screen.getByText('Doctor')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/profile');
  });

  it('shows admins Admin Dashboard, the Admin label and no profile link (no admin profile screen)', async () => {
    const user = userEvent.setup();
    renderApp('/not-found-here', fakeSession('signed-in', 'admin'));
    expect(navLinks()).toEqual([
      ['VetNow', '/'],
      ['Admin Dashboard', '/admin-dashboard'],
    ]);
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View Profile' })).not.toBeInTheDocument();
  });

  it('shows the front desk only Front Desk, the language choice, the bell and an account menu with Sign Out alone', async () => {
    const user = userEvent.setup();
    const session = fakeSession('signed-in', 'staff');
    const { pathname } = renderApp('/not-found-here', session);
    expect(navLinks()).toEqual([
      ['VetNow', '/'],
      ['Front Desk', '/front-desk'],
    ]);
    expect(await within(mainNav()).findByRole('button', { name: /Notifications/ })).toBeInTheDocument();
    const account = screen.getByRole('button', { name: 'Account menu for Dilani Fernando' });
    await user.click(account);
    const menu = document.getElementById(account.getAttribute('aria-controls')!)!;
    expect(within(menu).getByText('Front Desk')).toBeInTheDocument();
    expect(within(menu).getByText('staff@vetnow.lk')).toBeInTheDocument();
    expect(within(menu).queryAllByRole('link')).toEqual([]);
    await user.click(within(menu).getByRole('button', { name: 'Sign Out' }));
    expect(session.signOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(pathname()).toBe('/'));
  });

  it("gives the front desk the same one link and the language choice in the phone's Menu, current on /front-desk", async () => {
    const user = userEvent.setup();
    renderApp('/front-desk', fakeSession('signed-in', 'staff'));
    expect(await screen.findByRole('heading', { name: 'admin/front-desk-page' })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    await user.click(toggle);
    expect(list).not.toHaveClass('hidden');
    expect(within(list).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['Front Desk', '/front-desk']]);
    expect(within(list).getByRole('link', { name: 'Front Desk' })).toHaveAttribute('aria-current', 'page');
    expect(within(list).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    await user.click(within(list).getByRole('link', { name: 'Front Desk' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('Sign Out signs out and returns to /', async () => {
    const user = userEvent.setup();
    const session = fakeSession('signed-in', 'user');
    const { pathname } = renderApp('/not-found-here', session);
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(session.signOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(pathname()).toBe('/'));
  });

  it('closes the account menu with Escape and works from the keyboard', async () => {
    const user = userEvent.setup();
    renderApp('/not-found-here', fakeSession('signed-in', 'doctor'));
    const account = screen.getByRole('button', { name: /Account menu/ });
    account.focus();
    await user.keyboard('{Enter}');
    expect(account).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'View Profile' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(account).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'View Profile' })).not.toBeInTheDocument();
  });

  it('has a collapsible menu button controlling the link list (mobile)', async () => {
    const user = userEvent.setup();
    renderApp('/not-found-here', fakeSession('signed-out'));
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(list.tagName).toBe('UL');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(list).toHaveClass('hidden');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).not.toHaveClass('hidden');
    await user.click(within(list).getByRole('link', { name: 'Register' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('has a skip link to the main landmark, a banner and a footer', () => {
    renderApp('/not-found-here', fakeSession('signed-out'));
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
