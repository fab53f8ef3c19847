/**
 * Owner accounts (spec §3 User), registration (§5), login (§3, §7) and the owner profile.
 * The password never appears in an answer shape. The schemas live in ./user/, by concern, and are re-exported here.
 */
export * from './account-fields.js';
export * from './account-requests.js';
export * from './account-answers.js';
export * from './sign-in-delays.js';
