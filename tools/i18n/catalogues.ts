/**
 * Completeness of the site's translations (issue 13). Every English catalogue of the shell, the remotes and the
 * kit (`en.json` or `<name>.en.json` under their `src`) must have Sinhala and Tamil siblings (`si.json`/`ta.json`
 * or `<name>.si.json`/`<name>.ta.json`) with exactly its keys, the same `{{variables}}` and `$t(nesting)` per key
 * (so the same plural forms: si and ta use `_one`/`_other` like English), and no value left in English — a value
 * identical to the English one counts as untranslated unless it is nothing but words that are never translated
 * (VetNow, LKR, e-mail addresses, URLs, numbers, times, formats such as MM/YY) or allow-listed in
 * `allow-identical.json`; a value with words must be in the language's script. Every `addResources(ns, en, …)` of the source must pass si and ta loaders that import
 * the siblings of its English catalogue. Used by catalogues.spec.ts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const LANGUAGES = ['si', 'ta'] as const;
export type TranslatedLanguage = (typeof LANGUAGES)[number];

/** Where the catalogues live (relative to the repository root). */
export const CATALOGUE_ROOTS = ['shell/src', 'mf-owner/src', 'mf-doctor/src', 'mf-admin/src', 'libs/web-kit/src'];

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function walk(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}

/** Every English catalogue under the roots, as absolute paths. */
export function englishCatalogues(repo: string, roots: readonly string[] = CATALOGUE_ROOTS): string[] {
  return roots
    .flatMap((root) => walk(join(repo, root)))
    .filter((path) => {
      const name = path.slice(path.lastIndexOf('/') + 1);
      return name === 'en.json' || name.endsWith('.en.json');
    })
    .sort();
}

/** The sibling of an English catalogue in `language`: `i18n/en.json` → `i18n/si.json`, `terms.en.json` → `terms.si.json`. */
export function siblingOf(englishPath: string, language: TranslatedLanguage): string {
  return englishPath.replace(/(^|[/.])en\.json$/, `$1${language}.json`);
}

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }` (arrays by index). */
export function flatten(value: Json, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else out[prefix] = String(value);
  return out;
}

/** The `{{variables}}` (format hints stripped: `{{count, number}}` → count) and `$t(...)` nestings of a text, sorted. */
export function placeholders(text: string): string[] {
  const vars = [...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((m) => `{{${m[1]}}}`);
  const nested = [...text.matchAll(/\$t\(([^)]*)\)/g)].map((m) => `$t(${m[1]})`);
  return [...vars, ...nested].sort();
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Text that is never translated: brand names, the currency, addresses, numbers, times, formats, codes. */
const NEVER_TRANSLATED = [
  /\{\{[^}]*\}\}/g,
  /\$t\([^)]*\)/g,
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g,
  /https?:\/\/\S+/g,
  /\b\d{1,2}:\d{2}\s?(AM|PM)?\b/g,
  /\b(VetNow|LKR|CVV|JSON|HTTPS|URL|ID|SMS|OK|MM\/YY|YYYY-MM-DD|HH:MM|Idempotency-Key|Visa|Mastercard|Amex|American Express)\b/g,
  /[\d\s.,:;!?()[\]/+\-–—·•…'"%#*&|<>=]+/g,
];

/** True when a value is made only of never-translated words, so si/ta may repeat the English value. */
export function neverTranslated(text: string): boolean {
  let rest = text;
  for (const pattern of NEVER_TRANSLATED) rest = rest.replace(pattern, ' ');
  return !/\p{L}/u.test(rest);
}

/** The script each translation is written in. */
const SCRIPT: Readonly<Record<TranslatedLanguage, RegExp>> = { si: /[\u0D80-\u0DFF]/u, ta: /[\u0B80-\u0BFF]/u };

export interface CatalogueProblems {
  /** The English catalogue, relative to the repository. */
  readonly catalogue: string;
  readonly problems: string[];
}

function readJson(path: string): Json {
  return JSON.parse(readFileSync(path, 'utf8')) as Json;
}

/** What is wrong with one English catalogue's si and ta siblings (empty when complete). */
export function checkCatalogue(repo: string, englishPath: string, allowIdentical: Readonly<Record<string, readonly string[]>> = {}): CatalogueProblems {
  const catalogue = relative(repo, englishPath);
  const problems: string[] = [];
  const english = flatten(readJson(englishPath));
  const allowed = new Set(allowIdentical[catalogue] ?? []);
  for (const language of LANGUAGES) {
    const path = siblingOf(englishPath, language);
    if (!existsSync(path)) {
      problems.push(`${language}: ${relative(repo, path)} is missing`);
      continue;
    }
    let translated: Record<string, string>;
    try {
      translated = flatten(readJson(path));
    } catch (error) {
      problems.push(`${language}: not valid JSON (${(error as Error).message})`);
      continue;
    }
    const missing = Object.keys(english).filter((key) => !(key in translated));
    const extra = Object.keys(translated).filter((key) => !(key in english));
    const pluralMissing = missing.filter((key) => PLURAL_SUFFIX.test(key));
    if (pluralMissing.length) problems.push(`${language}: plural forms missing: ${pluralMissing.join(', ')}`);
    const plainMissing = missing.filter((key) => !PLURAL_SUFFIX.test(key));
    if (plainMissing.length) problems.push(`${language}: keys missing: ${plainMissing.join(', ')}`);
    if (extra.length) problems.push(`${language}: keys English lacks: ${extra.join(', ')}`);
    for (const [key, value] of Object.entries(english)) {
      const other = translated[key];
      if (other === undefined) continue;
      const want = placeholders(value).join(' ');
      const got = placeholders(other).join(' ');
      if (want !== got) problems.push(`${language}: ${key}: variables ${got || '(none)'} instead of ${want || '(none)'}`);
      if (other.trim() === '') problems.push(`${language}: ${key}: empty`);
      else if (other === value && !neverTranslated(value) && !allowed.has(key)) problems.push(`${language}: ${key}: still English ("${value}")`);
      else if (!neverTranslated(other) && !SCRIPT[language].test(other) && !allowed.has(key)) {
        problems.push(`${language}: ${key}: not in ${language === 'si' ? 'Sinhala' : 'Tamil'} script ("${other}")`);
      }
    }
  }
  return { catalogue, problems };
}

/** Problems of every English catalogue under the roots (complete ones included, with no problems). */
export function checkAllCatalogues(repo: string, allowIdentical: Readonly<Record<string, readonly string[]>> = {}): CatalogueProblems[] {
  return englishCatalogues(repo).map((path) => checkCatalogue(repo, path, allowIdentical));
}

/** The text of a call starting at `open` (the index of its `(`), balanced parentheses. */
function callText(source: string, open: number): string {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    if (source[i] === '(') depth++;
    else if (source[i] === ')' && --depth === 0) return source.slice(open + 1, i);
  }
  return source.slice(open + 1);
}

export interface Registration {
  /** The source file, relative to the repository, and the namespace expression. */
  readonly file: string;
  readonly namespace: string;
  readonly problems: string[];
}

/**
 * Every `addResources(ns, en, { si, ta })` call in the apps' and the kit's source (specs, tests and the kit's own
 * definition excepted), with what is wrong: no loaders, a language missing, or a loader importing another file
 * than the English catalogue's sibling.
 */
export function checkRegistrations(repo: string, roots: readonly string[] = CATALOGUE_ROOTS): Registration[] {
  const files = roots
    .flatMap((root) => walk(join(repo, root)))
    .filter((path) => /\.(ts|tsx)$/.test(path) && !/\.(spec|test)\.tsx?$/.test(path) && !/\/testing\//.test(path));
  const registrations: Registration[] = [];
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/\baddResources\s*\(/g)) {
      const before = source.slice(Math.max(0, match.index - 30), match.index);
      if (/function\s+$/.test(before)) continue; // the definition
      const line = source.slice(source.lastIndexOf('\n', match.index) + 1, match.index);
      if (/^\s*(\*|\/\/|\/\*)/.test(line)) continue; // an example in a comment
      const args = callText(source, match.index + match[0].length - 1);
      const [namespace = '', englishArg = ''] = args.split(',').map((a) => a.trim());
      if (/^[a-z]+$/.test(namespace) && file.endsWith('libs/web-kit/src/i18n.ts')) continue; // createI18n's loop
      const problems: string[] = [];
      const englishImport = new RegExp(`import\\s+${englishArg.replace(/[^\w$]/g, '')}\\s+from\\s+['"]([^'"]+)['"]`).exec(source)?.[1];
      const englishPath = englishImport ? resolve(dirname(file), englishImport) : undefined;
      for (const language of LANGUAGES) {
        const loader = new RegExp(`\\b${language}\\s*:\\s*\\(\\)\\s*=>\\s*import\\(\\s*['"]([^'"]+)['"]`).exec(args)?.[1];
        if (!loader) {
          problems.push(`no ${language} loader`);
          continue;
        }
        const loaded = resolve(dirname(file), loader);
        if (englishPath && loaded !== siblingOf(englishPath, language)) {
          problems.push(`${language} loader imports ${relative(repo, loaded)}, not ${relative(repo, siblingOf(englishPath, language))}`);
        } else if (!existsSync(loaded)) problems.push(`${language} loader imports ${relative(repo, loaded)}, which does not exist`);
      }
      registrations.push({ file: relative(repo, file), namespace, problems });
    }
  }
  return registrations.sort((a, b) => a.file.localeCompare(b.file));
}
