import { describe, expect, it } from '@jest/globals';

/** Every leaf of an i18n catalogue: `key.path` → text (nested objects flattened with dots). */
export function catalogueLeaves(catalogue: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of catalogueLeaves(value, path)) out.set(k, v);
  }
  return out;
}

/** The `{{variables}}` a text interpolates, sorted. */
export function textVariables(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort();
}

/** Sinhala and Tamil script: a translated text has at least one letter of its own script. */
export const SCRIPT_OF = { si: /[\u0D80-\u0DFF]/, ta: /[\u0B80-\u0BFF]/ } as const;

/**
 * Declares the translation checks of a catalogue: its Sinhala and Tamil copies have exactly the English keys, the same
 * {{variables}} in each text, and each text written in its own script — but the keys `untranslated` accepts (a
 * brand, a phone number), which stay as they are.
 */
export function describeCatalogueTranslations(
  name: string,
  en: object,
  translations: { si: object; ta: object },
  untranslated: (key: string) => boolean = () => false,
): void {
  describe(`the ${name} catalogue in Sinhala and Tamil`, () => {
    it.each([
      ['si', translations.si, SCRIPT_OF.si],
      ['ta', translations.ta, SCRIPT_OF.ta],
    ])('%s has exactly the English keys, the same {{variables}}, and is written in its own script', (_lng, catalogue, script) => {
      const english = catalogueLeaves(en);
      const translated = catalogueLeaves(catalogue);
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of english) {
        const other = translated.get(key)!;
        expect({ key, vars: textVariables(other) }).toEqual({ key, vars: textVariables(text) });
        if (!untranslated(key)) expect({ key, inScript: script.test(other) }).toEqual({ key, inScript: true });
      }
    });
  });
}
