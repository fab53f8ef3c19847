import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { satisfy } from '@module-federation/runtime-core';
// @ts-expect-error -- the build configuration is plain ESM JavaScript without types
import { SHARED_CONTRACTS, contractsShareVersion, sharedConfig } from './create-app-config.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const CONTRACTS = path.join(ROOT, 'libs/contracts');
const DOMAIN = path.join(ROOT, 'libs/domain');

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
