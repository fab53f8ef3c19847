// Types of frame-css.mjs (plain ESM JavaScript run by the builds), for its spec.
export function frameStylesheet(
  dist: string,
  manifest: { exposes?: Array<{ name: string; assets?: { css?: { sync?: string[] } } }> },
  expose: string,
): string;
export function classesIn(html: string): Set<string>;
export function usedRulesOnly(css: string, html: string): string;
export function styleAttributesToRules(html: string): { html: string; css: string };
