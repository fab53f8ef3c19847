import { useEffect, useId, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { API } from '@vetnow/contracts/api';
import { PET_SEXES, PET_SPECIES, type PetProfile } from '@vetnow/contracts/pet-care';
import { clinicToday } from '@vetnow/domain/clinic-time';
import { errorText } from '@vetnow/web-kit/errors';
import { FormSelectField, FormTextAreaField, FormTextField, applyServerErrors, fieldError, useZodForm, type ZodForm } from '@vetnow/web-kit/forms';
import { useApiMutation } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { FormModal } from '@vetnow/web-kit/ui/form-modal';
import { BIRTH_CHOICES, EMPTY_PET_FORM, NEUTERED_CHOICES, petFormSchema, petFormValues } from './pet-form-model';
import { usePetTexts } from './pet-texts';

export interface PetFormModalProps {
  /** The pet to edit; none: a new pet. */
  pet?: PetProfile;
  now: () => Date;
  onClose: () => void;
  /** After a successful save, with the saved pet. */
  onSaved?: (pet: PetProfile) => void;
}

type PetForm = ZodForm<ReturnType<typeof petFormSchema>>;

/** A group of radio buttons bound to the form: a fieldset with its legend, each option a labelled radio. */
function RadioGroup({ form, name, legend, options }: { form: PetForm; name: 'neutered' | 'birth'; legend: string; options: Array<{ value: string; label: string }> }) {
  const id = useId();
  const error = fieldError(form.formState.errors, name);
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="flex flex-col gap-1">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-x-4">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-900">
            <input type="radio" value={option.value} {...form.register(name)} className="h-5 w-5 accent-teal-700" />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * Add a pet (POST /pets) or edit one (PUT /pets/:id, the whole profile): name, species, breed, sex, neutered,
 * a date of birth or an estimated age (a choice), microchip, colour and markings. Checked with the contracts'
 * petProfileRequestSchema; a refusal's field errors go to their fields, any other failure is toasted by its code.
 * The list follows through the invalidation map (useApiMutation).
 */
export function PetFormModal({ pet, now, onClose, onSaved }: PetFormModalProps) {
  const text = usePetTexts();
  const { t } = text;
  const schema = useMemo(() => petFormSchema(now), [now]);
  const form = useZodForm(schema, { defaultValues: pet ? petFormValues(pet) : EMPTY_PET_FORM });
  const birth = useWatch({ control: form.control, name: 'birth' });
  const create = useApiMutation(API.pets.create);
  const update = useApiMutation(API.pets.update);
  const busy = form.formState.isSubmitting;
  const { setFocus } = form;

  useEffect(() => setFocus('name'), [setFocus]);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = pet ? await update.mutateAsync({ params: { id: pet._id }, body }) : await create.mutateAsync({ body });
      notify.success(t(pet ? 'form.saved' : 'form.added', { name: saved.name }));
      onSaved?.(saved);
      onClose();
    } catch (error) {
      if (!applyServerErrors(form, error)) notify.error(errorText(error, t('form.saveFailed')));
    }
  });

  return (
    <FormModal
      title={pet ? t('form.editTitle', { name: pet.name }) : t('form.addTitle')}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
      busy={busy}
      submitLabel={busy ? t('form.saving') : pet ? t('form.save') : t('form.add')}
      cancelLabel={t('form.cancel')}
      formClassName="grid grid-cols-1 gap-4 sm:grid-cols-2"
    >
      <FormTextField form={form} name="name" label={t('form.name')} required autoComplete="off" />
      <FormSelectField form={form} name="species" label={t('form.species')} options={PET_SPECIES.map((s) => ({ value: s, label: text.species(s) }))} />
      <FormTextField form={form} name="breed" label={t('form.breed')} hint={t('form.optional')} autoComplete="off" />
      <FormSelectField form={form} name="sex" label={t('form.sex')} options={PET_SEXES.map((s) => ({ value: s, label: text.sex(s) }))} />
      <div className="sm:col-span-2">
        <RadioGroup form={form} name="neutered" legend={t('form.neutered')} options={NEUTERED_CHOICES.map((v) => ({ value: v, label: t(`neutered.${v}`) }))} />
      </div>
      <div className="sm:col-span-2">
        <RadioGroup
          form={form}
          name="birth"
          legend={t('form.birth')}
          options={BIRTH_CHOICES.map((v) => ({ value: v, label: t(`form.birth${v.charAt(0).toUpperCase()}${v.slice(1)}`) }))}
        />
      </div>
      {birth === 'known' && (
        <FormTextField form={form} name="dateOfBirth" type="date" max={clinicToday(now())} label={t('form.dateOfBirth')} required />
      )}
      {birth === 'estimated' && (
        <FormTextField form={form} name="estimatedAgeYears" type="number" inputMode="decimal" min={0} max={40} step="any" label={t('form.estimatedAge')} required />
      )}
      <div className="sm:col-span-2">
        <FormTextField form={form} name="microchipNumber" label={t('form.microchip')} hint={t('form.microchipHint')} inputMode="numeric" autoComplete="off" />
      </div>
      <div className="sm:col-span-2">
        <FormTextAreaField form={form} name="colourMarkings" label={t('form.colourMarkings')} hint={t('form.optional')} rows={2} />
      </div>
    </FormModal>
  );
}
