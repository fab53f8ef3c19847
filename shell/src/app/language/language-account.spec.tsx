import { afterEach, describe, expect, it } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@vetnow/web-kit/api';
import { i18n, LANGUAGE_STORAGE_KEY, setLanguage } from '@vetnow/web-kit/i18n';
import { SessionContext, type Session } from '@vetnow/web-kit/session';
import { apiCalls, callsTo, errorReply, handlerFor, server } from '@vetnow/web-kit/testing';
import { fakeSession, renderApp } from '../testing/render-app';
import { LanguageFollowsAccount } from './language-follows-account';
import { followLanguage } from './start-language';

followLanguage();

afterEach(async () => {
  await act(() => setLanguage('en'));
  localStorage.clear();
});

const switcher = () => screen.getByRole('combobox', { name: /^(Language|භාෂාව|மொழி)$/ });

function signedIn(language?: string, email = 'user@vetnow.lk'): Session {
  const session = fakeSession('signed-in', 'user');
  return { ...session, user: { ...session.user!, email, ...(language ? { language } : {}) } };
}

describe('the language of a signed-in account (issue 13)', () => {
  it('switching while signed in saves the choice on the account (PUT /auth/language)', async () => {
    server.use(handlerFor(API.auth.setLanguage, ({ body }) => ({ language: (body as { language: 'en' | 'si' | 'ta' }).language })));
    const user = userEvent.setup();
    renderApp('/not-found-here', signedIn('en'));
    await user.selectOptions(switcher(), 'si');
    await waitFor(() => expect(callsTo(API.auth.setLanguage)).toHaveLength(1));
    expect(callsTo(API.auth.setLanguage)[0]!.body).toEqual({ language: 'si' });
    expect(document.documentElement.lang).toBe('si');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('si');
  });

  it('a visitor switching saves nothing on the server', async () => {
    const user = userEvent.setup();
    renderApp('/not-found-here', fakeSession('signed-out'));
    await user.selectOptions(switcher(), 'ta');
    await waitFor(() => expect(document.documentElement.lang).toBe('ta'));
    expect(apiCalls).toEqual([]);
  });

  it('when saving fails, the switch on this device stands', async () => {
    server.use(handlerFor(API.auth.setLanguage, errorReply('AUTH_ACCOUNT_NOT_FOUND')));
    const user = userEvent.setup();
    renderApp('/not-found-here', signedIn('en'));
    await user.selectOptions(switcher(), 'ta');
    await waitFor(() => expect(callsTo(API.auth.setLanguage)).toHaveLength(1));
    expect(document.documentElement.lang).toBe('ta');
    expect(switcher()).toHaveValue('ta');
  });

  it("on sign-in the site switches to the account's language, once per account", async () => {
    const tree = (session: Session) => (
      <SessionContext.Provider value={session}>
        <LanguageFollowsAccount />
      </SessionContext.Provider>
    );
    const view = render(tree(fakeSession('signed-out')));
    expect(i18n.language).toBe('en');

    view.rerender(tree(signedIn('ta')));
    await waitFor(() => expect(i18n.language).toBe('ta'));
    expect(document.documentElement.lang).toBe('ta');

    // The reader then picks Sinhala: the same account's (stale) copy does not switch it back.
    await act(() => setLanguage('si'));
    view.rerender(tree(signedIn('ta')));
    await act(async () => {});
    expect(i18n.language).toBe('si');

    // Another account signing in brings its own language.
    view.rerender(tree(fakeSession('signed-out')));
    view.rerender(tree(signedIn('en', 'other@vetnow.lk')));
    await waitFor(() => expect(i18n.language).toBe('en'));
  });

  it('an account without a saved language (an older answer) leaves the current one', async () => {
    await act(() => setLanguage('si'));
    render(
      <SessionContext.Provider value={signedIn(undefined)}>
        <LanguageFollowsAccount />
      </SessionContext.Provider>,
    );
    await act(async () => {});
    expect(i18n.language).toBe('si');
  });
});
