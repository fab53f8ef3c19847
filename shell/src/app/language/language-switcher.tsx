import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@vetnow/web-kit/i18n';
import { notify } from '@vetnow/web-kit/toaster';
import { useChangeLanguage } from './use-change-language';

/** Each language named in its own script (the same in every language), in the order the clinic lists them. */
export const LANGUAGE_CHOICES: ReadonlyArray<{ value: Language; name: string }> = [
  { value: 'si', name: 'සිංහල' },
  { value: 'ta', name: 'தமிழ்' },
  { value: 'en', name: 'English' },
];

/**
 * The language choice of the top navigation: a native <select> (keyboard and screen-reader support for free)
 * labelled "Language" in the current language, a globe beside it. Switching only changes i18next's language
 * (after its catalogues are loaded), so nothing remounts: a half-filled form or the wizard keeps its state.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('shell');
  const changeLanguage = useChangeLanguage();
  const id = useId();
  const [pending, setPending] = useState<Language | null>(null);
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

  return (
    <div className="flex min-h-11 items-center gap-1 px-1 md:min-h-9">
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 shrink-0 fill-none stroke-current text-slate-600" strokeWidth="1.5">
        <circle cx="10" cy="10" r="7.25" />
        <path d="M2.75 10h14.5M10 2.75c2 2 3 4.4 3 7.25s-1 5.25-3 7.25c-2-2-3-4.4-3-7.25s1-5.25 3-7.25z" />
      </svg>
      <select
        id={id}
        value={pending ?? current}
        aria-busy={pending !== null}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLanguage(next) || next === current) return;
          setPending(next);
          changeLanguage(next)
            .catch(() => notify.error(t('language.failed')))
            .finally(() => setPending(null));
        }}
        className="min-h-11 cursor-pointer rounded-lg md:min-h-9 border border-slate-300 bg-white py-1 pl-2 pr-7 text-sm font-medium text-slate-800 hover:border-slate-400 focus-visible:outline-2 focus-visible:outline-teal-600"
      >
        {LANGUAGE_CHOICES.map((choice) => (
          <option key={choice.value} value={choice.value} lang={choice.value}>
            {choice.name}
          </option>
        ))}
      </select>
    </div>
  );
}
