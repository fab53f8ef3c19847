// The stylesheet a screen frame is served with (issue 40, ADR 0083): the exposed module's stylesheets from the remote's
// manifest, cut down to the rules the frame's markup can match. Used by prerender-frames.mjs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';

/**
 * The stylesheets `expose` needs from the first paint, read from the remote's manifest (`assets.css.sync`) and
 * joined. A stylesheet that points at another file (`url(…)`) cannot be moved into the page: the build says so.
 * @param {string} dist
 * @param {{ exposes?: Array<{ name: string, assets?: { css?: { sync?: string[] } } }> }} manifest
 * @param {string} expose
 */
export function frameStylesheet(dist, manifest, expose) {
  const entry = manifest.exposes?.find((e) => e.name === expose);
  if (!entry) throw new Error(`screen frames: mf-manifest.json exposes no "${expose}"`);
  return (entry.assets?.css?.sync ?? [])
    .map((file) => {
      const css = readFileSync(path.join(dist, file), 'utf8');
      if (/url\(/.test(css)) throw new Error(`screen frames: ${file} refers to another file (url(…)); it cannot be inlined into the page`);
      if (css.includes('</style')) throw new Error(`screen frames: ${file} contains "</style"; it cannot be inlined into the page`);
      return css;
    })
    .join('\n');
}

/** The class names used in `html` (its `class` attributes). */
export function classesIn(html) {
  const classes = new Set();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const decoded = value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
    for (const name of decoded.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** A CSS identifier with its escapes resolved (`sm\:py-8` → `sm:py-8`, `\32 xl` → `2xl`). */
const unescapeIdentifier = (ident) =>
  ident.replace(/\\([0-9a-fA-F]{1,6})\s?|\\(.)/g, (_m, hex, char) => (hex ? String.fromCodePoint(parseInt(hex, 16)) : char));

/** The class names a selector requires of its elements, outside any `:is()`, `:where()`, `:has()`, `:not()`… argument. */
function requiredClasses(selector) {
  let depth = 0;
  let outer = '';
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === '\\') {
      if (depth === 0) outer += c + (selector[i + 1] ?? '');
      i++;
      continue;
    }
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (depth === 0) outer += c;
  }
  return [...outer.matchAll(/\.((?:\\[0-9a-fA-F]{1,6}\s?|\\.|[^\s.:#[\]>+~(),\\])+)/g)].map((m) => unescapeIdentifier(m[1]));
}

/**
 * `css` without the rules no element of `html` can match: a selector is kept when every class it names (outside
 * pseudo-class arguments) is used in `html`; custom properties, keyframes and layers stay. A frame paints with what
 * it uses only; the remote's whole stylesheet comes with its screen, as always.
 */
export function usedRulesOnly(css, html) {
  const used = classesIn(html);
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    const kept = rule.selectors.filter((selector) => requiredClasses(selector).every((name) => used.has(name)));
    if (kept.length === 0) rule.remove();
    else if (kept.length !== rule.selectors.length) rule.selectors = kept;
  });
  // Media queries, supports blocks and layers left empty go too (a bare `@layer a, b;` statement has no body and stays).
  let removed;
  do {
    removed = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) {
        atRule.remove();
        removed = true;
      }
    });
  } while (removed);
  return root.toString();
}


/**
 * `html` without `style` attributes, and the rules that give the same elements the same declarations: the page's CSP
 * allows its one inline `<style>` by hash, never a `style` attribute (React sets those through the CSSOM, which the
 * policy allows; a server-rendered attribute would be refused). Each element gets `data-frame-style="<n>"`, and its
 * declarations come back `!important` under `[data-frame-style="<n>"]`, as strong as the attribute was.
 * @param {string} html
 * @returns {{ html: string, css: string }}
 */
export function styleAttributesToRules(html) {
  const rules = [];
  const out = html.replace(/\sstyle="([^"]*)"/g, (_m, value) => {
    const declarations = value
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, '&')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => `${d}!important`);
    if (declarations.join('').includes('</')) throw new Error('screen frames: a style attribute holds "</"');
    rules.push(`[data-frame-style="${rules.length}"]{${declarations.join(';')}}`);
    return ` data-frame-style="${rules.length - 1}"`;
  });
  return { html: out, css: rules.join('') };
}
