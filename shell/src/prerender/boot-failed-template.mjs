// index.html's `<template id="boot-failed">` (ADR 0082), written by shell/scripts/prerender.mjs: the offline page's
// text in the three languages and the shell stylesheet's address, which main.js shows when the shell's own code cannot
// be fetched (src/app/boot/boot-failed.ts) instead of leaving the page white. Inert until then: a template renders
// nothing. Plain JavaScript: the build script imports it, and so does the boot's spec.

/** The template as written, to take out of an index.html an earlier run of the build script rewrote. */
export const BOOT_FAILED_TEMPLATE = /<template id="boot-failed"[\s\S]*?<\/template>/;

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * `html` with the template before `</body>`.
 * @param {string} html index.html
 * @param {string} stylesheet the shell stylesheet's file under css/ (bootstrap.<hash>.css)
 * @param {string} body the offline page's markup (renderOfflinePage)
 */
export function withBootFailed(html, stylesheet, body) {
  if (!html.includes('</body>')) throw new Error('dist/index.html has no </body> for the boot-failed template');
  return html.replace('</body>', `<template id="boot-failed" data-stylesheet="/css/${escapeAttribute(stylesheet)}">${body}</template></body>`);
}
