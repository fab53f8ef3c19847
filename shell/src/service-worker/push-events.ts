/// <reference lib="webworker" />
/**
 * Web Push in the service worker (issue 40, ADR 0066): a push shows a notification with the message's title, body and
 * tag; a click on it focuses or opens the page it names. The logic is in push-message.ts (checked by its spec);
 * sw.ts calls installPushHandlers(self).
 */
import { openNotificationUrl, showPushMessage } from './push-message';

export function installPushHandlers(self: ServiceWorkerGlobalScope): void {
  self.addEventListener('push', (event) => {
    let data: string | undefined;
    try {
      data = event.data?.text();
    } catch {
      data = undefined;
    }
    event.waitUntil(showPushMessage(self.registration, data, self.location.origin));
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(openNotificationUrl(self.clients, event.notification.data, self.location.origin));
  });
}
