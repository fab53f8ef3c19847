// Dependency boundaries of the monorepo, as ESLint flat-config blocks (ADR 0019). Hand-written on purpose (ADR 0074):
// eslint-plugin-boundaries classifies only imports it resolves to files, and most rules here are about imports by
// package name and the entry points of "exports" maps, which it would need as the same generated name lists.
// Computed from the repository itself when ESLint loads the config: the workspaces from the root package.json,
// each lib's public entry points from its package.json "exports", each frontend's features from src/features/*.
// Three rules carry them:
//   - no-restricted-imports (ESLint core): imports by package name — who may import which package.
//   - import-x/no-restricted-paths: a relative path that lands in another workspace ("../../svc-x/src/..."), and one
//     feature reaching into another feature's files instead of its index.ts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const SOURCE_FILES = '**/*.{ts,tsx,mts,cts,js,mjs,cjs}';

/** npm packages that only run on a server: a frontend (or a lib the browser loads) importing one is a mistake. */
export const SERVER_PACKAGES = [
  '@nestjs/*',
  'drizzle-orm',
  'drizzle-kit',
  'pg',
  'pg-*',
  '@nats-io/*',
  'nats',
  'fastify',
  '@fastify/*',
  '@node-rs/*',
  'argon2',
  'pino',
  'pino-*',
  'undici',
  'reflect-metadata',
];

/** Where each kind of code may not go, and why (the messages ESLint prints). */
const WHY = {
  frontendToServer:
    'Frontend code (shell, mf-*, web-kit, web-build, and contracts and domain, which the browser loads) must not import server code (services, gateway, service-kit, server-only npm packages): reach the server through the API with @vetnow/contracts and web-kit.',
  serviceToService:
    'A service must not import another service or the gateway: services share only @vetnow/domain, @vetnow/contracts and @vetnow/service-kit, and talk over HTTP through the gateway or over NATS events.',
  serverToFrontend: 'Server code must not import frontend code (shell, mf-*, web-kit, web-build).',
  libToApp: 'A lib must not import an app (svc-*, gateway, shell, mf-*, tests): apps depend on libs, never the reverse.',
  appToApp:
    'An app must not import another app: a remote reaches the shell through Module Federation at run time, and shared code belongs in a lib.',
  contractsToKits: '@vetnow/contracts sits on @vetnow/domain alone: it must not import the kits (service-kit, web-kit, web-build).',
  domainToOurs:
    '@vetnow/domain is the bottom layer (ADR 0071): the rules both sides apply, in plain TypeScript. It imports no other workspace; @vetnow/contracts imports it, never the reverse.',
  domainToZod: '@vetnow/domain is plain TypeScript (ADR 0071): the zod schemas of the wire belong in @vetnow/contracts.',
  entryPoint: (pkg, entries) =>
    `Import ${pkg} only through its public entry points (its package.json "exports"): ${entries.join(', ') || 'none'}.`,
};

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A gitignore-like package glob ('@nestjs/*', 'pg-*', 'pg') → a regex over import specifiers (the package and its subpaths). */
const packageGlobToRegex = (glob) => {
  const body = glob
    .split('*')
    .map(escapeRegExp)
    .join(glob.startsWith('@') ? '[^/]+' : '[^/]*');
  return `^${body}(?:/.*)?$`;
};

/** @param {string} root @param {string} dir */
const readJson = (root, dir) => JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));

/** @param {string} ws a workspace folder relative to the root */
export const kindOf = (ws) => {
  if (ws.startsWith('svc-')) return 'service';
  if (ws === 'gateway') return 'gateway';
  if (ws === 'libs/service-kit') return 'server-lib';
  if (ws === 'libs/contracts') return 'contracts';
  if (ws === 'libs/domain') return 'domain';
  if (ws.startsWith('libs/')) return 'web-lib';
  if (ws === 'shell' || ws.startsWith('mf-')) return 'frontend';
  return 'tests';
};

/**
 * The entry points a workspace package offers: the keys of its "exports" map ('.' is the package name itself;
 * a key mapped to null is hidden). A key with '*' offers every subpath it matches: the rule follows the package's
 * own declaration, so a lib that still exports './*' is as open as its map says (issue 15 asks for named keys).
 * No "exports": only the package name.
 */
const entryPointsOf = (name, exportsMap) => {
  const keys =
    exportsMap === undefined || typeof exportsMap === 'string' || Array.isArray(exportsMap) || !Object.keys(exportsMap).some((k) => k.startsWith('.'))
      ? ['.']
      : Object.keys(exportsMap).filter((k) => exportsMap[k] !== null);
  const specifiers = keys.map((k) => (k === '.' ? name : `${name}/${k.slice(2)}`));
  const regexes = specifiers.map((s) => s.split('*').map(escapeRegExp).join('.+'));
  return { specifiers, regexes };
};

/** A regex matching an import of `name` or of a subpath that is none of its entry points. */
const notAnEntryPointRegex = (name, { regexes }) =>
  `^(?!(?:${regexes.join('|')})$)${escapeRegExp(name)}(?:/.*)?$`;

/**
 * @param {{ root: string }} options root: the repository root (where the root package.json is)
 * @returns {import('eslint').Linter.Config[]}
 */
export function boundaries({ root }) {
  const rootPackage = readJson(root, '.');
  /** @type {string[]} */
  const workspaces = rootPackage.workspaces.filter((ws) => existsSync(path.join(root, ws, 'package.json')));
  const packages = workspaces.map((ws) => {
    const pkg = readJson(root, ws);
    return { ws, name: pkg.name, kind: kindOf(ws), entries: entryPointsOf(pkg.name, pkg.exports) };
  });
  const namesOf = (...kinds) => packages.filter((p) => kinds.includes(p.kind)).map((p) => p.name);

  /** @param {string[]} names @param {string} message */
  const forbidPackages = (names, message) =>
    names.length === 0 ? [] : [{ regex: `^(?:${names.map(escapeRegExp).join('|')})(?:/.*)?$`, message }];

  const webLibs = namesOf('web-lib');
  const frontends = namesOf('frontend');
  const serverCode = namesOf('service', 'gateway', 'server-lib');
  const tests = namesOf('tests');
  const serverPackages = [
    ...SERVER_PACKAGES.map((glob) => ({ regex: packageGlobToRegex(glob), message: WHY.frontendToServer })),
    ...forbidPackages(serverCode, WHY.frontendToServer),
  ];

  /** The package-name restrictions of one kind of workspace (`self`: its own package name). */
  const restrictionsFor = (kind, self) => {
    const others = (names) => names.filter((n) => n !== self);
    switch (kind) {
      case 'frontend':
        return [...serverPackages, ...forbidPackages(others([...frontends, ...tests]), WHY.appToApp)];
      case 'web-lib':
        return [...serverPackages, ...forbidPackages([...frontends, ...tests], WHY.libToApp)];
      case 'domain':
        return [...serverPackages, ...forbidPackages(others(namesOf('contracts', 'web-lib', 'frontend', 'tests')), WHY.domainToOurs)];
      case 'contracts':
        return [
          ...serverPackages,
          ...forbidPackages(webLibs, WHY.contractsToKits),
          ...forbidPackages([...frontends, ...tests], WHY.libToApp),
        ];
      case 'server-lib':
        return [
          ...forbidPackages(webLibs, WHY.serverToFrontend),
          ...forbidPackages([...namesOf('service', 'gateway'), ...frontends, ...tests], WHY.libToApp),
        ];
      case 'service':
      case 'gateway':
        return [
          ...forbidPackages(others(namesOf('service', 'gateway')), WHY.serviceToService),
          ...forbidPackages([...webLibs, ...frontends], WHY.serverToFrontend),
          ...forbidPackages(tests, WHY.appToApp),
        ];
      default:
        return [];
    }
  };

  // Only named entry points: every import of a workspace package by name must be one its "exports" offers.
  const entryPointPatterns = packages.map((p) => ({
    regex: notAnEntryPointRegex(p.name, p.entries),
    message: WHY.entryPoint(p.name, p.entries.specifiers),
  }));

  // One zod for the shell and every remote, shared as the contracts' narrow entry (ADR 0037): 'zod' itself bundles a
  // second copy into the app that imports it. The contracts build their schemas with the same entry.
  const zodPath = {
    name: 'zod',
    message: "Import z from '@vetnow/contracts/zod' (the one shared zod of the frontends; ADR 0037).",
  };

  // The CSP has no 'unsafe-inline' in style-src (ADR 0013): react-hot-toast's main entry writes a <style> element.
  const browserPaths = [
    {
      name: 'react-hot-toast',
      message: "Use 'react-hot-toast/headless' (or web-kit's notify): the main entry injects a <style> the CSP refuses.",
    },
    // One router for the shell and every remote, shared through web-kit's narrow entry (ADR 0032): a direct import
    // bundles a second, whole react-router whose hooks do not see the shell's location.
    ...['react-router', 'react-router-dom'].map((name) => ({
      name,
      message: "Import routing from '@vetnow/web-kit/router' (the one shared router; ADR 0032).",
    })),
    zodPath,
    // Server-only entries of the contracts: the route examples (ADR 0072: the OpenAPI document, the contracts spec and
    // the proof) and the validation codes' English answer texts (ADR 0075: pages translate the codes). A page that
    // imported either would download all of it (the reason they left the shared modules).
    ...[
      ['@vetnow/contracts/api/examples', 'Route examples are for the OpenAPI document and the tests, never the browser (ADR 0072).'],
      ['@vetnow/contracts/validation-texts', "The validation codes' English texts are server-side: translate the code (web-kit validationMessage; ADR 0075)."],
    ].map(([name, message]) => ({ name, message })),
  ];

  // One stack per Playwright worker (issue 37): a spec that took `test` from Playwright itself would test the first
  // worker's stack from every worker, and collide with its tests.
  const e2ePaths = [
    {
      name: '@playwright/test',
      importNames: ['test'],
      message: "Import test from the suite's support/test.ts: its baseURL is this worker's own stack.",
    },
  ];

  // The domain rules take no zod at all (not even the contracts' shared one, which would be an import back up).
  const domainPaths = [{ name: 'zod', message: WHY.domainToZod }];
  /** The restricted import paths of a workspace the browser does not load through browserPaths. */
  const pathsOf = (ws) => ({ 'libs/contracts': [zodPath], 'libs/domain': domainPaths, 'tests/e2e': e2ePaths })[ws] ?? [];

  /** @type {import('eslint').Linter.Config[]} */
  const configs = [];

  // One no-restricted-imports block per workspace (a later block would replace, not extend, the rule's options).
  for (const p of packages) {
    const patterns = restrictionsFor(p.kind, p.name);
    const isBrowser = p.kind === 'frontend' || p.ws === 'libs/web-kit';
    configs.push({
      name: `vetnow/boundaries/${p.ws}`,
      files: [`${p.ws}/${SOURCE_FILES}`],
      // The one file that extends Playwright's test.
      ...(p.ws === 'tests/e2e' ? { ignores: ['tests/e2e/support/test.ts'] } : {}),
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: isBrowser ? browserPaths : pathsOf(p.ws),
            patterns: [...patterns, ...entryPointPatterns],
          },
        ],
      },
    });
  }
  // Everything outside the workspaces (whole-product tests, scripts, bench, tools) still uses entry points only.
  configs.push({
    name: 'vetnow/boundaries/outside-workspaces',
    files: [SOURCE_FILES],
    ignores: packages.map((p) => `${p.ws}/**`),
    rules: { 'no-restricted-imports': ['error', { patterns: entryPointPatterns }] },
  });

  const zones = [];
  // A relative path into another workspace ("../../svc-x/src/..."): import it by its package name instead (then the
  // rules above apply). Not for the whole-product suites (tests/**), which drive the product from outside; root
  // tooling (tools/, scripts/) is no workspace, so a Jest config may still import tools/jest.
  for (const p of packages.filter((q) => q.kind !== 'tests')) {
    const others = packages.filter((q) => q !== p);
    for (const q of others) {
      // A workspace nested in another (none today) would be matched by its parent's zone as well.
      zones.push({
        target: p.ws,
        from: q.ws,
        message: `Import ${q.name} by its package name through its entry points, never by a relative path into its files.`,
      });
    }
  }

  // Features: src/features/X may use src/features/Y only through Y's public API, its index.ts.
  for (const p of packages.filter((q) => q.kind === 'frontend')) {
    const featuresDir = path.join(p.ws, 'src', 'features');
    if (!existsSync(path.join(root, featuresDir))) continue;
    const features = readdirSync(path.join(root, featuresDir)).filter((f) => statSync(path.join(root, featuresDir, f)).isDirectory());
    for (const from of features) {
      for (const to of features) {
        if (from === to) continue;
        zones.push({
          target: path.join(featuresDir, from),
          from: path.join(featuresDir, to),
          except: ['./index.ts', './index.tsx'],
          message: `Feature '${from}' may use feature '${to}' only through its public API (${featuresDir}/${to}/index.ts); shared code belongs outside src/features.`,
        });
      }
    }
  }
  // One block: a second block for the same rule would replace these options for the files both match.
  configs.push({
    name: 'vetnow/boundaries/paths',
    files: packages.filter((p) => p.kind !== 'tests').map((p) => `${p.ws}/${SOURCE_FILES}`),
    plugins: { 'import-x': importX },
    settings: resolverSettings(),
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones }] },
  });
  return configs;
}

/**
 * Relative imports are resolved the way TypeScript and rspack do: './x.js' may be x.ts, extensionless may be x.tsx.
 * Symlinks are not followed, so '@vetnow/contracts' stays under node_modules and only a relative path lands in
 * another workspace's folder (imports by name are the business of no-restricted-imports).
 */
const resolverSettings = () => ({
  'import-x/resolver-next': [
    createNodeResolver({
      extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'], '.cjs': ['.cts', '.cjs'] },
      conditionNames: ['source', 'import', 'default'],
      symlinks: false,
    }),
  ],
});
