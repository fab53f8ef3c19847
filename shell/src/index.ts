import { startRemoteScreen } from './app/remotes/early-remote';
import { startShell } from './app/boot/boot-failed';
import { keepScreenFrameIfTheirs } from './app/screen-frame/keep-screen-frame';

// A screen's frame served for this route (ADR 0083) stays only if it is this visitor's screen, in their language.
keepScreenFrameIfTheirs();

// A remote screen's files start downloading now, beside the shell's own (ADR 0034).
void startRemoteScreen(window.location.pathname);
// Async boundary: Module Federation shares modules (React, router, web kit…) before any app code runs. When the
// shell's own files cannot be fetched, the page says so instead of staying white (ADR 0082).
void startShell(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
