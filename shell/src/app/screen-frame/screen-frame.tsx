import { createContext, useContext, useState, type ReactNode } from 'react';
import { SERVED_ANSWERS_ATTRIBUTE, type ServedAnswer } from '@vetnow/contracts/api';
import { useLocation } from '@vetnow/web-kit/router';
import { SCREEN_FRAME_ATTRIBUTE, screenFrameElement } from './keep-screen-frame';

/**
 * The frame the page was served with (ADR 0083): which screen it is (`<remote>/<expose>`), on which address, and its
 * markup. The shell shows it wherever it would show a spinner on that first address — while the session restores and
 * while the remote loads — so the screen's heading and skeleton stay as they were painted until the remote's own
 * screen replaces them with the same markup: nothing flashes, nothing moves.
 */
export interface ScreenFrameValue {
  screen: string;
  pathname: string;
  html: string;
  /** The public reads the gateway rendered the frame with (ADR 0096): the app starts with them in its cache. */
  answers?: ServedAnswer[];
}

/** The answers served beside the frame (ADR 0096), if any and well formed. */
function servedAnswers(doc: Document): ServedAnswer[] | undefined {
  const text = doc.querySelector(`script[${SERVED_ANSWERS_ATTRIBUTE}]`)?.textContent;
  if (!text) return undefined;
  const isAnswer = (a: Partial<ServedAnswer> | null) => typeof a?.route === 'string' && typeof a.at === 'number' && 'data' in a;
  try {
    // Each answer's data is parsed by its contract when it is taken (seedServedAnswers).
    const answers: unknown = JSON.parse(text);
    return Array.isArray(answers) && answers.every(isAnswer) ? (answers as ServedAnswer[]) : undefined;
  } catch {
    return undefined;
  }
}

/** The frame main.js kept in `#root` (keepScreenFrameIfTheirs), read before React replaces the served page. */
export function takeScreenFrame(doc: Document = document): ScreenFrameValue | null {
  const frame = screenFrameElement(doc);
  const screen = frame?.getAttribute(SCREEN_FRAME_ATTRIBUTE);
  if (!frame || !screen) return null;
  const answers = servedAnswers(doc);
  return { screen, pathname: doc.location.pathname, html: frame.innerHTML, ...(answers ? { answers } : {}) };
}

const ScreenFrameContext = createContext<ScreenFrameValue | null>(null);

/**
 * Offers `frame` to the screens below while the router is still at the address and history entry the page was
 * served for: a later visit to the same address shows the spinner as any other.
 */
export function ScreenFrameProvider({ frame, children }: { frame: ScreenFrameValue | null; children: ReactNode }) {
  const location = useLocation();
  const [firstKey] = useState(location.key);
  const current = frame && location.key === firstKey && location.pathname === frame.pathname ? frame : null;
  return <ScreenFrameContext.Provider value={current}>{children}</ScreenFrameContext.Provider>;
}

/** The page's frame, when the router is still where it was served, and (given `screen`) it is that screen's. */
export function useScreenFrame(screen?: string): ScreenFrameValue | null {
  const frame = useContext(ScreenFrameContext);
  return frame && (screen === undefined || frame.screen === screen) ? frame : null;
}

/**
 * The served frame, as it was: inert (its fields and buttons wait for the screen itself) and, like the spinner it
 * stands for, marked `data-page-loading` so the footer waits under it.
 */
export function ScreenFrame({ frame }: { frame: ScreenFrameValue }) {
  return (
    <div {...{ [SCREEN_FRAME_ATTRIBUTE]: frame.screen }} data-page-loading="" inert dangerouslySetInnerHTML={{ __html: frame.html }} />
  );
}
