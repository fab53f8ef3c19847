/**
 * The contracts entries the apps share besides the route table (web-build's SHARED_CONTRACTS, ADR 0084), taken by
 * the shell at start. Taking them marks the shell's copies as loaded, and the federation's `loaded-first` strategy
 * then gives a remote page these copies instead of loading and building its own; the route table, built after them,
 * reuses them (they are its own modules). Each is one import, evaluated in a task of its own by bootstrap.ts (ADR
 * 0086): together their schemas were one task of 80–100 ms on this machine. `eager`: in the shell's first chunks,
 * downloaded with them. Leaves first, so a later entry finds most of its imports built.
 * shared-config.spec.ts checks this list is SHARED_CONTRACTS.
 */
export const SHARED_CONTRACTS_ENTRIES: readonly (() => Promise<unknown>)[] = [
  () => import(/* webpackMode: "eager" */ '@vetnow/contracts/errors'),
  () => import(/* webpackMode: "eager" */ '@vetnow/contracts/validation'),
  () => import(/* webpackMode: "eager" */ '@vetnow/contracts/common'),
  () => import(/* webpackMode: "eager" */ '@vetnow/contracts/user'),
  () => import(/* webpackMode: "eager" */ '@vetnow/contracts/doctor'),
  () => import(/* webpackMode: "eager" */ '@vetnow/contracts/card'),
  () => import(/* webpackMode: "eager" */ '@vetnow/contracts/payments'),
  () => import(/* webpackMode: "eager" */ '@vetnow/contracts/questionnaire'),
  () => import(/* webpackMode: "eager" */ '@vetnow/contracts/appointment'),
  () => import(/* webpackMode: "eager" */ '@vetnow/contracts/booking-limits'),
  () => import(/* webpackMode: "eager" */ '@vetnow/contracts/calendar'),
  () => import(/* webpackMode: "eager" */ '@vetnow/contracts/callers'),
  () => import(/* webpackMode: "eager" */ '@vetnow/contracts/front-desk'),
  () => import(/* webpackMode: "eager" */ '@vetnow/contracts/pet-care'),
  () => import(/* webpackMode: "eager" */ '@vetnow/contracts/waitlist'),
];
