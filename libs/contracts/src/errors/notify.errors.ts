import { defineErrors } from './define-errors.js';

/** svc-notify: in-app notifications. */
export const NOTIFY_ERRORS = defineErrors({
  NOTIFICATION_NOT_FOUND: { status: 404, message: 'Notification not found' },
  NOTIFICATION_UNSUBSCRIBE_INVALID: { status: 400, message: 'This unsubscribe link is not valid' },
});
