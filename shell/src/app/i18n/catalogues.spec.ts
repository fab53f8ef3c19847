import { describe, expect, it } from '@jest/globals';
import { SCRIPT_OF, catalogueLeaves, textVariables } from '@vetnow/web-kit/testing';
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

/** Texts that stay as they are in every language (brand, phone number, e-mail address — the front desk's sign-in example too). */
const UNTRANSLATED = new Set(['brand', 'footer.brand', 'contact.phone', 'contact.email', 'login.identifierPlaceholder.staff']);

describe.each([
  ['shell', shellEn, shellSi, shellTa],
  ['auth', authEn, authSi, authTa],
  ['landing', landingEn, landingSi, landingTa],
  ['notifications', notificationsEn, notificationsSi, notificationsTa],
])('the %s catalogue in Sinhala and Tamil', (_name, en, si, ta) => {
  const english = catalogueLeaves(en);
  it.each([
    ['si', si, SCRIPT_OF.si],
    ['ta', ta, SCRIPT_OF.ta],
  ])('%s has exactly the English keys, the same {{variables}}, and is written in its own script', (_lng, catalogue, script) => {
    const translated = catalogueLeaves(catalogue);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      const other = translated.get(key)!;
      expect({ key, vars: textVariables(other) }).toEqual({ key, vars: textVariables(text) });
      if (!UNTRANSLATED.has(key)) expect({ key, inScript: script.test(other) }).toEqual({ key, inScript: true });
    }
  });
});
