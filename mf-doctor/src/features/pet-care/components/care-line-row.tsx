import { suggestNextDue, type CareKind, type CareSchedule } from '@vetnow/contracts/pet-care';
import { fieldError, FormTextField, type FormOf } from '@vetnow/web-kit/forms';
import { formatClinicDate } from '@vetnow/web-kit/format';
import { Button } from '@vetnow/web-kit/ui/button';
import { Select } from '@vetnow/web-kit/ui/select';
import { useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PET_CARE_NS } from '../i18n/doctor-pet-care-i18n';
import { schedulesFor, type VisitPet } from '../hooks/use-visit-pet';
import type { CompleteFormValues } from './care-form';

export interface CareLineRowProps {
  form: FormOf<CompleteFormValues>;
  list: 'vaccinations' | 'treatments';
  index: number;
  pet: VisitPet;
  visitDate: string;
  schedules: readonly CareSchedule[];
  onRemove: () => void;
}

const TREATMENT_KINDS = ['deworming', 'tick-flea'] as const;

/**
 * One vaccination or treatment given: (a treatment's kind,) the schedule — the active ones of the pet's species and
 * this kind, or none for free text — the vaccine or product, (a vaccine's batch/lot,) and the next due date. Picking
 * a schedule fills an empty name with the schedule's and the next due date with suggestNextDue for the pet's age on
 * the visit's date; the doctor may change or clear it (cleared: no further dose).
 */
export function CareLineRow({ form, list, index, pet, visitDate, schedules, onRemove }: CareLineRowProps) {
  const { t } = useTranslation(PET_CARE_NS);
  const path = <K extends 'scheduleId' | 'name' | 'nextDueOn'>(key: K) => `care.${list}.${index}.${key}` as `care.${typeof list}.${number}.${K}`;
  const kindValue = useWatch({ control: form.control, name: `care.treatments.${index}.kind`, disabled: list !== 'treatments' });
  const kind: CareKind = list === 'vaccinations' ? 'vaccination' : (kindValue ?? 'deworming');
  const scheduleId = useWatch({ control: form.control, name: path('scheduleId') });
  const { errors } = useFormState({ control: form.control, name: [path('scheduleId'), `care.treatments.${index}.kind`] });
  const options = schedulesFor(schedules, pet.species, kind);
  const chosen = options.find((s) => s.id === scheduleId);
  const row = t(`care.${list}.row`, { number: index + 1 });

  const choose = (id: string) => {
    const schedule = options.find((s) => s.id === id);
    if (!schedule) return;
    if (!form.getValues(path('name')).trim()) form.setValue(path('name'), schedule.name);
    form.setValue(path('nextDueOn'), suggestNextDue(schedule, pet.dateOfBirth, visitDate), { shouldValidate: form.formState.isSubmitted });
  };

  return (
    <fieldset className="grid grid-cols-1 gap-3 border-t border-slate-100 pt-3 first-of-type:border-t-0 first-of-type:pt-0 sm:grid-cols-2">
      <legend className="sr-only">{row}</legend>
      {list === 'treatments' && (
        <Select
          label={t('care.treatments.kind')}
          options={TREATMENT_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          error={fieldError(errors, `care.treatments.${index}.kind`)}
          {...form.register(`care.treatments.${index}.kind`, {
            // Another kind has other schedules: the row's schedule no longer fits.
            onChange: () => form.setValue(`care.treatments.${index}.scheduleId`, ''),
          })}
        />
      )}
      <Select
        label={t('care.schedule')}
        placeholder={t('care.noSchedule')}
        options={options.map((s) => ({ value: s.id, label: s.name }))}
        error={fieldError(errors, path('scheduleId'))}
        {...form.register(path('scheduleId'), { onChange: (event: { target: { value: string } }) => choose(event.target.value) })}
      />
      <FormTextField form={form} name={path('name')} label={t(list === 'vaccinations' ? 'care.vaccinations.name' : 'care.treatments.name')} required autoComplete="off" />
      {list === 'vaccinations' && <FormTextField form={form} name={`care.vaccinations.${index}.batchNumber`} label={t('care.vaccinations.batch')} autoComplete="off" />}
      <FormTextField
        form={form}
        name={path('nextDueOn')}
        type="date"
        min={visitDate}
        label={t('care.nextDue')}
        hint={
          chosen
            ? t('care.nextDueSuggested', { pet: pet.name, date: formatClinicDate(suggestNextDue(chosen, pet.dateOfBirth, visitDate)) })
            : t('care.nextDueFree')
        }
      />
      <div className="sm:col-span-2">
        <Button variant="ghost" aria-label={t('care.removeLabel', { item: row })} onClick={onRemove}>
          {t('care.remove')}
        </Button>
      </div>
    </fieldset>
  );
}
