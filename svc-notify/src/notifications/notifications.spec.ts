import { randomUUID } from 'node:crypto';
import { notificationListSchema, notificationReadResponseSchema } from '@vetnow/contracts/api';
import { errorAnswer } from '@vetnow/service-kit/testing';
import { type Account, bookedPayload, NotifyHarness } from '../testing/notify-test-kit.js';

describe('in-app notifications API (PostgreSQL)', () => {
  let h: NotifyHarness;
  let owner: Account;
  let other: Account;
  beforeAll(async () => {
    h = await NotifyHarness.start();
    owner = await h.account('user');
    other = await h.account('user');
    // Two bookings of the owner, one of the other owner.
    await h.deliver('appointment.booked', bookedPayload({ userId: owner.sub, reference: 'VN-FIRST1' }));
    await h.deliver('appointment.booked', bookedPayload({ userId: owner.sub, reference: 'VN-SECND2', date: '2030-01-16' }));
    await h.deliver('appointment.booked', bookedPayload({ userId: other.sub, reference: 'VN-OTHER3' }));
  });
  afterAll(async () => {
    await h?.close();
  });

  const list = async (who: Account) => {
    const res = await h.request('GET', '/notifications', who);
    expect(res.statusCode).toBe(200);
    return notificationListSchema.parse(res.json());
  };

  it('GET /notifications: only the signed-in account’s, newest first, with the unread count', async () => {
    const mine = await list(owner);
    expect(mine.unreadCount).toBe(2);
    expect(mine.notifications.map((n) => n.title)).toEqual(['Appointment confirmed', 'Appointment confirmed']);
    expect(mine.notifications.map((n) => n.body)).toEqual([expect.stringContaining('16 January 2030'), expect.stringContaining('15 January 2030')]);
    expect(mine.notifications.every((n) => n.readAt === null && n.kind === 'booking-confirmed')).toBe(true);
    expect(mine.notifications.map((n) => n.link)).toEqual([null, null]); // only pet care reminders have a link
    expect((await list(other)).notifications).toHaveLength(1);
  });

  it('any signed-in role may ask (a doctor or admin sees their own, here none); no token → 401', async () => {
    for (const role of ['doctor', 'admin'] as const) {
      expect(await list(await h.account(role))).toEqual({ notifications: [], unreadCount: 0 });
    }
    const res = await h.request('GET', '/notifications');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('PUT /notifications/:id/read marks one read; another account’s id, an unknown or a malformed id → 404 with a message', async () => {
    const [newest] = (await list(owner)).notifications;
    const res = await h.request('PUT', `/notifications/${newest!.id}/read`, owner);
    expect(res.statusCode).toBe(200);
    const { notification } = notificationReadResponseSchema.parse(res.json());
    expect(notification.readAt).not.toBeNull();
    expect((await list(owner)).unreadCount).toBe(1);
    // Again: still read, same time.
    const again = await h.request('PUT', `/notifications/${newest!.id}/read`, owner);
    expect(again.json().notification.readAt).toBe(notification.readAt);

    const theirs = (await list(other)).notifications[0]!;
    for (const id of [theirs.id, randomUUID(), 'not-an-id']) {
      const refused = await h.request('PUT', `/notifications/${id}/read`, owner);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(errorAnswer('NOTIFICATION_NOT_FOUND'));
    }
    expect((await list(other)).unreadCount).toBe(1);
  });

  it('PUT /notifications/read-all marks all of the account’s, no one else’s', async () => {
    const res = await h.request('PUT', '/notifications/read-all', owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, updated: 1 });
    expect((await list(owner)).unreadCount).toBe(0);
    expect((await list(other)).unreadCount).toBe(1);
    expect((await h.request('PUT', '/notifications/read-all', owner)).json()).toEqual({ success: true, updated: 0 });
  });
});
