import { beforeEach, describe } from '@jest/globals';
import { act } from '@testing-library/react';
import { LANGUAGES, setLanguage, type Language } from '@vetnow/web-kit/i18n';

/**
 * `describe.each` over the three languages (`title` with `%s` for the language): before every test the site is in
 * that language, and `body` gets the language and its texts (a catalogue, checked by the spec against the screen).
 */
export function describeInEachLanguage<T>(
  title: string,
  texts: Readonly<Record<Language, T>>,
  body: (language: Language, texts: T) => void,
): void {
  describe.each(LANGUAGES.map((language) => [language, texts[language]] as const))(title, (language, catalogue) => {
    beforeEach(async () => {
      await act(() => setLanguage(language));
    });
    body(language, catalogue);
  });
}
