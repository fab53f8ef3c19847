import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { satisfy } from '@module-federation/runtime-core';
// @ts-expect-error -- the build configuration is plain ESM JavaScript without types
import { SHARED_CONTRACTS, SHARED_KIT_UI, contractsShareVersion, sharedConfig, sharedKitEntries } from './create-app-config.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const CONTRACTS = path.join(ROOT, 'libs/contracts');
const DOMAIN = path.join(ROOT, 'libs/domain');
const KIT = path.join(ROOT, 'libs/web-kit');

type Shared = Record<string, { singleton: boolean; requiredVersion: string; version?: string }>;

describe('the contracts shared across the federation (ADR 0037)', () => {
  let copy: string;
  beforeEach(() => {
    copy = mkdtempSync(path.join(tmpdir(), 'vetnow-contracts-'));
    cpSync(path.join(CONTRACTS, 'package.json'), path.join(copy, 'package.json'));
    cpSync(path.join(CONTRACTS, 'src'), path.join(copy, 'src'), { recursive: true });
  });
  afterEach(() => rmSync(copy, { recursive: true, force: true }));

  it('the shell and every remote ask for the same contracts entries, under one version built from the sources', () => {
    const configs = ['shell', 'mf-owner', 'mf-doctor', 'mf-admin'].map((app) => sharedConfig(path.join(ROOT, app)) as Shared);
    const version = contractsShareVersion(CONTRACTS, DOMAIN);
    expect(version).toMatch(/^\d+\.\d+\.\d+-c[0-9a-f]{12}$/);
    for (const shared of configs) {
      for (const entry of SHARED_CONTRACTS) {
        expect(shared[entry]).toEqual({ singleton: false, requiredVersion: `=${version}`, version });
      }
    }
    expect(contractsShareVersion(copy, DOMAIN)).toBe(version);
  });

  it('the shell takes every shared entry beside zod and the route table at start, so a remote gets its copies (ADR 0084)', () => {
    const taken = [...readFileSync(path.join(ROOT, 'shell/src/app/remotes/shared-contracts.ts'), 'utf8').matchAll(/^ {2}\(\) => import\(\/\* webpackMode: "eager" \*\/ '([^']+)'\),$/gm)].map((m) => m[1]);
    expect(taken.sort()).toEqual(SHARED_CONTRACTS.filter((entry: string) => !/\/(zod|api)$/.test(entry)).sort());
    const bootstrap = readFileSync(path.join(ROOT, 'shell/src/bootstrap.ts'), 'utf8');
    expect(bootstrap).toMatch(/^import \{ SHARED_CONTRACTS_ENTRIES \} from '\.\/app\/remotes\/shared-contracts';$/m);
    // Taken before the route table, which would otherwise build them all in its own task.
    expect(bootstrap.indexOf('for (const take of SHARED_CONTRACTS_ENTRIES)')).toBeGreaterThan(0);
    expect(bootstrap.indexOf('for (const take of SHARED_CONTRACTS_ENTRIES)')).toBeLessThan(bootstrap.indexOf("'@vetnow/contracts/api'"));
    // Every contracts entry an app imports a value from is shared, so no remote page builds a schema a second time.
    const valueImported = new Set<string>();
    for (const app of ['shell', 'mf-owner', 'mf-doctor', 'mf-admin']) {
      for (const file of readdirSync(path.join(ROOT, app, 'src'), { recursive: true, encoding: 'utf8' })) {
        if (!/\.tsx?$/.test(file) || /\.spec\.tsx?$|testing/.test(file)) continue;
        for (const m of readFileSync(path.join(ROOT, app, 'src', file), 'utf8').matchAll(/^import (?!type )[^;]*?from '(@vetnow\/contracts\/[a-z/-]+)';/gms)) valueImported.add(m[1]!);
      }
    }
    expect(valueImported.size).toBeGreaterThan(10);
    // Not shared: constants (plain values, no schema), services (names), zod-jitless (zod's setting, the shell's own).
    const unshared = [...valueImported].filter((entry) => !SHARED_CONTRACTS.includes(entry)).sort();
    expect(unshared).toEqual(unshared.filter((entry) => /\/(constants|services|zod-jitless)$/.test(entry)));
  });

  it('changed domain rules (bundled into the shared contracts entries, ADR 0071) are another version', () => {
    const domainCopy = mkdtempSync(path.join(tmpdir(), 'vetnow-domain-'));
    try {
      cpSync(path.join(DOMAIN, 'src'), path.join(domainCopy, 'src'), { recursive: true });
      const before = contractsShareVersion(copy, domainCopy);
      expect(before).toBe(contractsShareVersion(CONTRACTS, DOMAIN));
      writeFileSync(path.join(domainCopy, 'src/new-rule.ts'), 'export const NEW_RULE = 1;\n');
      expect(contractsShareVersion(copy, domainCopy)).not.toBe(before);
    } finally {
      rmSync(domainCopy, { recursive: true, force: true });
    }
  });

  it('changed contracts are another version, which an app built from the old ones does not take (it keeps its own)', () => {
    const before = contractsShareVersion(copy);
    writeFileSync(path.join(copy, 'src/api/new-route.ts'), "export const NEW_ROUTE = 'GET /new';\n");
    const after = contractsShareVersion(copy);
    expect(after).not.toBe(before);
    // What Module Federation's runtime decides for a remote built from the new contracts beside the old shell's copy.
    expect(satisfy(before, `=${after}`)).toBe(false);
    expect(satisfy(after, `=${after}`)).toBe(true);
  });

  it('a spec is not part of the version (it never reaches a browser)', () => {
    const before = contractsShareVersion(copy);
    writeFileSync(path.join(copy, 'src/extra.spec.ts'), 'it.todo("x");\n');
    expect(contractsShareVersion(copy)).toBe(before);
  });
});

describe('the web kit across the federation (ADR 0079)', () => {
  const kitPackage = JSON.parse(readFileSync(path.join(KIT, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
  const entries = Object.keys(kitPackage.exports).filter((key) => !key.startsWith('./src/') && !/\.(css|json)$/.test(key));

  it('every app shares each kit entry but the UI components, the test helpers and the build-time frames, as one singleton', () => {
    const ui = entries.filter((key) => key.startsWith('./ui/')).map((key) => `@vetnow/web-kit/${key.slice(2)}`);
    const rest = entries.filter((key) => !key.startsWith('./ui/') && !key.startsWith('./testing') && !key.startsWith('./prerender/')).map((key) => `@vetnow/web-kit/${key.slice(2)}`);
    expect(ui.length).toBeGreaterThan(20);
    expect(rest).toEqual(expect.arrayContaining(['@vetnow/web-kit/session', '@vetnow/web-kit/query-client', '@vetnow/web-kit/i18n', '@vetnow/web-kit/router']));
    for (const app of ['shell', 'mf-owner', 'mf-doctor', 'mf-admin']) {
      const shared = sharedConfig(path.join(ROOT, app)) as Shared;
      const kit = Object.keys(shared).filter((name) => name.startsWith('@vetnow/web-kit/')).sort();
      expect(kit).toEqual([...rest, ...SHARED_KIT_UI].sort());
      for (const name of kit) expect(shared[name]).toMatchObject({ singleton: true });
    }
    expect(sharedKitEntries(kitPackage)).not.toContain('@vetnow/web-kit/ui/button');
    // react-dom/server for the remotes' screen frames (ADR 0083): never in a browser's share scope.
    expect(sharedKitEntries(kitPackage)).not.toContain('@vetnow/web-kit/prerender/screen-frame');
  });

  it('a UI component holding a React context or module state is shared (the shell provides what a remote reads)', () => {
    const dir = path.join(KIT, 'src/ui');
    const stateful = readdirSync(dir)
      .filter((file) => /\.tsx?$/.test(file) && !/\.spec\.tsx?$/.test(file))
      .filter((file) => /\bcreateContext\s*(<[^(]*>)?\s*\(|^(let|var)\s|^const\s+\w+\s*=\s*new\s/m.test(readFileSync(path.join(dir, file), 'utf8')))
      .map((file) => `@vetnow/web-kit/ui/${file.replace(/\.tsx?$/, '')}`);
    expect(stateful).toContain('@vetnow/web-kit/ui/remote-scope');
    expect(sharedKitEntries(kitPackage)).toEqual(expect.arrayContaining(stateful));
  });
});
