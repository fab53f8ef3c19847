// Proves the dependency-boundary rules of eslint.config.js (ADR 0019): each lints a deliberately wrong import with
// ESLint's Node API and expects the rule to fire with its message, and the right import next to it to pass.
// The snippets are linted as if they were files at the given paths of this repository (lintText with a filePath);
// what a relative import points to must exist, so those cases pick real files.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
// The repository's config, given to ESLint as an object: ESLint would load the file with import(), which Jest's
// CommonJS runtime (ADR 0076) does not offer to a dependency.
import repositoryConfig from '../../eslint.config.js';
import { boundaries } from './boundaries.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BOUNDARY_RULES = new Set(['no-restricted-imports', 'import-x/no-restricted-paths']);

type Finding = { ruleId: string | null; message: string; line: number };

async function lint(eslint: ESLint, cwd: string, filePath: string, code: string): Promise<Finding[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(cwd, filePath) });
  if (!result) throw new Error(`ESLint returned no result for ${filePath}`);
  const fatal = result.messages.filter((m) => m.fatal);
  if (fatal.length > 0) throw new Error(`${filePath} did not parse: ${fatal.map((m) => m.message).join('; ')}`);
  return result.messages
    .filter((m) => m.ruleId !== null && BOUNDARY_RULES.has(m.ruleId))
    .map((m) => ({ ruleId: m.ruleId, message: m.message, line: m.line }));
}

/** A source file (not an index, not a spec) somewhere under `dir`, relative to the root; throws if there is none. */
function someSourceFile(dir: string): string {
  const walk = (rel: string): string | undefined => {
    for (const entry of readdirSync(path.join(ROOT, rel)).sort()) {
      const child = path.join(rel, entry);
      if (statSync(path.join(ROOT, child)).isDirectory()) {
        const found = walk(child);
        if (found) return found;
      } else if (/\.tsx?$/.test(entry) && !/^index\./.test(entry) && !/\.(spec|test)\.tsx?$/.test(entry)) {
        return child;
      }
    }
    return undefined;
  };
  const found = walk(dir);
  if (!found) throw new Error(`no source file under ${dir}`);
  return found;
}

/** The specifier a file at `fromFile` would write to import `toFile` (both relative to the root), as './x.js'. */
function relativeSpecifier(fromFile: string, toFile: string): string {
  const rel = path.relative(path.dirname(fromFile), toFile).replace(/\.tsx?$/, '.js');
  return rel.startsWith('.') ? rel : `./${rel}`;
}

describe('boundary rules of the repository eslint.config.js', () => {
  let eslint: ESLint;
  const check = (filePath: string, code: string) => lint(eslint, ROOT, filePath, code);

  beforeAll(() => {
    eslint = new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: repositoryConfig });
  });

  describe('a frontend never imports server code', () => {
    it.each([
      ['mf-owner/src/features/booking/x.ts', '@nestjs/common'],
      ['shell/src/app/x.tsx', 'drizzle-orm/pg-core'],
      ['mf-admin/src/x.ts', 'pg'],
      ['mf-doctor/src/x.ts', '@nats-io/jetstream'],
      ['libs/web-kit/src/x.ts', 'fastify'],
      ['libs/web-build/src/x.mjs', '@nestjs/core'],
      ['mf-owner/src/x.ts', '@vetnow/service-kit'],
      ['mf-owner/src/x.ts', '@vetnow/svc-booking'],
      ['shell/src/x.ts', '@vetnow/gateway'],
      // contracts is loaded by the browser too
      ['libs/contracts/src/x.ts', '@nestjs/common'],
    ])('%s importing %s fails', async (file, specifier) => {
      const findings = await check(file, `import * as server from '${specifier}';\nexport const x = server;\n`);
      expect(findings).toEqual([
        expect.objectContaining({ ruleId: 'no-restricted-imports', line: 1, message: expect.stringContaining('Frontend code') }),
      ]);
      expect(findings[0]?.message).toContain('must not import server code');
    });

    it.each([
      ['mf-owner/src/features/booking/x.tsx', 'react-router-dom'],
      ['shell/src/app/x.tsx', 'react-router'],
      ['libs/web-kit/src/x.ts', 'react-router'],
    ])('%s importing %s (not the one shared router) fails', async (file, specifier) => {
      const findings = await check(file, `import { Link } from '${specifier}';\nexport const x = Link;\n`);
      expect(findings).toEqual([
        expect.objectContaining({ ruleId: 'no-restricted-imports', line: 1, message: expect.stringContaining("'@vetnow/web-kit/router'") }),
      ]);
      expect(await check(file, `import { Link } from '@vetnow/web-kit/router';\nexport const x = Link;\n`)).toEqual([]);
    });

    it.each([
      ['mf-owner/src/features/booking/x.ts', 'zod'],
      ['shell/src/app/x.ts', 'zod'],
      ['libs/web-kit/src/x.ts', 'zod'],
      // the contracts build the schemas every frontend bundles
      ['libs/contracts/src/x.ts', 'zod'],
    ])('%s importing %s (not the one shared zod) fails', async (file, specifier) => {
      const findings = await check(file, `import { z } from '${specifier}';\nexport const x = z.string();\n`);
      expect(findings).toEqual([
        expect.objectContaining({ ruleId: 'no-restricted-imports', line: 1, message: expect.stringContaining("'@vetnow/contracts/zod'") }),
      ]);
      expect(await check(file, `import { z } from '@vetnow/contracts/zod';\nexport const x = z.string();\n`)).toEqual([]);
    });

    it.each([['mf-owner/src/features/booking/x.ts'], ['shell/src/app/x.ts'], ['libs/web-kit/src/x.ts']])(
      '%s importing the route examples fails (they stay out of the browser bundles; ADR 0072)',
      async (file) => {
        const source = `import { ROUTE_EXAMPLES_BY_NAME } from '@vetnow/contracts/api/examples';\nexport const x = ROUTE_EXAMPLES_BY_NAME;\n`;
        expect(await check(file, source)).toEqual([
          expect.objectContaining({ ruleId: 'no-restricted-imports', line: 1, message: expect.stringContaining('never the browser') }),
        ]);
        expect(await check('gateway/src/x.ts', source)).toEqual([]);
      },
    );

    it.each([['mf-owner/src/features/booking/x.ts'], ['shell/src/app/x.spec.tsx'], ['libs/web-kit/src/x.ts']])(
      '%s importing the validation codes’ English texts fails (server-side only; ADR 0075)',
      async (file) => {
        const source = `import { VALIDATION_TEXTS } from '@vetnow/contracts/validation-texts';\nexport const x = VALIDATION_TEXTS;\n`;
        expect(await check(file, source)).toEqual([
          expect.objectContaining({ ruleId: 'no-restricted-imports', line: 1, message: expect.stringContaining('server-side') }),
        ]);
        expect(await check('svc-booking/src/x.ts', source)).toEqual([]);
        expect(await check(file, `import { vc } from '@vetnow/contracts/validation';\nexport const x = vc('password.min');\n`)).toEqual([]);
      },
    );

    it('a service may import zod itself', async () => {
      expect(await check('svc-booking/src/x.ts', `import { z } from 'zod';\nexport const x = z.string();\n`)).toEqual([]);
    });

    it('a type-only import of server code fails too', async () => {
      const findings = await check('mf-owner/src/x.ts', `import type { INestApplication } from '@nestjs/common';\nexport type X = INestApplication;\n`);
      expect(findings.map((f) => f.ruleId)).toEqual(['no-restricted-imports']);
    });

    it('a frontend importing contracts and a web-kit entry point passes', async () => {
      const webKitEntry = firstNamedEntryPoint('libs/web-kit');
      const contractsEntry = firstNamedEntryPoint('libs/contracts');
      const findings = await check(
        'mf-owner/src/x.ts',
        `import * as a from '${contractsEntry}';\nimport * as b from '${webKitEntry}';\nimport React from 'react';\nexport const x = [a, b, React];\n`,
      );
      expect(findings).toEqual([]);
    });
  });

  describe('a service never imports another service or the gateway', () => {
    it.each([
      ['svc-booking/src/appointments/x.ts', '@vetnow/svc-clinic'],
      ['svc-payments/src/x.ts', '@vetnow/svc-booking/src/app.module.js'],
      ['svc-auth/src/x.ts', '@vetnow/gateway'],
      ['gateway/src/x.ts', '@vetnow/svc-auth'],
    ])('%s importing %s fails', async (file, specifier) => {
      const findings = await check(file, `import * as other from '${specifier}';\nexport const x = other;\n`);
      expect(findings).toContainEqual(
        expect.objectContaining({ ruleId: 'no-restricted-imports', message: expect.stringContaining('A service must not import another service') }),
      );
    });

    it('a service importing frontend code fails', async () => {
      const findings = await check('svc-clinic/src/x.ts', `import { t } from '@vetnow/web-kit/i18n';\nexport const x = t;\n`);
      expect(findings).toContainEqual(
        expect.objectContaining({ message: expect.stringContaining('Server code must not import frontend code') }),
      );
    });

    it('a service importing the kit and contracts by their entry points passes', async () => {
      const findings = await check(
        'svc-booking/src/x.ts',
        `import * as kit from '${firstNamedEntryPoint('libs/service-kit')}';\nimport * as c from '${firstNamedEntryPoint('libs/contracts')}';\nimport { Controller } from '@nestjs/common';\nexport const x = [kit, c, Controller];\n`,
      );
      expect(findings).toEqual([]);
    });
  });

  describe('a lib never imports an app', () => {
    it.each([
      ['libs/service-kit/src/x.ts', '@vetnow/svc-auth'],
      ['libs/service-kit/src/x.ts', '@vetnow/gateway'],
      ['libs/web-kit/src/x.ts', '@vetnow/mf-owner'],
      ['libs/contracts/src/x.ts', '@vetnow/shell'],
    ])('%s importing %s fails', async (file, specifier) => {
      const findings = await check(file, `import * as app from '${specifier}';\nexport const x = app;\n`);
      expect(findings).toContainEqual(expect.objectContaining({ ruleId: 'no-restricted-imports', message: expect.stringMatching(/must not import (an app|server code)/) }));
    });

    it.each([
      ['@vetnow/contracts/api'],
      ['@vetnow/contracts/zod'],
      ['@vetnow/web-kit/i18n'],
      ['@vetnow/mf-owner'],
    ])('domain importing %s fails (it is the bottom layer, ADR 0071)', async (specifier) => {
      const findings = await check('libs/domain/src/x.ts', `import * as up from '${specifier}';\nexport const x = up;\n`);
      expect(findings).toContainEqual(expect.objectContaining({ ruleId: 'no-restricted-imports', message: expect.stringContaining('@vetnow/domain is the bottom layer') }));
    });

    it('domain importing zod or server code fails', async () => {
      const zod = await check('libs/domain/src/x.ts', `import { z } from 'zod';\nexport const x = z;\n`);
      expect(zod).toContainEqual(expect.objectContaining({ ruleId: 'no-restricted-imports', message: expect.stringContaining('@vetnow/domain is plain TypeScript') }));
      const server = await check('libs/domain/src/x.ts', `import * as kit from '${firstNamedEntryPoint('libs/service-kit')}';\nexport const x = kit;\n`);
      expect(server).toContainEqual(expect.objectContaining({ ruleId: 'no-restricted-imports', message: expect.stringContaining('must not import server code') }));
    });

    it('contracts, a frontend, web-kit and a service importing domain pass', async () => {
      const source = `import * as rules from '${firstNamedEntryPoint('libs/domain')}';\nexport const x = rules;\n`;
      for (const file of ['libs/contracts/src/x.ts', 'mf-owner/src/x.ts', 'libs/web-kit/src/x.ts', 'svc-booking/src/x.ts', 'gateway/src/x.ts']) {
        expect({ file, findings: await check(file, source) }).toEqual({ file, findings: [] });
      }
    });

    it('contracts importing a kit fails', async () => {
      const findings = await check('libs/contracts/src/x.ts', `import * as kit from '@vetnow/web-kit/i18n';\nexport const x = kit;\n`);
      expect(findings).toContainEqual(expect.objectContaining({ message: expect.stringContaining('@vetnow/contracts sits on @vetnow/domain alone') }));
    });
  });

  describe('another workspace is imported by its package name, never by a relative path', () => {
    it.each([
      ['svc-booking/src/appointments/x.ts', someSourceFile('svc-clinic/src')],
      ['mf-owner/src/x.ts', someSourceFile('libs/web-kit/src')],
      ['libs/web-kit/src/x.ts', someSourceFile('svc-auth/src')],
      ['gateway/src/x.ts', someSourceFile('libs/service-kit/src')],
    ])('%s importing %s by a relative path fails', async (file, target) => {
      const specifier = relativeSpecifier(file, target);
      const findings = await check(file, `import * as other from '${specifier}';\nexport const x = other;\n`);
      expect(findings).toContainEqual(
        expect.objectContaining({ ruleId: 'import-x/no-restricted-paths', message: expect.stringContaining('by its package name through its entry points, never by a relative path') }),
      );
    });

    it('a Jest config importing the root tooling (tools/jest, no workspace) passes', async () => {
      const file = 'libs/contracts/jest.config.js';
      expect(await check(file, `import { nodePreset } from '../../tools/jest/node.preset.js';\nexport default nodePreset('contracts');\n`)).toEqual([]);
    });

    it("an e2e spec taking test from Playwright itself fails (it would test another worker's stack)", async () => {
      const file = 'tests/e2e/tests/x.spec.ts';
      const findings = await check(file, `import { expect, test } from '@playwright/test';\ntest('x', () => expect(1).toBe(1));\n`);
      expect(findings).toEqual([
        expect.objectContaining({ ruleId: 'no-restricted-imports', line: 1, message: expect.stringContaining('support/test.ts') }),
      ]);
      expect(await check(file, `import { expect, test } from '../support/test';\ntest('x', () => expect(1).toBe(1));\n`)).toEqual([]);
      expect(await check(file, `import type { Page } from '@playwright/test';\nexport type P = Page;\n`)).toEqual([]);
    });

    it('a relative import inside the same workspace passes', async () => {
      const file = 'svc-clinic/src/x.ts';
      const specifier = relativeSpecifier(file, someSourceFile('svc-clinic/src'));
      expect(await check(file, `import * as own from '${specifier}';\nexport const x = own;\n`)).toEqual([]);
    });
  });

  describe('a workspace package is imported only through the entry points its "exports" names', () => {
    it('a deep path into web-kit fails and names the entry points', async () => {
      const findings = await check('mf-doctor/src/x.ts', `import * as deep from '@vetnow/web-kit/src/api-client';\nexport const x = deep;\n`);
      expect(findings).toEqual([
        expect.objectContaining({ ruleId: 'no-restricted-imports', message: expect.stringContaining('Import @vetnow/web-kit only through its public entry points') }),
      ]);
      expect(findings[0]?.message).toContain(firstNamedEntryPoint('libs/web-kit'));
    });

    it('an app that declares no exports cannot be deep-imported by name, even by the whole-product tests', async () => {
      const findings = await check('tests/integration/x.spec.ts', `import { AppModule } from '@vetnow/svc-booking/src/app.module.js';\nexport const x = AppModule;\n`);
      expect(findings).toEqual([expect.objectContaining({ message: expect.stringContaining('Import @vetnow/svc-booking only through its public entry points') })]);
    });
  });

  describe('a feature uses another feature only through its index.ts', () => {
    it('a frontend feature importing a file inside another feature fails', async () => {
      const featuresDir = 'mf-owner/src/features';
      const features = readdirSync(path.join(ROOT, featuresDir)).filter((f) => statSync(path.join(ROOT, featuresDir, f)).isDirectory()).sort();
      expect(features.length).toBeGreaterThanOrEqual(2);
      const [from, to] = features as [string, string];
      const file = `${featuresDir}/${from}/components/x.tsx`;
      const target = someSourceFile(`${featuresDir}/${to}`);
      const specifier = relativeSpecifier(file, target).replace(/\.js$/, '');
      const findings = await check(file, `import * as internal from '${specifier}';\nexport const x = internal;\n`);
      expect(findings).toEqual([
        expect.objectContaining({ ruleId: 'import-x/no-restricted-paths', message: expect.stringContaining(`Feature '${from}' may use feature '${to}' only through its public API`) }),
      ]);
    });
  });
});

describe('the boundary rules on a small repository of their own (features and their index.ts)', () => {
  // A throwaway tree with one frontend holding two features, linted with a config built by the same factory:
  // whether a feature has an index.ts yet does not depend on the real tree.
  let dir: string;
  let eslint: ESLint;
  const check = (filePath: string, code: string) => lint(eslint, dir, filePath, code);

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'vetnow-boundaries-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    };
    write('package.json', JSON.stringify({ name: 'fixture', private: true, type: 'module', workspaces: ['mf-x', 'svc-a', 'libs/kit', 'libs/open'] }));
    write('libs/kit/package.json', JSON.stringify({ name: '@fixture/kit', type: 'module', exports: { '.': './src/index.ts', './errors': './src/errors/index.ts', './hidden': null } }));
    write('libs/open/package.json', JSON.stringify({ name: '@fixture/open', type: 'module', exports: { './*': './src/*.ts' } }));
    write('mf-x/package.json', JSON.stringify({ name: '@fixture/mf-x', private: true, type: 'module' }));
    write('svc-a/package.json', JSON.stringify({ name: '@fixture/svc-a', private: true, type: 'module' }));
    write('mf-x/src/features/cart/index.ts', "export { total } from './model/total';\n");
    write('mf-x/src/features/cart/model/total.ts', 'export const total = 1;\n');
    write('mf-x/src/features/orders/components/list.tsx', 'export const list = 1;\n');
    write('mf-x/src/shared/format.ts', 'export const format = 1;\n');
    // The fixture's config, built by the same factory for the fixture's root (given as an object, like the real one).
    const config = [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...boundaries({ root: dir })];
    eslint = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: config });
  });

  afterAll(() => {
    if (dir && existsSync(dir)) rmSync(dir, { recursive: true, force: true });
  });

  it('a feature importing another feature\'s internal file fails', async () => {
    const findings = await check('mf-x/src/features/orders/components/page.tsx', "import { total } from '../../cart/model/total';\nexport const x = total;\n");
    expect(findings).toEqual([
      expect.objectContaining({
        ruleId: 'import-x/no-restricted-paths',
        message: expect.stringContaining("Feature 'orders' may use feature 'cart' only through its public API (mf-x/src/features/cart/index.ts)"),
      }),
    ]);
  });

  it("a feature importing another feature's index.ts, by folder or by file, passes", async () => {
    const code = "import { total } from '../../cart';\nimport * as cart from '../../cart/index';\nexport const x = [total, cart];\n";
    expect(await check('mf-x/src/features/orders/components/page.tsx', code)).toEqual([]);
  });

  it('a feature importing its own files and shared code passes', async () => {
    const code = "import { list } from './list';\nimport { format } from '../../../shared/format';\nexport const x = [list, format];\n";
    expect(await check('mf-x/src/features/orders/components/page.tsx', code)).toEqual([]);
  });

  it('a package is imported only through the keys of its exports map', async () => {
    const wrong = "import * as a from '@fixture/kit/src/errors/filter.js';\nimport * as b from '@fixture/kit/hidden';\nimport * as c from '@fixture/kit/errors/index';\nexport const x = [a, b, c];\n";
    const findings = await check('mf-x/src/x.ts', wrong);
    expect(findings.map((f) => [f.line, f.ruleId])).toEqual([
      [1, 'no-restricted-imports'],
      [2, 'no-restricted-imports'],
      [3, 'no-restricted-imports'],
    ]);
    expect(findings[0]?.message).toContain('Import @fixture/kit only through its public entry points (its package.json "exports"): @fixture/kit, @fixture/kit/errors.');
    const right = "import * as a from '@fixture/kit';\nimport * as b from '@fixture/kit/errors';\nimport * as c from '@fixture/open/any/path';\nexport const x = [a, b, c];\n";
    expect(await check('mf-x/src/x.ts', right)).toEqual([]);
  });

  it('code outside the features (the app) may import a feature', async () => {
    expect(await check('mf-x/src/app/routes.tsx', "import { list } from '../features/orders/components/list';\nexport const x = list;\n")).toEqual([]);
  });
});

function packageJson(dir: string): { name: string; exports?: Record<string, unknown> } {
  return JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8'));
}

/** The package name joined with the first key of its exports map that names one entry point ('.' → the name). */
function firstNamedEntryPoint(dir: string): string {
  const { name, exports } = packageJson(dir);
  const key = Object.keys(exports ?? { '.': null }).find((k) => k.startsWith('.') && !k.includes('*'));
  if (key === undefined) {
    // Only wildcard keys ('./*'): any subpath is an entry point; use one that exists in the sources.
    const source = someSourceFile(`${dir}/src`);
    return `${name}/${path.relative(`${dir}/src`, source).replace(/\.tsx?$/, '')}`;
  }
  return key === '.' ? name : `${name}/${key.slice(2)}`;
}
