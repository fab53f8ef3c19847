import { defineErrors } from './define-errors.js';

/** svc-notify: in-app notifications. */
export const NOTIFY_ERRORS = defineErrors({
  NOTIFICATION_NOT_FOUND: { status: 404, message: 'Notification not found' },
  NOTIFICATION_UNSUBSCRIBE_INVALID: { status: 400, message: 'This unsubscribe link is not valid' },
  PUSH_SUBSCRIPTION_INVALID: { status: 400, message: "This browser's push subscription is not valid" },
  PUSH_ENDPOINT_NOT_ALLOWED: { status: 400, message: 'Notifications cannot be sent through this push service' },
  PUSH_SUBSCRIPTION_NOT_FOUND: { status: 404, message: 'Push subscription not found' },
});
