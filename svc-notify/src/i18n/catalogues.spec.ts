import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkCatalogue } from '../../../tools/i18n/catalogues.js';
import { CATALOGUES, MESSAGE_LANGUAGES, textsIn } from './server-texts.js';

/**
 * Issue 42: the server's catalogues pass the frontends' completeness check (tools/i18n/catalogues.ts, issue 13):
 * every English catalogue has Sinhala and Tamil siblings with exactly its keys, the same `{{variables}}` and plural
 * forms per key, and nothing left in English or in another script. And what is checked is what is loaded.
 */
const repo = fileURLToPath(new URL('../../../', import.meta.url));
const folder = fileURLToPath(new URL('./', import.meta.url));
const catalogueFiles = readdirSync(folder).filter((name) => name.endsWith('.json'));
const english = catalogueFiles.filter((name) => name.endsWith('.en.json')).sort();

describe('the server texts catalogues', () => {
  it('are all loaded: one file per language and namespace here, and no other', () => {
    const loaded = MESSAGE_LANGUAGES.flatMap((language) => Object.keys(CATALOGUES[language]).map((ns) => `${ns}.${language}.json`));
    expect(loaded.sort()).toEqual([...catalogueFiles].sort());
    expect(english).toHaveLength(Object.keys(CATALOGUES.en).length);
  });

  it.each(english)('%s has complete Sinhala and Tamil siblings', (name) => {
    expect(checkCatalogue(repo, `${folder}${name}`).problems).toEqual([]);
  });

  it('the check itself finds a key Sinhala lacks and a variable it changed', () => {
    // A fixture of the frontends' check, run through the same function: it must be able to fail.
    const fixtures = fileURLToPath(new URL('../../../tools/i18n/fixtures/', import.meta.url));
    expect(checkCatalogue(repo, `${fixtures}broken/en.json`).problems).toEqual(
      expect.arrayContaining(['si: keys missing: nested.gone', 'si: greeting: variables (none) instead of {{name}}']),
    );
  });
});

describe('textsIn', () => {
  it('chooses the variant by context and the plural form by the language', () => {
    const en = textsIn('en');
    expect(en('booking:cancelled.lead', { reference: 'VN-1', doctor: 'Dr. A', when: 'today' }, { context: 'byClinic' })).toBe(
      'The clinic has cancelled your appointment VN-1 with Dr. A on today.',
    );
    expect(en('pet-care:title', { pet: 'Rex', item: 'Anti-rabies' }, { context: 'inDays', count: 14 })).toBe("Rex's Anti-rabies is due in 14 days");
    expect(en('pet-care:title', { pet: 'Rex', item: 'Anti-rabies' }, { context: 'inDays', count: 1 })).toBe("Rex's Anti-rabies is due in 1 day");
  });

  it('writes facts as typed: no escaping (the HTML part escapes once) and no catalogue syntax read in them', () => {
    const text = textsIn('si')('common:greeting', { name: '<b>{{phone}}</b> $t(common:footer) & "x"' });
    expect(text).toBe('හිතවත් <b>{{phone}}</b> $t(common:footer) & "x",');
  });

  it('throws for a text, or a variant of one, that the language lacks, rather than send the key or the wrong variant', () => {
    expect(() => textsIn('ta')('booking:nope')).toThrow('no text booking:nope in ta');
    expect(() => textsIn('en')('booking:cancelled.lead', {}, { context: 'byDoctor' })).toThrow('no text booking:cancelled.lead_byDoctor in en');
  });
});
