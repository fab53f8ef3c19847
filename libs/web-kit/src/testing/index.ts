/**
 * `@vetnow/web-kit/testing`: what the frontends' tests share (ADR 0018) — MSW handlers built from the contracts,
 * the one fixtures module and the render helpers. Test code only: no production module imports it (lint).
 */
export * from './fixtures';
export * from './msw';
export * from './render';
export * from './english-leftovers';
export * from './clock';
export * from './catalogues';
export * from './event-streams';
export * from './saved-files';
