import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { LANGUAGE_STORAGE_KEY } from '@vetnow/web-kit/i18n';
import en from '../i18n/en.json' with { type: 'json' };
import si from '../i18n/si.json' with { type: 'json' };
import { renderOfflinePage } from '../../prerender/page-html';
import { withBootFailed } from '../../prerender/boot-failed-template.mjs';
import { STORED_LANGUAGE_KEY } from '../../features/offline/offline-language';
import { BOOT_FAILED_TEMPLATE_ID, isLoadFailure, showBootFailed, startShell } from './boot-failed';

// The shell's own boot when its files cannot be fetched (ADR 0082): the offline text index.html carries, never a
// white page.

/** index.html as prerender.mjs writes it: an empty #root and the template, with the real offline markup. */
async function indexPage(): Promise<void> {
  const { body } = await renderOfflinePage();
  const html = withBootFailed('<html><head><title>VetNow</title></head><body><div id="root"></div></body></html>', 'bootstrap.abc.css', body);
  document.documentElement.innerHTML = html.replace(/^<html>|<\/html>$/g, '');
  document.documentElement.lang = 'en';
}

const chunkLoadError = () => Object.assign(new Error('Loading chunk bootstrap failed.\n(error: http://x/js/bootstrap.1.js)'), { name: 'ChunkLoadError' });
const shownSection = () => document.querySelector<HTMLElement>('#root [data-offline-language]:not([hidden])');

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  localStorage.clear();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  localStorage.clear();
  consoleError.mockRestore();
});

describe('the shell cannot fetch its own files', () => {
  it('shows the offline text in English, with Try again to the same address and the shell stylesheet linked', async () => {
    await indexPage();
    await startShell(() => Promise.reject(chunkLoadError()));
    const section = shownSection()!;
    expect(section.getAttribute('data-offline-language')).toBe('en');
    expect(section.querySelector('h1')!.textContent).toBe(en.offline.title);
    expect(section.querySelector('p')!.textContent).toBe(en.offline.text);
    const retry = section.querySelector('a')!;
    expect([retry.textContent, retry.getAttribute('href')]).toEqual([en.offline.retry, '']);
    expect(document.querySelectorAll('#root [data-offline-language]')).toHaveLength(3);
    expect(document.title).toBe(en.offline.pageTitle);
    expect(document.querySelector('link[rel="stylesheet"]')!.getAttribute('href')).toBe('/css/bootstrap.abc.css');
    expect(document.getElementById(BOOT_FAILED_TEMPLATE_ID)).not.toBeNull(); // the template stays: a template renders nothing
  });

  it("in the visitor's remembered language (the key web-kit keeps it under)", async () => {
    expect(STORED_LANGUAGE_KEY).toBe(LANGUAGE_STORAGE_KEY);
    await indexPage();
    localStorage.setItem(STORED_LANGUAGE_KEY, 'si');
    await startShell(() => Promise.reject(chunkLoadError()));
    expect(shownSection()!.querySelector('h1')!.textContent).toBe(si.offline.title);
    expect(document.documentElement.lang).toBe('si');
    expect(document.title).toBe(si.offline.pageTitle);
  });

  it('a bug in code that did load is not called a connection problem: it is thrown, the page left as it is', async () => {
    await indexPage();
    const bug = new TypeError('render is not a function');
    await expect(startShell(() => Promise.reject(bug))).rejects.toBe(bug);
    expect(document.getElementById('root')!.childElementCount).toBe(0);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('an index.html without the template (a pre-rendered page, an older one) keeps the error as before', async () => {
    document.documentElement.innerHTML = '<head></head><body><div id="root"></div></body>';
    const failure = chunkLoadError();
    await expect(startShell(() => Promise.reject(failure))).rejects.toBe(failure);
    expect(showBootFailed()).toBe(false);
  });

  it('tells load failures from other errors', () => {
    expect(isLoadFailure(chunkLoadError())).toBe(true);
    expect(isLoadFailure(new Error('Loading CSS chunk 88 failed.\n(/css/88.css)'))).toBe(true);
    expect(isLoadFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isLoadFailure(new TypeError('x is undefined'))).toBe(false);
    expect(isLoadFailure('Loading chunk 1 failed')).toBe(false);
  });
});
