import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, LANGUAGE_STORAGE_KEY, setLanguage } from '@vetnow/web-kit/i18n';
import { fakeSession, renderApp } from '../testing/render-app';
import { followLanguage, startLanguage } from './start-language';

followLanguage();

afterEach(async () => {
  await act(() => setLanguage('en'));
  localStorage.clear();
});

const switcher = () => screen.getByRole('combobox', { name: /^(Language|භාෂාව|மொழி)$/ });

describe('language switcher (issue 13)', () => {
  it('offers the three languages, each named in its own script, with the current one selected', () => {
    renderApp('/not-found-here', fakeSession('signed-out'));
    const select = switcher();
    expect(within(select).getAllByRole('option').map((o) => [o.textContent, o.getAttribute('value'), o.getAttribute('lang')])).toEqual([
      ['සිංහල', 'si', 'si'],
      ['தமிழ்', 'ta', 'ta'],
      ['English', 'en', 'en'],
    ]);
    expect(select).toHaveValue('en');
    // It sits in the main navigation (and so in the phone's collapsible menu).
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('combobox')).toBe(select);
  });

  it('switching to Sinhala translates the navigation, sets <html lang> and remembers the choice', async () => {
    const user = userEvent.setup();
    renderApp('/not-found-here', fakeSession('signed-out'));
    await user.selectOptions(switcher(), 'si');
    await waitFor(() => expect(document.documentElement.lang).toBe('si'));
    expect(screen.getByRole('link', { name: 'පිවිසෙන්න' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('heading', { name: 'පිටුව හමු නොවීය' })).toBeInTheDocument();
    expect(switcher()).toHaveValue('si');
    expect(screen.getByRole('combobox', { name: 'භාෂාව' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('si');

    await user.selectOptions(switcher(), 'ta');
    await waitFor(() => expect(document.documentElement.lang).toBe('ta'));
    expect(screen.getByRole('link', { name: 'உள்நுழையுங்கள்' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ta');

    await user.selectOptions(switcher(), 'en');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('keeps a half-filled form: nothing remounts and nothing navigates', async () => {
    const user = userEvent.setup();
    const { pathname } = renderApp('/register', fakeSession('signed-out'));
    const fullName = await screen.findByLabelText(/Full Name/i);
    await user.type(fullName, 'Nimal Silva');
    await user.selectOptions(switcher(), 'ta');
    await waitFor(() => expect(document.documentElement.lang).toBe('ta'));
    expect(pathname()).toBe('/register');
    const after = screen.getByDisplayValue('Nimal Silva');
    expect(after).toBe(fullName); // the same element: the form was not remounted
  });

  it('starts in the remembered language, its texts loaded before the first render', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'si');
    await expect(startLanguage()).resolves.toBe('si');
    expect(i18n.language).toBe('si');
    expect(document.documentElement.lang).toBe('si');
    renderApp('/not-found-here', fakeSession('signed-out'));
    // Synchronously in Sinhala: no English first.
    expect(screen.getByRole('link', { name: 'පිවිසෙන්න' })).toBeInTheDocument();
    expect(switcher()).toHaveValue('si');
  });

  it("a first visit follows navigator.languages when it prefers Tamil, without remembering it", async () => {
    const languages = jest_spyLanguages(['ta-LK', 'en-GB']);
    try {
      await expect(startLanguage()).resolves.toBe('ta');
      expect(document.documentElement.lang).toBe('ta');
      expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    } finally {
      languages.restore();
    }
  });
});

function jest_spyLanguages(value: string[]) {
  const original = Object.getOwnPropertyDescriptor(window.navigator, 'languages');
  Object.defineProperty(window.navigator, 'languages', { value, configurable: true });
  return {
    restore: () => {
      if (original) Object.defineProperty(window.navigator, 'languages', original);
      else delete (window.navigator as { languages?: unknown }).languages;
    },
  };
}
