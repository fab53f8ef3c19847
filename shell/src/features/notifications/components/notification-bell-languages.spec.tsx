import { afterAll, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { API } from '@vetnow/web-kit/api';
import { createI18n, i18n, setLanguage } from '@vetnow/web-kit/i18n';
import { QueryProvider, createQueryClient } from '@vetnow/web-kit/query-client';
import { MemoryRouter } from '@vetnow/web-kit/router';
import { englishLeftovers, handlerFor, notification, server } from '@vetnow/web-kit/testing';
import en from '../i18n/en.json' with { type: 'json' };
import si from '../i18n/si.json' with { type: 'json' };
import ta from '../i18n/ta.json' with { type: 'json' };
import { NotificationBell } from './notification-bell';

// Issue 12 with issue 13: the bell and its panel in Sinhala and Tamil — its name with the count, the heading, the
// buttons, the empty state; no text of its English catalogue is left. (The messages come in the account's
// language from svc-notify.)

createI18n();

afterAll(async () => {
  await act(() => setLanguage('en'));
});

describe.each([
  ['si', si],
  ['ta', ta],
] as const)('the notification bell in %s', (language, texts) => {
  it('names the bell with the unread count, and shows its panel without English', async () => {
    await act(() => setLanguage(language));
    server.use(
      handlerFor(API.notify.list, {
        notifications: [
          notification({ title: 'හමුවීම තහවුරු විය', body: '—' }),
          // Issue 38: a pet care reminder with its "Book now".
          notification({ id: '0b5c7a3e-4444-4c1a-9a57-2f1f3c1d0004', kind: 'pet-care-due', title: 'Bruno', body: '—', link: '/book-appointment/d-7?pet=p-1&reason=vaccination' }),
          // Issue 39: a waitlist offer's "Book it" and a desk booking's "Pay now".
          notification({ id: '0b5c7a3e-4444-4c1a-9a57-2f1f3c1d0005', kind: 'waitlist-offer', title: 'Luna', body: '—', link: '/book-appointment/d-7' }),
          notification({ id: '0b5c7a3e-4444-4c1a-9a57-2f1f3c1d0006', kind: 'payment-link', title: 'VN-A-2', body: '—', link: '/appointments' }),
        ],
        unreadCount: 4,
      }),
    );
    const user = userEvent.setup();
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <QueryProvider client={createQueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <MemoryRouter>
            <NotificationBell />
          </MemoryRouter>
        </QueryProvider>
      </I18nextProvider>,
    );
    const bell = await screen.findByRole('button', { name: texts.buttonUnread_other.replace('{{count}}', '4') });
    await user.click(bell);
    expect(screen.getByRole('heading', { name: texts.heading })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.markAllRead })).toBeEnabled();
    expect(screen.getAllByRole('button', { name: texts.markRead })).toHaveLength(4);
    expect(screen.getByRole('link', { name: texts.bookNow })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.bookIt })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.payNow })).toBeInTheDocument();
    expect(englishLeftovers(container, [en])).toEqual([]);
  });
});
