import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const cache = new Map<string, Record<string, unknown>>();

/**
 * A text of a feature's catalogue in a language, as the screens show it: `text('si', 'mf-owner/src/features/booking',
 * 'actions.next')`; `{{variables}}` filled from `values`. For selecting by accessible name in Sinhala and Tamil.
 */
export function text(language: string, feature: string, key: string, values: Record<string, string> = {}): string {
  const file = join(ROOT, feature, 'i18n', `${language}.json`);
  let catalogue = cache.get(file);
  if (!catalogue) cache.set(file, (catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>));
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
  if (typeof found !== 'string') throw new Error(`No text ${key} in ${feature} (${language})`);
  return found.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
}
