import { useEffect, useMemo } from 'react';
import { API } from '@vetnow/contracts/api';
import { clinicToday } from '@vetnow/domain/clinic-time';
import { petWeightRequestSchema } from '@vetnow/contracts/pet-care';
import { errorText } from '@vetnow/web-kit/errors';
import { FormTextField, applyServerErrors, useZodForm } from '@vetnow/web-kit/forms';
import { useApiMutation } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { FormModal } from '@vetnow/web-kit/ui/form-modal';
import { usePetTexts } from './pet-texts';

export interface AddWeightModalProps {
  pet: { _id: string; name: string };
  now: () => Date;
  onClose: () => void;
}

/** The owner weighs the pet at home: kilograms and the day (today unless another past day is chosen). */
export function AddWeightModal({ pet, now, onClose }: AddWeightModalProps) {
  const { t } = usePetTexts();
  const schema = useMemo(() => petWeightRequestSchema(now), [now]);
  const today = clinicToday(now());
  const form = useZodForm(schema, { defaultValues: { weightKg: '', recordedOn: today } });
  const add = useApiMutation(API.pets.addWeight);
  const busy = form.formState.isSubmitting;
  const { setFocus } = form;

  useEffect(() => setFocus('weightKg'), [setFocus]);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await add.mutateAsync({ params: { id: pet._id }, body });
      notify.success(t('record.weight.saved'));
      onClose();
    } catch (error) {
      if (!applyServerErrors(form, error)) notify.error(errorText(error, t('record.weight.saveFailed')));
    }
  });

  return (
    <FormModal
      title={t('record.weight.addTitle', { name: pet.name })}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
      busy={busy}
      submitLabel={t('record.weight.save')}
      cancelLabel={t('form.cancel')}
      formClassName="grid grid-cols-1 gap-4 sm:grid-cols-2"
    >
      <FormTextField form={form} name="weightKg" type="number" inputMode="decimal" min={0} step="any" label={t('record.weight.weightKg')} required />
      <FormTextField form={form} name="recordedOn" type="date" max={today} label={t('record.weight.recordedOn')} hint={t('record.weight.recordedOnHint')} />
    </FormModal>
  );
}
