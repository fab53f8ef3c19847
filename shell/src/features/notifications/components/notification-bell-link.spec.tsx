import { describe, expect, it } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { Notification } from '@vetnow/contracts/api';
import { API } from '@vetnow/web-kit/api';
import { createI18n, i18n } from '@vetnow/web-kit/i18n';
import { QueryProvider, createQueryClient } from '@vetnow/web-kit/query-client';
import { MemoryRouter, Route, Routes, useLocation } from '@vetnow/web-kit/router';
import { callsTo, handlerFor, notification, server } from '@vetnow/web-kit/testing';
import { NotificationBell, actionKeyOf, inAppLink } from './notification-bell';

// Issue 38: a pet care reminder in the bell has "Book now", an in-app link to the pre-filled wizard. Issue 39: a
// waitlist offer has "Book it", a desk booking's payment link "Pay now".

createI18n();

const BOOK_NOW = '/book-appointment/d-7?pet=p-bruno&reason=Vaccination';
const dueReminder = notification({
  id: '0b5c7a3e-4444-4c1a-9a57-2f1f3c1d0004',
  kind: 'pet-care-due',
  title: 'Bruno: Anti-rabies is due tomorrow',
  body: 'Anti-rabies for Bruno is due on Wednesday, 25 November 2026.',
  appointmentId: null,
  link: BOOK_NOW,
});

function WhereAmI() {
  const location = useLocation();
  return <p>Now at {`${location.pathname}${location.search}`}</p>;
}

function renderBell(notifications: Notification[]) {
  server.use(
    handlerFor(API.notify.list, { notifications, unreadCount: notifications.filter((n) => !n.readAt).length }),
    handlerFor(API.notify.markRead, ({ params }) => ({
      success: true as const,
      notification: { ...notifications.find((n) => n.id === params.id)!, readAt: '2026-11-26T05:00:00.000Z' },
    })),
  );
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryProvider client={createQueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <NotificationBell />
          <Routes>
            <Route path="*" element={<WhereAmI />} />
          </Routes>
        </MemoryRouter>
      </QueryProvider>
    </I18nextProvider>,
  );
}

describe('the bell’s links (issue 38)', () => {
  it('a pet care reminder shows "Book now"; following it opens the wizard, closes the panel and marks it read', async () => {
    const user = userEvent.setup();
    renderBell([dueReminder, notification()]);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = screen.getByRole('region', { name: 'Notifications' });
    const [reminder, booked] = within(panel).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    const bookNow = within(reminder).getByRole('link', { name: 'Book now' });
    expect(bookNow).toHaveAttribute('href', BOOK_NOW);
    expect(bookNow).toHaveAccessibleDescription(dueReminder.title);
    expect(within(booked).queryByRole('link')).not.toBeInTheDocument(); // no link, no button

    await user.click(bookNow);
    expect(await screen.findByText(`Now at ${BOOK_NOW}`)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo(API.notify.markRead).map((c) => c.params.id)).toEqual([dueReminder.id]));
  });

  it('another kind with a link says "Open"; a read one is not marked again', async () => {
    const user = userEvent.setup();
    renderBell([notification({ kind: 'needs-rescheduling', link: '/appointments', readAt: '2026-11-25T05:00:00.000Z' })]);
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    await user.click(within(screen.getByRole('region', { name: 'Notifications' })).getByRole('link', { name: 'Open' }));
    expect(await screen.findByText('Now at /appointments')).toBeInTheDocument();
    expect(callsTo(API.notify.markRead)).toEqual([]);
  });

  it('a waitlist offer says "Book it" and a desk booking\'s payment link "Pay now" (issue 39), each to its own link', async () => {
    const user = userEvent.setup();
    const offer = notification({ id: '0b5c7a3e-4444-4c1a-9a57-2f1f3c1d0005', kind: 'waitlist-offer', title: 'A slot is held for you', link: '/book-appointment/d-7?date=2026-12-01' });
    const payment = notification({ id: '0b5c7a3e-4444-4c1a-9a57-2f1f3c1d0006', kind: 'payment-link', title: 'Pay for your visit', link: '/appointments' });
    renderBell([offer, payment]);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const [offerItem, paymentItem] = within(screen.getByRole('region', { name: 'Notifications' })).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(offerItem).getByRole('link', { name: 'Book it' })).toHaveAttribute('href', offer.link);
    expect(within(paymentItem).getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/appointments');

    await user.click(within(paymentItem).getByRole('link', { name: 'Pay now' }));
    expect(await screen.findByText('Now at /appointments')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(API.notify.markRead).map((c) => c.params.id)).toEqual([payment.id]));
  });

  it('words each kind\'s link', () => {
    expect(actionKeyOf('pet-care-due')).toBe('bookNow');
    expect(actionKeyOf('waitlist-offer')).toBe('bookIt');
    expect(actionKeyOf('payment-link')).toBe('payNow');
    expect(actionKeyOf('booking-confirmed')).toBe('open');
  });

  it('links only within the app', () => {
    expect(inAppLink(BOOK_NOW)).toBe(BOOK_NOW);
    expect(inAppLink('/pets/p-1')).toBe('/pets/p-1');
    expect(inAppLink('https://evil.example/book')).toBeNull();
    expect(inAppLink('//evil.example/book')).toBeNull();
    expect(inAppLink('/\\evil.example')).toBeNull();
    expect(inAppLink('javascript:alert(1)')).toBeNull();
    expect(inAppLink(null)).toBeNull();
    expect(inAppLink(undefined)).toBeNull();
  });
});
