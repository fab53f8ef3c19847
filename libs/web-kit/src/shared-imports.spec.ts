import { describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Every `@vetnow/web-kit/<entry>` but the UI components is one Module Federation shared module (libs/web-build; the UI
 * components are bundled into each app, ADR 0079). A kit file that imports another entry by a relative path bundles a
 * second copy of it into its own chunk, so the shell and each remote downloaded i18n, api and session code two or three
 * times, and a copy of a stateful entry is a second instance (ADR 0023). Kit files import each other's entries by their
 * shared name instead; this test finds any relative import of an entry.
 */
const kitDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(kitDir, 'package.json'), 'utf8')) as {
  exports: Record<string, string | { source?: string }>;
};

const entryFiles = new Set(
  Object.values(pkg.exports)
    .map((target) => (typeof target === 'string' ? undefined : target.source))
    .filter((source): source is string => Boolean(source?.startsWith('./src/')))
    .map((source) => resolve(kitDir, source)),
);

function runtimeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : runtimeFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The entry files a source file imports by a relative path. */
function relativeEntryImports(file: string, source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/\bfrom\s+'(\.{1,2}\/[^']+)'/g)) {
    const base = resolve(dirname(file), match[1]!);
    // An entry is a file (`./i18n` → i18n.ts) or a folder's index (`./format` → format/index.ts).
    if (['.ts', '.tsx', '/index.ts', '/index.tsx'].some((ext) => entryFiles.has(base + ext)))
      found.push(match[1]!);
  }
  return found;
}

describe('web-kit entries import each other by their shared name', () => {
  it('knows the entries (the test would pass vacuously without them)', () => {
    expect(entryFiles.size).toBeGreaterThan(20);
    expect(entryFiles.has(join(kitDir, 'src/i18n.ts'))).toBe(true);
  });

  it('finds a relative import of an entry', () => {
    const file = join(kitDir, 'src/format/index.ts');
    expect(
      relativeEntryImports(file, "import { i18n } from '../i18n';\nimport { x } from './intl-fallback';"),
    ).toEqual(['../i18n']);
    expect(
      relativeEntryImports(join(kitDir, 'src/errors.ts'), "import { formatLkr } from './format';"),
    ).toEqual(['./format']);
  });

  it('no runtime file of the kit imports another entry by a relative path', () => {
    const offenders = runtimeFiles(join(kitDir, 'src')).flatMap((file) =>
      relativeEntryImports(file, readFileSync(file, 'utf8')).map(
        (spec) => `${relative(kitDir, file)}: '${spec}'`,
      ),
    );
    expect(offenders).toEqual([]);
  });
});
