import type { CareSchedule } from '@vetnow/contracts/pet-care';
import { FormTextField, type FormOf } from '@vetnow/web-kit/forms';
import { Button } from '@vetnow/web-kit/ui/button';
import { Spinner } from '@vetnow/web-kit/ui/spinner';
import { useRef } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PET_CARE_NS } from '../i18n/doctor-pet-care-i18n';
import type { VisitPetState } from '../hooks/use-visit-pet';
import { emptyPrescription, emptyTreatment, emptyVaccination, type CompleteFormValues } from './care-form';
import { CareLineRow } from './care-line-row';

export interface CareGivenSectionProps {
  form: FormOf<CompleteFormValues>;
  pet: VisitPetState;
  /** The visit's clinic date: the day the care is given, from which next-due dates are suggested. */
  visitDate: string;
  /** GET /care-schedules; undefined while loading or when it failed (`schedulesFailed`). */
  schedules: readonly CareSchedule[] | undefined;
  schedulesFailed: boolean;
  petName: string;
}

const FIELDSET = 'flex flex-col gap-3 rounded-lg border border-slate-200 p-3';
const LEGEND = 'px-1 text-sm font-semibold text-slate-900';

/**
 * Care given at the visit, beside the findings (issue 38): the weight, vaccinations and treatments (a schedule of
 * the pet's species and the row's kind, or free text; the next due date suggested by the schedule, editable and
 * clearable) and prescriptions — rows added and removed with useFieldArray.
 */
export function CareGivenSection({ form, pet, visitDate, schedules, schedulesFailed, petName }: CareGivenSectionProps) {
  const { t } = useTranslation(PET_CARE_NS);
  return (
    <fieldset className="flex flex-col gap-4 border-t border-slate-200 pt-4">
      <legend className="text-base font-semibold text-slate-900">{t('care.title')}</legend>
      {pet.status === 'loading' ? (
        <Spinner label={t('care.loading', { pet: petName })} />
      ) : pet.status === 'failed' ? (
        <div role="alert" className="flex flex-col items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <p>{t('care.petFailed', { pet: petName })}</p>
          <Button variant="secondary" onClick={pet.retry}>
            {t('care.retry')}
          </Button>
        </div>
      ) : (
        <>
          <p className="text-sm text-slate-600">{t('care.intro', { pet: pet.pet.name })}</p>
          <div className="sm:max-w-48">
            <FormTextField form={form} name="care.weightKg" label={t('care.weight')} hint={t('care.weightHint')} inputMode="decimal" autoComplete="off" />
          </div>
          {schedulesFailed && <p className="text-sm text-amber-800">{t('care.schedulesFailed')}</p>}
          <CareLines form={form} list="vaccinations" pet={pet.pet} visitDate={visitDate} schedules={schedules ?? []} />
          <CareLines form={form} list="treatments" pet={pet.pet} visitDate={visitDate} schedules={schedules ?? []} />
          <Prescriptions form={form} />
        </>
      )}
    </fieldset>
  );
}

type ReadyPet = Extract<VisitPetState, { status: 'ready' }>['pet'];

function CareLines({ form, list, pet, visitDate, schedules }: { form: FormOf<CompleteFormValues>; list: 'vaccinations' | 'treatments'; pet: ReadyPet; visitDate: string; schedules: readonly CareSchedule[] }) {
  const { t } = useTranslation(PET_CARE_NS);
  const rows = useFieldArray({ control: form.control, name: `care.${list}` });
  const box = useRef<HTMLFieldSetElement>(null);
  const focusAdd = () => box.current?.querySelector<HTMLButtonElement>('[data-add]')?.focus();
  return (
    <fieldset ref={box} className={FIELDSET}>
      <legend className={LEGEND}>{t(`care.${list}.title`)}</legend>
      {rows.fields.map((field, index) => (
        <CareLineRow
          key={field.id}
          form={form}
          list={list}
          index={index}
          pet={pet}
          visitDate={visitDate}
          schedules={schedules}
          onRemove={() => {
            rows.remove(index);
            focusAdd();
          }}
        />
      ))}
      <div>
        <Button
          data-add
          variant="secondary"
          onClick={() => (list === 'vaccinations' ? rows.append(emptyVaccination() as never) : rows.append(emptyTreatment() as never))}
        >
          {t(`care.${list}.add`)}
        </Button>
      </div>
    </fieldset>
  );
}

function Prescriptions({ form }: { form: FormOf<CompleteFormValues> }) {
  const { t } = useTranslation(PET_CARE_NS);
  const rows = useFieldArray({ control: form.control, name: 'care.prescriptions' });
  const box = useRef<HTMLFieldSetElement>(null);
  const focusAdd = () => box.current?.querySelector<HTMLButtonElement>('[data-add]')?.focus();
  return (
    <fieldset ref={box} className={FIELDSET}>
      <legend className={LEGEND}>{t('care.prescriptions.title')}</legend>
      {rows.fields.map((field, index) => {
        const row = t('care.prescriptions.row', { number: index + 1 });
        const name = (key: 'medicine' | 'dose' | 'duration' | 'notes') => `care.prescriptions.${index}.${key}` as const;
        return (
          <fieldset key={field.id} className="grid grid-cols-1 gap-3 border-t border-slate-100 pt-3 sm:grid-cols-2">
            <legend className="sr-only">{row}</legend>
            <FormTextField form={form} name={name('medicine')} label={t('care.prescriptions.medicine')} required autoComplete="off" />
            <FormTextField form={form} name={name('dose')} label={t('care.prescriptions.dose')} required autoComplete="off" />
            <FormTextField form={form} name={name('duration')} label={t('care.prescriptions.duration')} required autoComplete="off" />
            <FormTextField form={form} name={name('notes')} label={t('care.prescriptions.notes')} autoComplete="off" />
            <div className="sm:col-span-2">
              <Button
                variant="ghost"
                aria-label={t('care.removeLabel', { item: row })}
                onClick={() => {
                  rows.remove(index);
                  focusAdd();
                }}
              >
                {t('care.remove')}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div>
        <Button data-add variant="secondary" onClick={() => rows.append(emptyPrescription())}>
          {t('care.prescriptions.add')}
        </Button>
      </div>
    </fieldset>
  );
}
