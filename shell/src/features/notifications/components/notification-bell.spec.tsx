import { describe, expect, it } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { Notification, NotificationList } from '@vetnow/contracts/api';
import { API } from '@vetnow/web-kit/api';
import { createI18n, i18n } from '@vetnow/web-kit/i18n';
import { QueryProvider, createQueryClient } from '@vetnow/web-kit/query-client';
import { callsTo, errorReply, handlerFor, notification, server } from '@vetnow/web-kit/testing';
import { NotificationBell } from './notification-bell';

createI18n();

/** Unread, the newer one. */
const confirmed = notification({ createdAt: '2026-11-26T04:00:00.000Z' });
/** Read, a day older. */
const reminder = notification({
  id: '0b5c7a3e-3333-4c1a-9a57-2f1f3c1d0003',
  kind: 'reminder',
  title: 'Tomorrow: your visit with Dr. Nimal Perera',
  createdAt: '2026-11-25T04:00:00.000Z',
  readAt: '2026-11-25T05:00:00.000Z',
});

/** A server whose notifications change when they are marked, as svc-notify's do. */
function inbox(initial: Notification[]) {
  let rows = initial.map((n) => ({ ...n }));
  const list = (): NotificationList => ({ notifications: rows, unreadCount: rows.filter((n) => !n.readAt).length });
  server.use(
    handlerFor(API.notify.list, () => list()),
    handlerFor(API.notify.markRead, ({ params }) => {
      const row = rows.find((n) => n.id === params.id);
      if (!row) return errorReply('NOTIFICATION_NOT_FOUND');
      row.readAt = '2026-11-26T05:00:00.000Z';
      return { success: true as const, notification: row };
    }),
    handlerFor(API.notify.markAllRead, () => {
      const updated = rows.filter((n) => !n.readAt).length;
      rows = rows.map((n) => ({ ...n, readAt: n.readAt ?? '2026-11-26T05:00:00.000Z' }));
      return { success: true as const, updated };
    }),
  );
}

function renderBell() {
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryProvider client={createQueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <NotificationBell />
      </QueryProvider>
    </I18nextProvider>,
  );
}

describe('the notification bell (issue 12)', () => {
  it('shows the unread count in its name and badge, and lists the notifications newest first', async () => {
    inbox([confirmed, reminder]);
    const user = userEvent.setup();
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(screen.getByTestId('notification-count')).toHaveTextContent('1');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Notifications' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('span[id]')?.textContent)).toEqual([confirmed.title, reminder.title]);
    expect(within(items[0]!).getByText(/^Unread/)).toBeInTheDocument();
    expect(within(items[0]!).getByText(confirmed.body)).toBeInTheDocument();
    // Clinic time, whatever the machine's zone: 04:00 UTC is 09:30 in Colombo.
    expect(within(items[0]!).getByText(/26 Nov 2026, 09:30/)).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
  });

  it('marks one as read, then the count and the list follow', async () => {
    inbox([confirmed, reminder]);
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const mark = screen.getByRole('button', { name: 'Mark as read' });
    expect(mark).toHaveAccessibleDescription(confirmed.title);
    await user.click(mark);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument());
    expect(callsTo(API.notify.markRead).map((c) => c.params.id)).toEqual([confirmed.id]);
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('marks all as read at once', async () => {
    inbox([confirmed, { ...reminder, readAt: null }]);
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument());
    expect(callsTo(API.notify.markAllRead)).toHaveLength(1);
  });

  it('says so when there is nothing yet, and closes on Escape with the focus back on the bell', async () => {
    inbox([]);
    const user = userEvent.setup();
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await user.click(bell);
    expect(await screen.findByText(/^Nothing new/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });

  it('a list that cannot be loaded says so and can be asked again', async () => {
    // svc-notify is down until the test brings it back (the bell asks on mount and again when opened).
    let down = true;
    server.use(handlerFor(API.notify.list, () => (down ? errorReply('SERVICE_UNAVAILABLE') : { notifications: [], unreadCount: 0 })));
    const user = userEvent.setup();
    renderBell();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your notifications could not be loaded');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^Nothing new/)).toBeInTheDocument();
  });
});
