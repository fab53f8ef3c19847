/**
 * The waitlist feature's public API (issue 39): the booking wizard's "This day is full" panel, the dashboard's
 * "My waitlist" and the held slot's address; everything else in it is internal.
 */
export { JoinWaitlistPanel, type JoinWaitlistPanelProps } from './components/join-waitlist-panel';
export { MyWaitlist, useMyWaitlistEntries } from './components/my-waitlist';
export { offerPath } from './waitlist-model';
