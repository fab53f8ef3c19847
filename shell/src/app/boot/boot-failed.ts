/**
 * When the shell's own code cannot be fetched — the network drops while the bootstrap's chunks download, the first
 * visit before the service worker holds them — the page would stay white (issue 40: never a white screen). index.html
 * carries the offline page's text in the three languages (`<template id="boot-failed">`, written by
 * shell/scripts/prerender.mjs from src/features/offline) and the shell stylesheet's address; this shows that text in
 * the visitor's language, with its Try again link to the same address (ADR 0082).
 *
 * It imports nothing shared: it runs before Module Federation's share scope exists, and exactly when it may not.
 */
export const BOOT_FAILED_TEMPLATE_ID = 'boot-failed';
const LANGUAGES = ['en', 'si', 'ta'];
/** The language the app remembers (web-kit's i18n keeps the choice under this key, as offline-language.js reads it). */
export const STORED_LANGUAGE_KEY = 'vetnow.language';

/** The remembered choice, else the browser's first preference among the three, else English (as offline-language.js). */
export function visitorLanguage(): string {
  let chosen: string | null;
  try {
    chosen = window.localStorage.getItem(STORED_LANGUAGE_KEY);
  } catch {
    chosen = null;
  }
  if (chosen && LANGUAGES.includes(chosen)) return chosen;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = String(tag || '').toLowerCase().split('-')[0]!;
    if (LANGUAGES.includes(base)) return base;
  }
  return 'en';
}

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
  const language = visitorLanguage();
  for (const section of main.querySelectorAll<HTMLElement>('[data-offline-language]')) {
    const shown = section.dataset['offlineLanguage'] === language;
    section.hidden = !shown;
    if (shown) doc.title = section.dataset['pageTitle'] || doc.title;
  }
  root.replaceChildren(main);
  doc.documentElement.lang = language;
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
