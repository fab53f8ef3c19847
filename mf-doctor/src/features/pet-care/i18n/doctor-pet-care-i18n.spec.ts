import { describe, expect, it } from '@jest/globals';
import { SCRIPT_OF, catalogueLeaves, textVariables } from '@vetnow/web-kit/testing';
import en from './en.json' with { type: 'json' };
import si from './si.json' with { type: 'json' };
import ta from './ta.json' with { type: 'json' };

// Issue 38: the doctor's pet-care texts in Sinhala and Tamil (the screens in the languages: dashboard's pet-care-languages.spec).
describe('the pet-care catalogue in Sinhala and Tamil', () => {
  it.each([
    ['si', si, SCRIPT_OF.si],
    ['ta', ta, SCRIPT_OF.ta],
  ])('%s has exactly the English keys, the same {{variables}}, and is written in its own script', (_lng, catalogue, script) => {
    const english = catalogueLeaves(en);
    const translated = catalogueLeaves(catalogue);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      const other = translated.get(key)!;
      expect({ key, vars: textVariables(other) }).toEqual({ key, vars: textVariables(text) });
      const words = other.replace(/{{\s*\w+\s*}}/g, '');
      if (/\p{L}/u.test(words)) expect({ key, inScript: script.test(words) }).toEqual({ key, inScript: true });
    }
  });
});

