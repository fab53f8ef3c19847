import { describe, expect, it, jest } from '@jest/globals';
import { FALLBACK_TITLE, openNotificationUrl, PUSH_ICON, readPushMessage, sameOriginPath, showPushMessage, type WindowLike } from './push-message';

const origin = 'https://vetnow.example';

describe('the service worker’s push messages (issue 40)', () => {
  it('shows the message’s title, body and tag, with the URL to open in its data', async () => {
    const shown: [string, NotificationOptions | undefined][] = [];
    const registration = { showNotification: async (title: string, options?: NotificationOptions) => void shown.push([title, options]) };
    const data = JSON.stringify({ title: 'Reminder: Bella', body: 'Tomorrow 09:00 AM', url: '/appointments', tag: 'reminder:a1' });
    await showPushMessage(registration, data, origin);
    expect(shown).toEqual([['Reminder: Bella', { body: 'Tomorrow 09:00 AM', icon: PUSH_ICON, badge: PUSH_ICON, tag: 'reminder:a1', data: { url: '/appointments' } }]]);
  });

  it('never a blank or foreign notification: a fallback title, and only this site’s paths', () => {
    expect(readPushMessage(undefined, origin)).toEqual({ title: FALLBACK_TITLE, body: '', url: '/', tag: '' });
    expect(readPushMessage('not json', origin).title).toBe(FALLBACK_TITLE);
    expect(readPushMessage(JSON.stringify({ title: 7, url: 'https://evil.example/x' }), origin)).toMatchObject({ title: FALLBACK_TITLE, url: '/' });
    expect(readPushMessage(JSON.stringify({ url: '//evil.example/x' }), origin).url).toBe('/');
    expect(readPushMessage(JSON.stringify({ url: 'javascript:alert(1)' }), origin).url).toBe('/');
    expect(sameOriginPath('/book-appointment?pet=p1#top', origin)).toBe('/book-appointment?pet=p1#top');
    expect(sameOriginPath('https://vetnow.example/pets/p1', origin)).toBe('/pets/p1');
  });

  describe('a click on the notification', () => {
    const windowAt = (url: string) => ({
      url,
      focus: jest.fn(async (): Promise<unknown> => undefined),
      navigate: jest.fn(async (_url: string): Promise<unknown> => undefined),
    }) satisfies WindowLike;
    const clientsWith = (windows: WindowLike[]) => ({
      matchAll: jest.fn(async (_options: { type: 'window'; includeUncontrolled: boolean }) => windows),
      openWindow: jest.fn(async (_url: string): Promise<unknown> => null),
    });

    it('focuses the window already on that page', async () => {
      const [other, there] = [windowAt(`${origin}/`), windowAt(`${origin}/appointments`)];
      const clients = clientsWith([other, there]);
      await openNotificationUrl(clients, { url: '/appointments' }, origin);
      expect(there.focus).toHaveBeenCalled();
      expect(other.navigate).not.toHaveBeenCalled();
      expect(clients.openWindow).not.toHaveBeenCalled();
    });

    it('else takes an open window of the site there; else opens one', async () => {
      const open = windowAt(`${origin}/profile`);
      const foreign = windowAt('https://other.example/appointments');
      const clients = clientsWith([foreign, open]);
      await openNotificationUrl(clients, { url: '/appointments' }, origin);
      expect(open.navigate).toHaveBeenCalledWith(`${origin}/appointments`);
      expect(open.focus).toHaveBeenCalled();
      expect(foreign.navigate).not.toHaveBeenCalled();

      const none = clientsWith([]);
      await openNotificationUrl(none, { url: 'https://evil.example/' }, origin);
      expect(none.openWindow).toHaveBeenCalledWith(`${origin}/`);
    });
  });
});
