// PostCSS plugin run on every stylesheet a remote builds (after Tailwind): the remote's CSS only ever applies
// inside its own screen (ADR 0008). Every top-level selector is prefixed with the remote's scope,
// `[data-vn-remote="<container name>"]`, which the shell puts around the screen (web-kit RemoteScope; the kit's
// Modal carries it into its portal). So:
// - nothing outside the remote's screen (the shell's header, another remote) can match a remote rule;
// - inside the screen a remote rule is one attribute more specific than the shell's copy of the same utility, so
//   the remote's own sorted utilities decide, whatever order the stylesheets arrive in.
// `:root`/`:host` (Tailwind's theme variables) become the scope element itself. Rules nested in another rule are
// relative to it and stay as they are; keyframes, @property and @font-face are not selectors.
// One exception, opted into per file with the comment `/* vn-scope: print-global */`: that file's rules inside
// `@media print` stay global (the confirmation's print sheet hides the rest of the page while printing only).

/** The attribute the shell sets on the element around a remote's screen; the value is the container name. */
const SCOPE_ATTRIBUTE = 'data-vn-remote';

function scopeSelector(name) {
  if (!/^[A-Za-z0-9_-]+$/.test(name)) throw new Error(`scope-remote-css: invalid scope name "${name}"`);
  return `[${SCOPE_ATTRIBUTE}="${name}"]`;
}

function insidePrint(node) {
  for (let p = node.parent; p; p = p.parent) {
    if (p.type === 'atrule' && p.name === 'media' && /(^|[\s,(])print\b/i.test(p.params)) return true;
  }
  return false;
}

function isTopLevelRule(rule) {
  for (let p = rule.parent; p; p = p.parent) {
    if (p.type === 'rule') return false;
    if (p.type === 'atrule' && /keyframes$/i.test(p.name)) return false;
  }
  return true;
}

function prefix(selector, scope) {
  const s = selector.trim();
  if (s === ':root' || s === ':host' || s === 'html') return scope;
  if (s.startsWith(scope)) return s;
  return `${scope} ${s}`;
}

/** @param {{ scope: string }} options  the remote's Module Federation container name, e.g. 'vetnow_owner' */
function scopeRemoteCss(options = {}) {
  const scope = scopeSelector(options.scope ?? '');
  return {
    postcssPlugin: 'vetnow-scope-remote-css',
    OnceExit(root) {
      const printGlobal = root.nodes.some((n) => n.type === 'comment' && n.text.includes('vn-scope: print-global'));
      root.walkRules((rule) => {
        if (!isTopLevelRule(rule) || (printGlobal && insidePrint(rule))) return;
        rule.selectors = [...new Set(rule.selectors.map((s) => prefix(s, scope)))];
      });
    },
  };
}
scopeRemoteCss.postcss = true;
scopeRemoteCss.SCOPE_ATTRIBUTE = SCOPE_ATTRIBUTE;

module.exports = scopeRemoteCss;
