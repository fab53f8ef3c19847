import { startRemoteScreen } from './app/remotes/early-remote';

// A remote screen's files start downloading now, beside the shell's own (ADR 0034).
void startRemoteScreen(window.location.pathname);
// Async boundary: Module Federation shares modules (React, router, web kit…) before any app code runs.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
