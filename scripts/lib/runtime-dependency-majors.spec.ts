import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from '@jest/globals';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Issue 42: "No runtime package in two major versions without an ADR." Runtime = what `npm ls --omit=dev` lists for
 * the workspaces (the services, the gateway, the apps and their libs); the dev tools (Lighthouse, Playwright,
 * puppeteer, jest) are not shipped and may pull what they like. Each package allowed here has its reason in
 * ADR 0073; a new one fails this spec until it is removed or given a reason there.
 */
const ALLOWED_TWO_MAJORS: Readonly<Record<string, string>> = {
  // Fastify 5's own serializers take 3.x; @module-federation/enhanced's schema-utils (build time) takes 2.x.
  'ajv-formats': 'ADR 0073',
  // Fastify 5's ajv compiler takes 4.x; ajv 8 (@hookform/resolvers' optional validators) takes 3.x.
  'fast-uri': 'ADR 0073',
  // light-my-request (Nest's Fastify inject) takes 3.x; react-router 7 takes 2.x for its server-side helpers.
  'set-cookie-parser': 'ADR 0073',
};

interface NpmNode {
  readonly version?: string;
  readonly dependencies?: Readonly<Record<string, NpmNode>>;
}

/** Every runtime package name → the major versions installed for it. */
function majorsOf(tree: NpmNode): Map<string, Set<string>> {
  const majors = new Map<string, Set<string>>();
  const walk = (node: NpmNode) => {
    for (const [name, child] of Object.entries(node.dependencies ?? {})) {
      if (child.version) {
        const set = majors.get(name) ?? new Set<string>();
        set.add(child.version.split('.')[0]!);
        majors.set(name, set);
      }
      walk(child);
    }
  };
  walk(tree);
  return majors;
}

describe('runtime dependencies', () => {
  it('has no package in two major versions but those ADR 0073 names', async () => {
    const { stdout } = await promisify(execFile)('npm', ['ls', '--all', '--omit=dev', '--json'], {
      cwd: ROOT,
      maxBuffer: 64 * 1024 * 1024,
    }).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' })); // npm ls exits 1 on peer warnings
    const majors = majorsOf(JSON.parse(stdout) as NpmNode);
    expect(majors.size).toBeGreaterThan(100); // the tree was read, not an empty answer
    const twoMajors = [...majors].filter(([, m]) => m.size > 1).map(([name]) => name).sort();
    expect(twoMajors).toEqual(Object.keys(ALLOWED_TWO_MAJORS).sort());
  });

  it('reads majors from a nested tree', () => {
    const tree: NpmNode = {
      dependencies: {
        a: { version: '1.2.0', dependencies: { b: { version: '2.0.0' } } },
        b: { version: '3.1.0' },
      },
    };
    expect(majorsOf(tree)).toEqual(new Map([['a', new Set(['1'])], ['b', new Set(['2', '3'])]]));
  });
});
