/**
 * The reference page's stylesheet, served by the gateway at /api/docs/style.css (same origin: the CSP's
 * `style-src 'self'` allows it; the page has no inline style). Mobile first: at 390 px nothing scrolls the page
 * sideways — long paths and codes wrap, a schema scrolls inside its own box; at 1280 px the text keeps a readable
 * measure.
 */
export const REFERENCE_STYLESHEET = `
:root { color-scheme: light; --ink: #1f2933; --muted: #52606d; --line: #d9e2ec; --tint: #f5f7fa; --accent: #0b6e4f; }
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0 auto; max-width: 72rem; padding: 1rem;
  font: 1rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #fff;
  overflow-wrap: break-word;
}
h1 { font-size: 1.6rem; line-height: 1.25; margin: 0.5rem 0 1rem; }
h2 { font-size: 1.3rem; margin: 2.5rem 0 1rem; padding-bottom: 0.25rem; border-bottom: 2px solid var(--accent); }
h3 { font-size: 1.05rem; margin: 0 0 0.5rem; }
a { color: var(--accent); }
a:focus-visible, summary:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.875rem; }
/* Paths, route names and error codes are long unbroken words: they wrap anywhere rather than widen the page. */
code { overflow-wrap: anywhere; }
h3 code:first-child { display: inline-block; padding: 0 0.4rem; border-radius: 0.25rem; background: var(--accent); color: #fff; }
nav ul { padding-left: 1.25rem; }
nav li { margin: 0.2rem 0; }
article { margin: 0 0 1.25rem; padding: 0.75rem; border: 1px solid var(--line); border-radius: 0.5rem; min-width: 0; }
dl { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 0.25rem 1rem; margin: 0.75rem 0; }
dt { font-weight: 600; color: var(--muted); }
dd { margin: 0; min-width: 0; }
details { margin: 0.5rem 0; border: 1px solid var(--line); border-radius: 0.375rem; background: var(--tint); }
summary { cursor: pointer; padding: 0.5rem 0.75rem; font-weight: 600; }
/* A schema keeps its JSON layout and scrolls inside its box. */
pre { margin: 0; padding: 0.75rem; max-height: 32rem; overflow: auto; border-top: 1px solid var(--line); background: #fff; }
pre code { overflow-wrap: normal; white-space: pre; }
table { width: 100%; border-collapse: collapse; margin-top: 0.75rem; font-size: 0.9rem; }
caption { text-align: left; font-weight: 600; padding-bottom: 0.25rem; }
th, td { text-align: left; vertical-align: top; padding: 0.35rem 0.5rem; border-top: 1px solid var(--line); }
th:first-child, td:first-child { width: 3rem; padding-left: 0; }
/* An error code breaks only after its underscores (<wbr>), in a column wide enough for its longest word. */
th:nth-child(2) { width: 45%; }
td code { overflow-wrap: normal; }
@media (min-width: 48rem) {
  body { padding: 1.5rem 2rem; }
  article { padding: 1rem 1.25rem; }
  th:nth-child(2) { width: 40%; }
  h1 { font-size: 2rem; }
}
`.trimStart();
