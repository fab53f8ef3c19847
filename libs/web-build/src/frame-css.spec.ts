import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { classesIn, frameStylesheet, styleAttributesToRules, usedRulesOnly } from './frame-css.mjs';

// A screen frame carries only the CSS its own markup uses (ADR 0083): the page it is served in grows by what the
// frame paints with, not by the remote's whole stylesheet.

describe('the stylesheet of a screen frame', () => {
  it('reads the class names of the markup, entities decoded', () => {
    expect([...classesIn('<div class="mx-auto sm:py-8"><p class=" mt-1  text-slate-600 ">x</p><i class="[&amp;:has(a)]:hidden"></i></div>')]).toEqual([
      'mx-auto',
      'sm:py-8',
      'mt-1',
      'text-slate-600',
      '[&:has(a)]:hidden',
    ]);
  });

  it('keeps the rules the markup can match, escaped names and variants included, and drops the rest', () => {
    const scope = '[data-vn-remote=vetnow_owner]';
    const css = [
      `${scope} .mt-1{margin-top:.25rem}`,
      `${scope} .mt-2{margin-top:.5rem}`,
      `@media (min-width:40rem){${scope} .sm\\:py-8{padding-block:2rem}${scope} .sm\\:py-9{padding-block:2.25rem}}`,
      `@media (min-width:64rem){${scope} .lg\\:h-80{height:20rem}}`,
      `${scope} .focus\\:outline-2:focus{outline-width:2px}`,
      `${scope} .\\[\\&\\:has\\(a\\)\\]\\:hidden:has(a){display:none}`,
      `${scope} .group:not(.is-open) .unused{color:red}`,
      `${scope} .mt-1,${scope} .mt-3{color:teal}`,
      `${scope} *{--tw-border-style:solid}`,
      '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
      '@keyframes spin{to{transform:rotate(360deg)}}',
      '@layer theme,base,components,utilities;',
    ].join('');
    const out = usedRulesOnly(css, '<div class="mt-1 sm:py-8 focus:outline-2 [&amp;:has(a)]:hidden"></div>');
    expect(out).toContain(`${scope} .mt-1{margin-top:.25rem}`);
    expect(out).toContain('.sm\\:py-8{padding-block:2rem}');
    expect(out).toContain('.focus\\:outline-2:focus');
    expect(out).toContain(':has(a){display:none}');
    // A list of selectors keeps the ones that match.
    expect(out).toContain(`${scope} .mt-1{color:teal}`);
    // No class: kept. Custom properties, keyframes and layer order: kept.
    expect(out).toContain(`${scope} *{--tw-border-style:solid}`);
    expect(out).toContain('@property --tw-border-style');
    expect(out).toContain('@keyframes spin');
    expect(out).toContain('@layer theme,base,components,utilities;');
    for (const gone of ['.mt-2', '.sm\\:py-9', '.mt-3', '.unused', 'lg\\:h-80', '@media (min-width:64rem)']) expect(out).not.toContain(gone);
  });

  it("takes the exposed module's stylesheets from the manifest, and refuses one that points at other files", () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'vetnow-frames-'));
    try {
      mkdirSync(path.join(dist, 'css'));
      writeFileSync(path.join(dist, 'css/a.css'), '.a{color:red}');
      writeFileSync(path.join(dist, 'css/b.css'), '.b{background:url(x.png)}');
      const manifest = {
        exposes: [
          { name: 'one', assets: { css: { sync: ['css/a.css'] } } },
          { name: 'two', assets: { css: { sync: ['css/a.css', 'css/b.css'] } } },
        ],
      };
      expect(frameStylesheet(dist, manifest, 'one')).toBe(readFileSync(path.join(dist, 'css/a.css'), 'utf8'));
      expect(() => frameStylesheet(dist, manifest, 'two')).toThrow(/url\(/);
      expect(() => frameStylesheet(dist, manifest, 'three')).toThrow(/exposes no "three"/);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('moves style attributes (refused by the page\'s CSP) into rules of the same strength', () => {
    const out = styleAttributesToRules('<div role="tablist" style="outline:none"><div class="a" style="animation-duration:0s;font-family:&quot;X&quot;">x</div></div>');
    expect(out.html).toBe('<div role="tablist" data-frame-style="0"><div class="a" data-frame-style="1">x</div></div>');
    expect(out.css).toBe('[data-frame-style="0"]{outline:none!important}[data-frame-style="1"]{animation-duration:0s!important;font-family:"X"!important}');
    expect(styleAttributesToRules('<p class="b">y</p>')).toEqual({ html: '<p class="b">y</p>', css: '' });
  });
});
