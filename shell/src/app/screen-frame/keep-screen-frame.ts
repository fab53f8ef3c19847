/**
 * A remote screen's frame in the served page (issue 40, ADR 0083): the gateway puts the route's frame — the screen's
 * heading and skeleton, pre-rendered by its remote in English for the role whose screen it is — inside `#main-content`
 * as `<div data-screen-frame="<remote>/<expose>" data-screen-role="<role>" inert>`. main.js keeps it only when it is
 * this visitor's: this tab signed in as that role (localStorage `userType`) and reading English. Anyone else would see
 * a screen that is not theirs for a moment (a signed-out visitor is sent to /login, a doctor to /), or English before
 * their own language: for them it goes before the app starts, and the app shows its spinner as on any other route.
 *
 * Imports nothing shared: it runs in main.js before Module Federation's share scope exists.
 */
import { visitorLanguage } from '../../features/offline/offline-language';
import { storedUserType } from '../remotes/early-remote';

export const SCREEN_FRAME_ATTRIBUTE = 'data-screen-frame';
export const SCREEN_ROLE_ATTRIBUTE = 'data-screen-role';

/** The page's frame, if the page has one. */
export function screenFrameElement(doc: Document = document): HTMLElement | null {
  return doc.querySelector<HTMLElement>(`[${SCREEN_FRAME_ATTRIBUTE}]`);
}

/** Removes the page's frame unless it is this visitor's; returns whether a frame is left. */
export function keepScreenFrameIfTheirs(doc: Document = document): boolean {
  const frame = screenFrameElement(doc);
  if (!frame) return false;
  const theirs = storedUserType() === frame.getAttribute(SCREEN_ROLE_ATTRIBUTE) && visitorLanguage() === 'en';
  if (!theirs) frame.remove();
  return theirs;
}
