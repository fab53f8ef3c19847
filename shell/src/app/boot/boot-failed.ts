/**
 * When the shell's own code cannot be fetched — the network drops while the bootstrap's chunks download, the first
 * visit before the service worker holds them — the page would stay white (issue 40: never a white screen). index.html
 * carries the offline page's text in the three languages (`<template id="boot-failed">`, written by
 * shell/scripts/prerender.mjs from src/features/offline) and the shell stylesheet's address; this shows that text in
 * the visitor's language, with its Try again link to the same address (ADR 0082).
 *
 * It imports nothing shared: it runs before Module Federation's share scope exists, and exactly when it may not. The
 * language rule is the offline page's own (features/offline/offline-language.ts).
 */
import { showOfflineLanguage } from '../../features/offline/offline-language';

export const BOOT_FAILED_TEMPLATE_ID = 'boot-failed';

/**
 * Whether `error` says code could not be fetched: the chunk loader's ChunkLoadError (a script or stylesheet that did
 * not load), or Module Federation's runtime failing to load a shared module or remote entry for the same reason.
 * Anything else is a bug in the code that did load: it is not reported as a connection problem.
 */
export function isLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return /Loading (CSS )?chunk .+ failed|Failed to fetch|Load failed|NetworkError|RUNTIME-00[38]/i.test(error.message);
}

/** Puts the offline text into #root in the visitor's language; false when the page has no template (an old index). */
export function showBootFailed(doc: Document = document): boolean {
  const template = doc.getElementById(BOOT_FAILED_TEMPLATE_ID);
  const root = doc.getElementById('root');
  if (!(template instanceof HTMLTemplateElement) || !root) return false;
  const stylesheet = template.dataset['stylesheet'];
  if (stylesheet && ![...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((l) => l.getAttribute('href') === stylesheet)) {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheet;
    doc.head.append(link);
  }
  const main = doc.createElement('main');
  main.append(template.content.cloneNode(true));
  showOfflineLanguage(main, doc);
  root.replaceChildren(main);
  return true;
}

/** Starts the app with `load` (index.ts: the bootstrap import); a load failure shows the offline text instead. */
export async function startShell(load: () => Promise<unknown>, doc: Document = document): Promise<void> {
  try {
    await load();
  } catch (error) {
    if (isLoadFailure(error) && showBootFailed(doc)) {
      console.error(error);
      return;
    }
    throw error;
  }
}
