import { useEffect, useRef } from 'react';
import { bookingStep2Schema } from '@vetnow/contracts/appointment';
import { PET_TYPES } from '@vetnow/contracts/constants';
import { FormSelectField, FormTextAreaField, FormTextField, useZodForm } from '@vetnow/web-kit/forms';
import { useTranslation } from 'react-i18next';
import type { WizardValues } from './wizard-model';

/** A form value as the input's text. */
const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

export interface PetInfoStepProps {
  values: WizardValues;
  onChange: (values: WizardValues) => void;
}

/**
 * Step 2: pet name, type (Dog default), breed (optional), age (≥ 0), reason — a react-hook-form form checked by
 * the contracts' bookingStep2Schema (the server checks the booking with the same rules). A field's message shows
 * once it was left; every change goes to the wizard at once (its Next is enabled by the same schema).
 */
export function PetInfoStep({ values, onChange }: PetInfoStepProps) {
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
