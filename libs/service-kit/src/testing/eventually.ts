// The one polling helper of the Node-side tests, typed for TypeScript callers: scripts/lib/eventually.mjs (issue 42),
// the same function the stack scripts, the bench and tests/* call. Instead of sleeping a fixed time and then
// asserting, a test states what must become true and polls it:
//   eventually(check, { timeoutMs, intervalMs, description })   check is an assertion (throws while not yet)
//   eventually(what, check, timeoutMs?, intervalMs?)            check answers the value, or something falsy
export { eventually, type EventuallyOptions, type Truthy } from '../../../../scripts/lib/eventually.mjs';
