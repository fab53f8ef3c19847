import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DueItem, PetProfile } from '@vetnow/contracts/pet-care';
import { formatClinicDate, formatNumber } from '@vetnow/web-kit/format';
import { NAMESPACE } from '../i18n/pets-i18n';

export { NAMESPACE };

/** The pet screens' ways of saying things in the current language: species, sex, age, weight, dates, due items. */
export function usePetTexts() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.language;
  const date = useCallback((isoDate: string) => formatClinicDate(isoDate, language), [language]);
  const weight = useCallback(
    (kg: number) => t('weightKg', { weight: formatNumber(kg, language, { maximumFractionDigits: 2 }) }),
    [t, language],
  );
  return {
    t,
    language,
    date,
    weight,
    species: (species: string) => t(`species.${species}`, { defaultValue: species }),
    sex: (sex: PetProfile['sex']) => t(`sex.${sex}`),
    neutered: (neutered: boolean | null) => t(`neutered.${neutered === null ? 'unknown' : neutered ? 'yes' : 'no'}`),
    /**
     * "3 years", or "about 3 years" when the date of birth is an estimate; under a year "4 months"; null
     * without a date of birth.
     */
    age: (pet: Pick<PetProfile, 'ageYears' | 'ageMonths' | 'dateOfBirthEstimated'>) => {
      if (pet.ageYears === null) return null;
      if (pet.ageYears === 0 && pet.ageMonths !== null) {
        return t(pet.dateOfBirthEstimated ? 'age.aboutMonths' : 'age.months', { count: pet.ageMonths });
      }
      return t(pet.dateOfBirthEstimated ? 'age.about' : 'age.years', { count: pet.ageYears });
    },
    /** "Anti-rabies: overdue since Sun, 22 Nov 2026". */
    due: (item: DueItem) => t(`due.${item.status}`, { name: item.name, date: date(item.dueOn) }),
  };
}
