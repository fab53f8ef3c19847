// How an rspack build of the frontends reads the monorepo's sources: the libs' TypeScript through their `source`
// export condition, and TypeScript/TSX compiled by rspack's built-in SWC. Shared by createAppConfig (the apps) and
// the shell's pre-render (shell/scripts/prerender.mjs), which bundles the same pages for Node.

/** `resolve`: TypeScript first, `./x.js` imports of TS siblings, @vetnow/* libs by their TypeScript sources. */
export function sourceResolve() {
  return {
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    // Libs compiled with NodeNext import their TS siblings as './x.js'.
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    // @vetnow/* libs resolve to their TypeScript sources.
    conditionNames: ['source', '...'],
  };
}

/**
 * The rule compiling TypeScript and TSX (the automatic JSX runtime), outside node_modules, to ES2022.
 * @param {{ development?: boolean }} [options] development: React's development JSX transform
 */
export function typescriptRule({ development = false } = {}) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development, refresh: false } },
        target: 'es2022',
      },
    },
    type: 'javascript/auto',
  };
}
