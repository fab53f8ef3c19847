import type { DeskPet } from '@vetnow/contracts/callers';
import { errorText } from '@vetnow/web-kit/errors';
import { FormSelectField, FormTextField } from '@vetnow/web-kit/forms';
import { Spinner } from '@vetnow/web-kit/ui/spinner';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { petTypeOptions } from '../../../components/select-options';
import { CALLERS_NS } from '../i18n/callers-i18n';
import type { DeskBookForm } from './booking-form-values';
import { AlertNotice } from './notices';

/** 'new' is "Another pet". */
export type PetChoice = string;
export const ANOTHER_PET = 'new';

export interface PetStepProps {
  form: DeskBookForm;
  pets: { data?: readonly DeskPet[]; isPending: boolean; isError: boolean; error: unknown };
  choice: PetChoice;
  onChoice: (choice: PetChoice) => void;
}

/**
 * Step 2, the pet: the owner's saved pets (GET /desk/owners/:id/pets) as radio choices, or "Another pet" with its
 * name, type and breed (the booking saves it, or links the owner's pet of that name and type).
 */
export function PetStep({ form, pets, choice, onChoice }: PetStepProps) {
  const { t } = useTranslation(CALLERS_NS);
  const headingId = useId();
  const name = useId();
  const typeOf = (pet: DeskPet) => t(`petType.${pet.type}`, { defaultValue: pet.type });
  const options = [
    ...(pets.data ?? []).map((pet) => ({
      value: pet._id,
      label: pet.breed
        ? t('pet.savedWithBreed', { name: pet.name, type: typeOf(pet), breed: pet.breed })
        : t('pet.saved', { name: pet.name, type: typeOf(pet) }),
    })),
    { value: ANOTHER_PET, label: t('pet.another') },
  ];

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('steps.pet')}
      </h2>
      {pets.isPending ? (
        <Spinner label={t('pet.loading')} />
      ) : (
        <>
          {pets.isError && <AlertNotice>{errorText(pets.error, t('pet.failed'))}</AlertNotice>}
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium text-slate-800">{t('pet.legend')}</legend>
            {options.map((option) => (
              <label key={option.value} className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-900 cursor-pointer has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50">
                <input
                  type="radio"
                  name={name}
                  value={option.value}
                  checked={choice === option.value}
                  onChange={() => onChoice(option.value)}
                  className="h-4 w-4 accent-teal-700"
                />
                {option.label}
              </label>
            ))}
          </fieldset>
          {choice === ANOTHER_PET && (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
              <FormTextField form={form} name="pet.name" label={t('pet.name')} required autoComplete="off" />
              <FormSelectField form={form} name="pet.type" label={t('pet.type')} required options={petTypeOptions((type) => t(`petType.${type}`))} />
              <FormTextField form={form} name="pet.breed" label={t('pet.breed')} autoComplete="off" />
            </div>
          )}
        </>
      )}
    </section>
  );
}
