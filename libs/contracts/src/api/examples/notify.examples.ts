/** The static examples (ADR 0072) of svc-notify: notifications, preferences, unsubscribe, push. */
import type { NOTIFY_API } from '../notify.routes.js';
import { EXAMPLE } from './example-values.js';
import type { FamilyExamples } from './route-example.js';

export const NOTIFY_EXAMPLES = {
  markRead: { params: { id: EXAMPLE.recordId } },
  setPreferences: {
    body: { email: { reminders: true, updates: true }, sms: { reminders: true, updates: false } },
  },
  unsubscribe: { query: { token: 'eyJhIjoiNmYxYjJjM2QiLCJjIjoicmVtaW5kZXJzIn0.c2lnbmF0dXJl' } },
  pushSubscribe: {
    body: {
      endpoint: 'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bH',
      expirationTime: null,
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    },
  },
  pushUnsubscribe: { params: { id: 'a3f1c9e07b2d4e5f8a6b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f' } },
} satisfies FamilyExamples<typeof NOTIFY_API>;
