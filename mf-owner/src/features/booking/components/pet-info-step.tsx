import { useId, useState } from 'react';
import { PET_TYPES } from '@vetnow/contracts/constants';
import { BOOKING_MESSAGES } from '@vetnow/contracts/messages';
import { messageTranslator } from '@vetnow/web-kit/form-errors';
import { FieldFrame, fieldAria, inputClass } from '@vetnow/web-kit/ui/field';
import { Select } from '@vetnow/web-kit/ui/select';
import { TextField } from '@vetnow/web-kit/ui/text-field';
import { useTranslation } from 'react-i18next';
import { step2Errors, type WizardValues } from './wizard-model';

export interface PetInfoStepProps {
  values: WizardValues;
  onChange: (values: WizardValues) => void;
}

type Field = 'pet.name' | 'pet.type' | 'pet.breed' | 'pet.age' | 'reason';

/** Step 2: pet name, type (Dog default), breed (optional), age (≥ 0), reason. A field's message shows once it was left. */
export function PetInfoStep({ values, onChange }: PetInfoStepProps) {
  const { t } = useTranslation('booking');
  const reasonId = useId();
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const translate = messageTranslator(t, 'messages', BOOKING_MESSAGES);
  const errors = step2Errors(values);
  const errorOf = (field: Field) => (touched.has(field) && errors[field] ? translate(errors[field]) : undefined);
  const touch = (field: Field) => () => setTouched((s) => new Set(s).add(field));
  const setPet = (patch: Partial<WizardValues['pet']>) => onChange({ ...values, pet: { ...values.pet, ...patch } });
  const reasonError = errorOf('reason');

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField
        label={t('pet.name')}
        required
        autoComplete="off"
        value={values.pet.name}
        onChange={(e) => setPet({ name: e.target.value })}
        onBlur={touch('pet.name')}
        error={errorOf('pet.name')}
      />
      <Select
        label={t('pet.type')}
        options={PET_TYPES.map((type) => ({ value: type, label: t(`petTypes.${type}`) }))}
        value={values.pet.type}
        onChange={(e) => setPet({ type: e.target.value })}
        onBlur={touch('pet.type')}
        error={errorOf('pet.type')}
      />
      <TextField
        label={t('pet.breed')}
        hint={t('pet.optional')}
        value={values.pet.breed}
        onChange={(e) => setPet({ breed: e.target.value })}
        onBlur={touch('pet.breed')}
        error={errorOf('pet.breed')}
      />
      <TextField
        label={t('pet.age')}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={values.pet.age}
        onChange={(e) => setPet({ age: e.target.value })}
        onBlur={touch('pet.age')}
        error={errorOf('pet.age')}
      />
      <div className="sm:col-span-2">
        <FieldFrame id={reasonId} label={t('pet.reason')} required error={reasonError}>
          <textarea
            {...fieldAria(reasonId, reasonError)}
            required
            rows={3}
            value={values.reason}
            onChange={(e) => onChange({ ...values, reason: e.target.value })}
            onBlur={touch('reason')}
            className={inputClass(reasonError)}
          />
        </FieldFrame>
      </div>
    </div>
  );
}
