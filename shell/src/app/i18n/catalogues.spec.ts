import { describe, expect, it } from '@jest/globals';
import shellEn from './en.json' with { type: 'json' };
import shellSi from './si.json' with { type: 'json' };
import shellTa from './ta.json' with { type: 'json' };
import authEn from '../../features/auth/i18n/en.json' with { type: 'json' };
import authSi from '../../features/auth/i18n/si.json' with { type: 'json' };
import authTa from '../../features/auth/i18n/ta.json' with { type: 'json' };
import landingEn from '../../features/landing/i18n/en.json' with { type: 'json' };
import landingSi from '../../features/landing/i18n/si.json' with { type: 'json' };
import landingTa from '../../features/landing/i18n/ta.json' with { type: 'json' };
import notificationsEn from '../../features/notifications/i18n/en.json' with { type: 'json' };
import notificationsSi from '../../features/notifications/i18n/si.json' with { type: 'json' };
import notificationsTa from '../../features/notifications/i18n/ta.json' with { type: 'json' };

/** Every leaf of a catalogue: `key.path` → text. */
function leaves(catalogue: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}
const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const SINHALA = /[\u0D80-\u0DFF]/;
const TAMIL = /[\u0B80-\u0BFF]/;
/** Texts that stay as they are in every language (brand, phone number, e-mail address). */
const UNTRANSLATED = new Set(['brand', 'footer.brand', 'contact.phone', 'contact.email']);

describe.each([
  ['shell', shellEn, shellSi, shellTa],
  ['auth', authEn, authSi, authTa],
  ['landing', landingEn, landingSi, landingTa],
  ['notifications', notificationsEn, notificationsSi, notificationsTa],
])('the %s catalogue in Sinhala and Tamil', (_name, en, si, ta) => {
  const english = leaves(en);
  it.each([
    ['si', si, SINHALA],
    ['ta', ta, TAMIL],
  ])('%s has exactly the English keys, the same {{variables}}, and is written in its own script', (_lng, catalogue, script) => {
    const translated = leaves(catalogue);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      const other = translated.get(key)!;
      expect({ key, vars: variables(other) }).toEqual({ key, vars: variables(text) });
      if (!UNTRANSLATED.has(key)) expect({ key, inScript: script.test(other) }).toEqual({ key, inScript: true });
    }
  });
});
