import { defineErrors, status } from './define-errors.js';

/** svc-notify: in-app notifications. */
export const NOTIFY_ERRORS = defineErrors({
  NOTIFICATION_NOT_FOUND: status.notFound('Notification not found'),
  NOTIFICATION_UNSUBSCRIBE_INVALID: status.badRequest('This unsubscribe link is not valid'),
  PUSH_SUBSCRIPTION_INVALID: status.badRequest("This browser's push subscription is not valid"),
  PUSH_ENDPOINT_NOT_ALLOWED: status.badRequest('Notifications cannot be sent through this push service'),
  PUSH_SUBSCRIPTION_NOT_FOUND: status.notFound('Push subscription not found'),
});
