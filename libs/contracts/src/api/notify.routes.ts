import { z } from '@vetnow/contracts/zod';
import { idParamSchema } from '../user/index.js';
import { defineRoute } from './define-route.js';
import { successAnswer } from './shared-answers.js';
import {
  pushKeyResponseSchema,
  pushPreferencesSchema,
  pushSubscriptionIdSchema,
  pushSubscriptionResponseSchema,
  pushSubscriptionSchema,
  pushUnsubscribeResponseSchema,
} from './push.schemas.js';

/** What a notification is about (svc-notify's templates; the in-app list and the e-mails share them). */
export const NOTIFICATION_KINDS = [
  'booking-confirmed',
  'new-booking',
  'payment-failed',
  'cancelled',
  'doctor-cancelled',
  'rescheduled',
  'needs-rescheduling',
  'visit-completed',
  'reminder',
  /** Security notice (ADR 0046): the account's failed sign-ins reached the cap; its sign-ins are delayed. */
  'sign-in-delayed',
  /** Money went back to the owner's card (issue 35 §4, payment.refunded): one notice per refund, with its amount. */
  'refunded',
  /** Pet care (issue 38): a vaccination or treatment due in 14 days, tomorrow, or overdue; with a "Book now" link. */
  'pet-care-due',
  /** Issue 39 phase B: a freed slot is held for the owner from the waitlist for 10 minutes; "Book it" → the wizard. */
  'waitlist-offer',
  /** Issue 39 phase B: the desk booked a visit for the owner and sent a link to pay it by card in the app. */
  'payment-link',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One in-app notification of the signed-in account. */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  appointmentId: z.string().nullable(),
  /** Where the notice's action leads, a path of the app (pet care: "Book now" → the pre-filled wizard). */
  link: z.string().nullable().optional(),
  createdAt: z.iso.datetime({ offset: true }),
  readAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /notifications: the newest first (at most 100) and how many of all are unread. */
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int().min(0),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationReadResponseSchema = successAnswer({ notification: notificationSchema });
export type NotificationReadResponse = z.infer<typeof notificationReadResponseSchema>;

export const notificationsReadAllResponseSchema = successAnswer({ updated: z.number().int().min(0) });
export type NotificationsReadAllResponse = z.infer<typeof notificationsReadAllResponseSchema>;

/**
 * What an account wants by e-mail: visit reminders, updates about its visits, and pet care reminders (vaccinations
 * and treatments due, issue 38). All on by default.
 */
export const emailPreferencesSchema = z.object({ reminders: z.boolean(), updates: z.boolean(), petCare: z.boolean() });
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;
export const EMAIL_CATEGORIES = ['reminders', 'updates', 'petCare'] as const;
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];

/**
 * What an account wants by SMS (ADR 0031): visit reminders (on by default), updates about its visits (off by
 * default) and pet care reminders (on by default, issue 38). Sent only to a Sri Lankan mobile number.
 */
export const smsPreferencesSchema = z.object({ reminders: z.boolean(), updates: z.boolean(), petCare: z.boolean() });
export type SmsPreferences = z.infer<typeof smsPreferencesSchema>;

/**
 * The account's choices per channel, and the mobile number its SMS go to (E.164, as svc-auth last told
 * svc-notify; null: none known, so no SMS is sent whatever `sms` says). `push` (issue 40): what goes to the
 * browsers the account turned push on in; `pushDevices`: how many those are (0: no push is sent whatever `push` says).
 */
export const notificationPreferencesSchema = z.object({
  email: emailPreferencesSchema,
  sms: smsPreferencesSchema,
  smsPhone: z.string().nullable(),
  push: pushPreferencesSchema,
  pushDevices: z.number().int().min(0),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const unsubscribeResponseSchema = successAnswer({ category: z.enum(EMAIL_CATEGORIES) });
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

/** svc-notify: the signed-in account's in-app notifications (any role; only its own rows). */
export const NOTIFY_API = {
  list: defineRoute({
    name: 'notify.list',
    method: 'GET',
    path: '/notifications',
    service: 'notify',
    access: 'authenticated',
    summary: "The signed-in account's notifications, newest first, with the unread count",
    response: notificationListSchema,
    errors: [],
  }),
  markRead: defineRoute({
    name: 'notify.markRead',
    method: 'PUT',
    path: '/notifications/:id/read',
    service: 'notify',
    access: 'authenticated',
    ownership: 'principal',
    summary: 'Mark one of your notifications as read (another account’s id: 404)',
    params: idParamSchema,
    response: notificationReadResponseSchema,
    errors: ['NOTIFICATION_NOT_FOUND'],
  }),
  getPreferences: defineRoute({
    name: 'notify.getPreferences',
    method: 'GET',
    path: '/notifications/preferences',
    service: 'notify',
    access: 'authenticated',
    summary: 'Which e-mails and SMS you want (visit reminders, updates about your visits) and the number SMS go to',
    response: notificationPreferencesSchema,
    errors: [],
  }),
  setPreferences: defineRoute({
    name: 'notify.setPreferences',
    method: 'PUT',
    path: '/notifications/preferences',
    service: 'notify',
    access: 'authenticated',
    summary: 'Turn reminder or update e-mails or SMS on or off (each channel and choice optional; what is left out is kept)',
    body: z.strictObject({
      email: z.strictObject({ reminders: z.boolean().optional(), updates: z.boolean().optional(), petCare: z.boolean().optional() }).optional(),
      sms: z.strictObject({ reminders: z.boolean().optional(), updates: z.boolean().optional(), petCare: z.boolean().optional() }).optional(),
      push: z.strictObject({ reminders: z.boolean().optional(), updates: z.boolean().optional(), petCare: z.boolean().optional() }).optional(),
    }),
    response: notificationPreferencesSchema,
    errors: [],
  }),
  unsubscribe: defineRoute({
    name: 'notify.unsubscribe',
    method: 'POST',
    path: '/notifications/unsubscribe',
    service: 'notify',
    access: 'public',
    summary: "One-click unsubscribe (RFC 8058): the signed link of an e-mail turns that e-mail's category off, no sign-in",
    query: z.strictObject({ token: z.string().min(1).max(512) }),
    response: unsubscribeResponseSchema,
    errors: ['NOTIFICATION_UNSUBSCRIBE_INVALID'],
  }),
  pushKey: defineRoute({
    name: 'notify.pushKey',
    method: 'GET',
    path: '/notifications/push/key',
    service: 'notify',
    access: 'authenticated',
    summary: "The server's VAPID public key, the applicationServerKey a browser subscribes to push with (issue 40)",
    response: pushKeyResponseSchema,
    errors: [],
  }),
  pushSubscribe: defineRoute({
    name: 'notify.pushSubscribe',
    method: 'PUT',
    path: '/notifications/push/subscription',
    service: 'notify',
    access: 'authenticated',
    summary:
      "Keep this browser's push subscription for your account (the same endpoint again: updated; an endpoint another account had: now yours)",
    body: pushSubscriptionSchema,
    response: pushSubscriptionResponseSchema,
    errors: ['PUSH_SUBSCRIPTION_INVALID', 'PUSH_ENDPOINT_NOT_ALLOWED'],
  }),
  pushUnsubscribe: defineRoute({
    name: 'notify.pushUnsubscribe',
    method: 'DELETE',
    path: '/notifications/push/subscription/:id',
    service: 'notify',
    access: 'authenticated',
    ownership: 'principal',
    summary: 'Forget one of your push subscriptions (its id: the hex SHA-256 of its endpoint; another account’s: 404)',
    params: pushSubscriptionIdSchema,
    response: pushUnsubscribeResponseSchema,
    errors: ['PUSH_SUBSCRIPTION_NOT_FOUND'],
  }),
  markAllRead: defineRoute({
    name: 'notify.markAllRead',
    method: 'PUT',
    path: '/notifications/read-all',
    service: 'notify',
    access: 'authenticated',
    summary: 'Mark all your notifications as read',
    response: notificationsReadAllResponseSchema,
    errors: [],
  }),
} as const;
