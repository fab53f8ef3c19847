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
