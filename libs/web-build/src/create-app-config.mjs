// The one rspack + Module Federation config factory of the VetNow frontends (shell and the three remotes).
// Each app's rspack.config.mjs is a few lines:
//   export default createAppConfig({ appDir: import.meta.dirname, name: 'vetnow_owner', kind: 'remote',
//                                    exposes: { './dashboard-page': './src/exposes/dashboard-page.ts' }, port: 3001 });
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { CriticalChunksPlugin } from './critical-chunks.mjs';
import { sourceResolve, typescriptRule } from './source-rules.mjs';

const require = createRequire(import.meta.url);

/**
 * Packages shared as singletons: one React, one toaster store, one i18next instance. The toaster is
 * react-hot-toast's headless entry (its main entry injects a <style> the CSP refuses; web-kit draws the toasts).
 * The router is shared as `@vetnow/web-kit/router` (a narrow re-export, so it is tree-shaken; ADR 0032), not here.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-hot-toast/headless',
  'i18next',
  'react-i18next',
  // One QueryClient cache for the shell and every remote (ADR 0018): the QueryClientProvider's context must be
  // the same module everywhere. react-hook-form is shared so each form screen does not bring its own copy.
  '@tanstack/react-query',
  'react-hook-form',
];

/**
 * The contracts' entries every app loads, shared so a remote page does not download a second copy (ADR 0037): `zod`
 * (the members VetNow uses as one `z`; the 'zod' package itself, whole, weighs twice the copies, ADR 0032) and `api`
 * (the route table with its schemas). Not singletons: each app asks for exactly the contracts it was built from
 * (contractsShareVersion), so apps built from the same contracts share one copy, and a remote built from other
 * contracts (a new route, a new zod member) uses its own and still redeploys without the shell.
 */
export const SHARED_CONTRACTS = [
  '@vetnow/contracts/zod',
  '@vetnow/contracts/api',
  // The entries the apps import beside the route table: their schemas are the route table's own modules, so shared
  // they are the shell's copies, already built; bundled, a remote page built them a second time (ADR 0084).
  ...['appointment', 'booking-limits', 'callers', 'calendar', 'card', 'common', 'doctor', 'errors', 'front-desk', 'payments', 'pet-care', 'questionnaire', 'user', 'validation', 'waitlist'].map(
    (entry) => `@vetnow/contracts/${entry}`,
  ),
];

/**
 * The web kit's UI components (`@vetnow/web-kit/ui/*`) that are shared all the same: those holding a React context the
 * shell provides and a remote reads (the remote scope, which Modal's portal carries). Every other UI component is
 * bundled into each app that uses it (ADR 0079).
 */
export const SHARED_KIT_UI = ['@vetnow/web-kit/ui/remote-scope'];

/**
 * The web kit's entries shared as singleton modules: every `@vetnow/web-kit/<entry>` of its `exports` (the session,
 * query client, i18n, toaster, router, api…, one instance per page) except its UI components, which hold no state of
 * their own and are bundled into each app (ADR 0079: 11 fewer scripts and 14 KiB less on `/doctors`), and the
 * `./testing` and `./prerender` entries, which no browser build loads (tests; the build-time screen frames, ADR 0083).
 * {@link SHARED_KIT_UI} are the UI components shared all the same.
 * @param {{ exports: Record<string, unknown> }} kitPackage the kit's package.json
 * @returns {string[]}
 */
export function sharedKitEntries(kitPackage) {
  return Object.keys(kitPackage.exports)
    .filter((key) => key.startsWith('./') && !key.startsWith('./src/') && !/^\.\/(testing|prerender)(\/|$)/.test(key) && !/\.(css|json)$/.test(key))
    .map((key) => `@vetnow/web-kit/${key.slice(2)}`)
    .filter((name) => !name.startsWith('@vetnow/web-kit/ui/') || SHARED_KIT_UI.includes(name));
}

/** The first line of each script of an app: V8 compiles all of the file's functions eagerly (ADR 0089). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Build-time theme colour of the site (teal-700), also used for the theme-color meta. */
export const THEME_COLOR = '#0f766e';

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** A PNG as a `data:` URL, for a page to carry inline. */
function pngDataUrl(file) {
  return `data:image/png;base64,${readFileSync(file).toString('base64')}`;
}

/** `shared` for Module Federation, with `requiredVersion` read from the app's own package.json. */
export function sharedConfig(appDir) {
  const pkg = readJson(path.join(appDir, 'package.json'));
  const kit = readJson(require.resolve('@vetnow/web-kit/package.json', { paths: [appDir] }));
  // A singleton the web kit brings (TanStack Query, react-hook-form) takes the kit's range when the app lists none.
  const ranges = { ...kit.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies, ...pkg.dependencies };
  const shared = {};
  for (const name of SHARED_SINGLETONS) {
    // A subpath (react-hot-toast/headless) takes the version range of its package.
    const range = ranges[name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/')];
    if (!range) throw new Error(`${pkg.name}: ${name} must be a dependency (it is a shared singleton)`);
    shared[name] = { singleton: true, requiredVersion: range };
  }
  for (const name of sharedKitEntries(kit)) shared[name] = { singleton: true, requiredVersion: `^${kit.version}`, version: kit.version };
  const contractsDir = path.dirname(require.resolve('@vetnow/contracts/package.json', { paths: [appDir] }));
  // The contracts' schemas use the domain rules (ADR 0071), which are bundled into the shared entries with them.
  const domainDir = path.dirname(require.resolve('@vetnow/domain/package.json', { paths: [contractsDir] }));
  const contracts = contractsShareVersion(contractsDir, domainDir);
  for (const entry of SHARED_CONTRACTS) shared[entry] = { singleton: false, requiredVersion: `=${contracts}`, version: contracts };
  return shared;
}

/**
 * The version the contracts' shared entries go by: the package's version with a hash of its sources (specs aside)
 * and of the libs they import (`libDirs`: the domain rules, bundled into the same shared modules), e.g.
 * `0.1.0-c3f9a…`. Two builds from the same sources agree on it; any change to them gives another.
 */
export function contractsShareVersion(contractsDir, ...libDirs) {
  const hash = createHash('sha256');
  for (const [i, dir] of [contractsDir, ...libDirs].entries()) {
    const sources = readdirSync(path.join(dir, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.spec\.tsx?$/.test(file))
      .map((file) => file.split(path.sep).join('/'))
      .sort();
    // The contracts' own files hash as before; a lib's files under its position, so two libs' same names differ.
    const prefix = i === 0 ? '' : `${i}:`;
    for (const file of sources) hash.update(`${prefix}${file}\0`).update(readFileSync(path.join(dir, 'src', file))).update('\0');
  }
  return `${readJson(path.join(contractsDir, 'package.json')).version}-c${hash.digest('hex').slice(0, 12)}`;
}

/**
 * @param {object} options
 * @param {string} options.appDir      the app folder (import.meta.dirname of its rspack.config.mjs)
 * @param {string} options.name        Module Federation container name, also `output.uniqueName` (e.g. 'vetnow_shell')
 * @param {'host'|'remote'} options.kind
 * @param {Record<string,string>} [options.exposes]   remote only: './dashboard-page' → './src/exposes/dashboard-page.ts'
 * @param {string[]} [options.runtimePlugins]          MF runtime plugin files (the shell's remote-fallback and early-manifest plugins)
 * @param {number} [options.port]      dev server port
 * @param {import('@rspack/dev-server').Configuration} [options.devServer]  extra dev server options (host: proxy, remotes.json)
 * @param {string[]} [options.criticalChunkGroups]     host only: named chunk groups whose first-load scripts the build
 *                                                      lists in dist/critical-chunks.json, for the HTML to preload them
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('@rspack/core').Configuration}
 */
export function createAppConfig({ appDir, name, kind, exposes = {}, runtimePlugins = [], port = 3000, devServer = {}, criticalChunkGroups = [] }) {
  if (kind !== 'host' && kind !== 'remote') throw new Error(`kind must be 'host' or 'remote', got ${kind}`);
  return (_env, argv = {}) => {
    // Production unless asked for development (`rspack serve`, `--mode development`): a build started from a test
    // run (Jest sets NODE_ENV=test) must write exactly what `npm run build` writes, with no source map comment and
    // with the shell's critical-chunks.json (issue 43).
    const mode = argv.mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production');
    const production = mode === 'production';
    const isHost = kind === 'host';

    return {
      mode: production ? 'production' : 'development',
      context: appDir,
      // index.ts only does `import('./bootstrap')`: the async boundary Module Federation needs to share modules.
      entry: { main: './src/index.ts' },
      // Production ships no source maps (the gateway would refuse them anyway, ADR 0013); SOURCE_MAPS=hidden
      // emits them without the sourceMappingURL comment, for an error tracker, to be kept out of the served dir.
      devtool: production ? (process.env.SOURCE_MAPS === 'hidden' ? 'hidden-source-map' : false) : 'cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        uniqueName: name,
        // The shell is served at the site root; remotes wherever their manifest says (publicPath 'auto').
        publicPath: isHost ? '/' : 'auto',
        filename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
        chunkFilename: production ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
        cssFilename: production ? 'css/[name].[contenthash:10].css' : 'css/[name].css',
        cssChunkFilename: production ? 'css/[name].[contenthash:10].css' : 'css/[name].css',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: sourceResolve(),
      module: {
        rules: [
          typescriptRule({ development: !production }),
          // A file under an app's assets/inline/ is carried inside what uses it, as a data URL (ADR 0090).
          { test: /[\\/]assets[\\/]inline[\\/]/, type: 'asset/inline' },
          {
            test: /\.css$/,
            type: 'css/auto',
            use: [
              {
                loader: require.resolve('postcss-loader'),
                options: {
                  postcssOptions: {
                    // A remote's CSS is scoped to its own screen, so it can never restyle the shell or another
                    // remote (ADR 0008); the shell's stylesheet is the one global design-system sheet.
                    plugins: [
                      require.resolve('@tailwindcss/postcss'),
                      ...(isHost ? [] : [[require.resolve('./scope-remote-css.cjs'), { scope: name }]]),
                    ],
                  },
                },
              },
            ],
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          shared: sharedConfig(appDir),
          shareStrategy: 'loaded-first',
          runtimePlugins,
          manifest: true,
          dts: false,
          dev: false,
          // One federation runtime per page: the shell provides it, the remotes' entries do not bundle their own.
          // `target: 'web'` defines ENV_TARGET, so the runtime's Node.js loaders are dropped from the build (ADR 0088).
          experiments: {
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
            optimization: { target: 'web' },
          },
        }),
        isHost &&
          new rspack.HtmlRspackPlugin({
            title: 'VetNow',
            template: path.join(import.meta.dirname, 'index.html'),
            inject: 'body',
            scriptLoading: 'defer',
            minify: production,
            // The favicon inline, a PNG: no request, and no SVG document on the main thread (ADR 0090).
            templateParameters: { title: 'VetNow', themeColor: THEME_COLOR, faviconHref: pngDataUrl(path.join(appDir, 'src/assets/inline/favicon-32.png')) },
          }),
        isHost && production && criticalChunkGroups.length > 0 && new CriticalChunksPlugin({ groups: criticalChunkGroups }),
        // Every script asks V8 to compile all its functions while the file streams in, off the main thread, instead
        // of each one on the main thread at its first call (V8's explicit compile hints, Chrome 136+; a plain comment
        // elsewhere). Nearly all of the shell's code runs at start, and a remote's chunks are the screen being opened
        // (ADR 0089). After minification, which drops comments.
        production &&
          new rspack.BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            test: /\.js$/,
            stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          }),
      ].filter(Boolean),
      optimization: {
        minimize: production,
        // The shell's copy of the contracts and their domain rules in one chunk: every page loads the route table,
        // which holds nearly all of them, and each shared contracts entry in a chunk of its own was 11 more scripts on
        // /doctors (ADR 0084).
        ...(isHost ? { splitChunks: { cacheGroups: { contracts: { test: /[\\/]libs[\\/](contracts|domain)[\\/]/, name: 'contracts', chunks: 'async', enforce: true } } } } : {}),
      },
      performance: { hints: false },
      devServer: {
        port,
        hot: false,
        liveReload: true,
        historyApiFallback: isHost,
        // Remotes are fetched cross-origin by the shell in development.
        headers: isHost ? {} : { 'Access-Control-Allow-Origin': '*' },
        ...devServer,
      },
    };
  };
}
