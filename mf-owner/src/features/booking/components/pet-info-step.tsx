import { useEffect, useId, useRef } from 'react';
import { bookingStep2Schema } from '@vetnow/contracts/appointment';
import { PET_TYPES } from '@vetnow/contracts/constants';
import type { PetProfile } from '@vetnow/contracts/pet-care';
import { FormSelectField, FormTextAreaField, FormTextField, useZodForm } from '@vetnow/web-kit/forms';
import { useTranslation } from 'react-i18next';
import { withSavedPet } from './saved-pets';
import type { WizardValues } from './wizard-model';

/** A form value as the input's text. */
const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

export interface PetInfoStepProps {
  values: WizardValues;
  onChange: (values: WizardValues) => void;
  /** The owner's saved, non-archived pets (issue 38); none: the step asks only for the pet's details. */
  pets?: readonly PetProfile[];
}

/**
 * Step 2. With saved pets (issue 38) it first asks "Which pet is this visit for?": one of them fills the fields
 * below (they stay editable) and the booking is linked to it; "Another pet" empties them, and the booking saves
 * the new pet. Then pet name, type (Dog default), breed (optional), age (≥ 0), reason.
 */
export function PetInfoStep({ values, onChange, pets = [] }: PetInfoStepProps) {
  return (
    <div className="flex flex-col gap-6">
      {pets.length > 0 && (
        <SavedPetPicker pets={pets} value={values.petId} onPick={(pet) => onChange(withSavedPet(values, pet))} />
      )}
      {/* A new choice of pet starts the fields again from the wizard's values. */}
      <PetFields key={values.petId || 'another'} values={values} onChange={onChange} />
    </div>
  );
}

function SavedPetPicker({ pets, value, onPick }: { pets: readonly PetProfile[]; value: string; onPick: (pet: PetProfile | null) => void }) {
  const { t } = useTranslation('booking');
  const name = useId();
  const options: { id: string; pet: PetProfile | null; label: string; hint?: string }[] = [
    ...pets.map((pet) => ({
      id: pet._id,
      pet,
      label: pet.name,
      hint: [t(`petTypes.${pet.species}`), pet.breed, pet.ageYears === null ? '' : t('summary.years', { count: pet.ageYears })]
        .filter(Boolean)
        .join(' · '),
    })),
    { id: '', pet: null, label: t('savedPets.another'), hint: t('savedPets.anotherHint') },
  ];
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">{t('savedPets.legend')}</legend>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <li key={option.id || 'another'}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50">
              <input
                type="radio"
                name={name}
                value={option.id}
                checked={value === option.id}
                onChange={() => onPick(option.pet)}
                className="h-5 w-5 shrink-0 accent-teal-700"
              />
              <span className="text-sm text-slate-900">
                <span className="font-semibold">{option.label}</span>
                {option.hint && <span className="block text-slate-600">{option.hint}</span>}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * The spec's fields: a react-hook-form form checked by the contracts' bookingStep2Schema (the server checks the
 * booking with the same rules). A field's message shows once it was left; every change goes to the wizard at once
 * (its Next is enabled by the same schema).
 */
function PetFields({ values, onChange }: Omit<PetInfoStepProps, 'pets'>) {
  const { t } = useTranslation('booking');
  const form = useZodForm(bookingStep2Schema, {
    defaultValues: { pet: values.pet, reason: values.reason },
    mode: 'onTouched',
  });
  const { watch } = form;

  // Every change goes to the wizard (with the wizard's latest values and callback).
  const latest = useRef({ values, onChange });
  useEffect(() => {
    latest.current = { values, onChange };
  });
  useEffect(() => {
    const subscription = watch((form) => {
      const { values: current, onChange: report } = latest.current;
      const pet = form.pet ?? {};
      report({
        ...current,
        pet: { name: text(pet.name), type: text(pet.type) || current.pet.type, breed: text(pet.breed), age: text(pet.age) },
        reason: text(form.reason),
      });
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <FormTextField form={form} name="pet.name" label={t('pet.name')} required autoComplete="off" />
      <FormSelectField
        form={form}
        name="pet.type"
        label={t('pet.type')}
        options={PET_TYPES.map((type) => ({ value: type, label: t(`petTypes.${type}`) }))}
      />
      <FormTextField form={form} name="pet.breed" label={t('pet.breed')} hint={t('pet.optional')} />
      <FormTextField form={form} name="pet.age" label={t('pet.age')} type="number" inputMode="numeric" min={0} step={1} />
      <div className="sm:col-span-2">
        <FormTextAreaField form={form} name="reason" label={t('pet.reason')} required rows={3} />
      </div>
    </div>
  );
}
